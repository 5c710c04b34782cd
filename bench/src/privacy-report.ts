import { saveBenchReport } from './saved-report';
import { cpus } from 'node:os';
import type { Check } from './projections-checks';
import type { ReplayResult } from './projections-replay';
import type { Person } from './privacy-people';
import type { TrafficDuring } from './privacy-product';
import type { SeededReadModels } from './seeded-read-models';

export type ErasureWay = 'cli' | 'product' | 'product-under-traffic';

export interface ErasureMeasure {
  way: ErasureWay;
  /** What was timed, in words. */
  timed: string;
  person: Person;
  erasureId: string;
  seconds: number;
  /** privacy.erasures finished_at - requested_at (Postgres' clock): the erasure itself, without start-up or polling. */
  recordedSeconds: number | null;
  /** seconds / the baseline's seconds. */
  ratioToBaseline: number;
  eventsErased: number;
  streamsErased: number;
  /** Read-model tables whose rows the erasure rewrote. */
  readModelTables: number;
  jobsRemoved: number;
  queueEntriesRemoved: number;
  /** Erasure attempts that failed and were retried within `seconds` (the worker only). */
  failedAttempts: number | null;
  peakRssMb: number | null;
  /** Events naming the address after the erasure (must be 0). */
  stillNaming: number;
  /** Read-model figures compared before and after, and those that changed (must be none). */
  figuresCompared: number;
  /** Only the days before this UTC day were compared (traffic added rows from it on); null: every row. */
  figuresBefore: string | null;
  changedFigures: string[];
  traffic: (Omit<TrafficDuring, 'samples'> & { samples: number; samplesMissing: number }) | null;
}

export interface PrivacyReport {
  benchmark: 'privacy';
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  settings: { events: number; trafficRate: number; projectionBatchSize: string };
  seed: SeededReadModels['seed'];
  /** Every read model rebuilt from the log by `projections-cli replay`: what an erasure cost while it rebuilt them all. */
  baseline: { seconds: number; eventsPerSec: number; projectors: ReplayResult['projectors']; peakRssMb: number | null };
  checks: Check[];
  erasures: ErasureMeasure[];
  /** Why the run cannot be trusted (wrong counts, an address still named, a figure changed); empty when it can. */
  broken: string[];
}

export function buildReport(parts: Omit<PrivacyReport, 'benchmark' | 'machine' | 'broken'>): PrivacyReport {
  const broken = [
    ...parts.checks.filter((c) => !c.ok).map((c) => `after the seed's replay, ${c.name}: expected ${c.expected}, found ${c.actual}`),
    ...parts.erasures.flatMap((e) => [
      ...(e.stillNaming > 0 ? [`${e.way}: ${e.stillNaming} events still name ${e.person.email}`] : []),
      ...e.changedFigures.map((change) => `${e.way}: read model changed by the erasure, ${change}`),
      ...(e.traffic && e.traffic.samplesMissing > 0 ? [`${e.way}: ${e.traffic.samplesMissing} visitors identified during the erasure never reached read_model.contacts`] : []),
    ]),
  ];
  return { benchmark: 'privacy', machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version }, ...parts, broken };
}

const WAYS: Record<ErasureWay, string> = {
  cli: 'part alone: privacy-cli erase',
  product: 'product: API + worker',
  'product-under-traffic': 'product, under traffic',
};

export function formatReport(r: PrivacyReport): string {
  const n = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  const rows = [
    ['', 'seconds', 'recorded s', 'events erased', 'tables rewritten', 'x baseline'],
    ['baseline: full replay (projections-cli replay)', n(r.baseline.seconds, 1), '', '', '', '1.00'],
    ...r.erasures.map((e) => [WAYS[e.way], n(e.seconds, 1), n(e.recordedSeconds, 1), n(e.eventsErased), n(e.readModelTables), n(e.ratioToBaseline, 2)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`;
  const failedChecks = r.checks.filter((c) => !c.ok);
  const { seed, settings } = r;
  return [
    '',
    `Privacy (erasure) benchmark ${r.date}: ${n(seed.events)} events seeded`,
    `${r.machine.cpus} x ${r.machine.cpuModel}, node ${r.machine.node}, PROJECTION_BATCH_SIZE ${settings.projectionBatchSize}`,
    `seeded in ${n(seed.insertSeconds, 1)} s; ${n(seed.sessions)} sessions, ${n(seed.identifiedSessions)} identified`,
    failedChecks.length === 0
      ? `read models after the baseline replay: all ${r.checks.length} counts match the seed`
      : `read models after the baseline replay: ${failedChecks.length} of ${r.checks.length} counts WRONG`,
    '',
    'Erased (the identified people the most events name):',
    ...r.erasures.map((e) => `  ${WAYS[e.way]}: ${e.person.email}, named by ${n(e.person.namingEvents)} events; ${n(e.person.personEvents)} events found for them (their sessions' included)`),
    '',
    line(rows[0]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '  seconds: the CLI from spawn to exit; the product from the POST to the poll that saw it completed (every 100 ms)',
    '  recorded s: privacy.erasures finished_at - requested_at, the erasure without start-up or polling',
    ...r.erasures.flatMap((e) => {
      const notes = [
        ...(e.failedAttempts !== null ? [`${e.failedAttempts} failed attempts retried`] : []),
        ...(e.peakRssMb !== null ? [`peak RSS ${n(e.peakRssMb)} MB`] : []),
        `${n(e.jobsRemoved)} jobs and ${n(e.queueEntriesRemoved)} queue entries removed`,
      ];
      return [`  ${WAYS[e.way]}: ${notes.join(', ')}`];
    }),
    ...r.erasures.flatMap((e) => {
      const t = e.traffic;
      if (!t) return [];
      return [
        '',
        `Tracking traffic during the erasure under traffic: ${n(t.rate)} calls/s asked, ${n(t.okPerSec)} 2xx/s over ${n(t.seconds, 1)} s`,
        `  ${n(t.sent)} sent, ${n(t.ok2xx)} 2xx, ${n(t.non2xx)} non-2xx, ${n(t.errors)} errors; worst 2 s slice p99 ${n(t.worstSliceP99Ms, 1)} ms, slowest call ${n(t.maxMs, 1)} ms`,
        `  ${n(t.samples)} visitors identified meanwhile, ${n(t.samplesMissing)} of them missing from read_model.contacts afterwards`,
      ];
    }),
    '',
    'Checks after each erasure:',
    ...r.erasures.map((e) => {
      const scope = e.figuresBefore ? `rows before ${e.figuresBefore} (UTC)` : 'every row';
      const figures = e.changedFigures.length === 0 ? `all ${e.figuresCompared} read-model figures unchanged (${scope})` : `${e.changedFigures.length} of ${e.figuresCompared} read-model figures CHANGED (${scope})`;
      return `  ${WAYS[e.way]}: ${e.stillNaming === 0 ? 'no event names the address' : `${e.stillNaming} events STILL name the address`}; ${figures}`;
    }),
    ...(r.broken.length > 0 ? ['', 'BROKEN RUN:', ...r.broken.map((b) => `  ${b}`)] : []),
    '',
  ].join('\n');
}

/** Writes the timestamped report and privacy-latest.json; returns the timestamped path. */
export function saveReport(report: PrivacyReport, directory: string): string {
  return saveBenchReport('privacy', report, directory);
}
