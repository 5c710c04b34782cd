import { saveBenchReport } from './saved-report';
import { cpus } from 'node:os';
import type { Latency, QueryResult } from './admin-measure';
import { formatSizes, type DiskSizes } from './disk-sizes';
import type { SeedTargets } from './projections-seed-plan';
import type { SeededReadModels } from './seeded-read-models';

export const TARGET_P95_MS = 50;
/** Issue 29's goal for the API's peak resident memory at 10,000,000 events. */
export const TARGET_PEAK_RSS_MB = 512;

export interface AdminSettings {
  events: number;
  targets: SeedTargets;
  runs: number;
  warmup: number;
  csvRuns: number;
  /** Tracking calls a second while the product phase measures (null: no such phase). */
  trafficRate: number | null;
  /** Only the queries whose name holds this (null: every query). */
  only: string | null;
}

/** The queries measured against the API and the worker while tracking calls arrive, and how that traffic fared. */
export interface UnderTraffic {
  rate: number;
  /** The API's peak RSS once it held the paths. */
  loadedRssMb: number | null;
  traffic: { sent: number; okPerSec: number; non2xx: number; errors: number; worstSliceP99Ms: number };
  results: QueryResult[];
}

export interface AdminReport {
  benchmark: 'admin';
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; postgres: string };
  settings: AdminSettings;
  /** What the dashboard looked at. */
  data: { events: number; contacts: number; identifiedContacts: number; anonymousContacts: number; sessions: number };
  /** The log and the read models on disk before the queries (after the seed's replay and vacuum, or as a kept database stands). */
  disk: DiskSizes;
  /** Null when a kept database was measured again (BENCH_ADMIN_REUSE_DATABASE=1): nothing seeded. */
  seed: SeededReadModels['seed'] | null;
  /** The replay, then VACUUM ANALYZE of the read models (as autovacuum would have done); null as the seed. */
  replay: { wallSeconds: number; eventsPerSec: number; readModelsVacuumSeconds: number } | null;
  /** From the API's start until it held every contact's conversion path (the queries are measured after). */
  pathsLoadedSeconds: number;
  queries: Judged[];
  /** The API alone's peak resident memory: once it held the paths, and over the whole run. */
  apiMemory: ApiMemory;
  /** The same queries against the whole product under tracking traffic (reported beside the API alone). */
  underTraffic: (Omit<UnderTraffic, 'results' | 'loadedRssMb'> & { queries: Judged[]; goalMet: boolean; apiMemory: ApiMemory }) | null;
  /** Queries left out, with why (an endpoint this build does not have). */
  skipped: { name: string; reason: string }[];
  goalMet: boolean;
  /** Why the run cannot be trusted (wrong read-model counts, failed calls); empty when it can. */
  broken: string[];
}

type Judged = QueryResult & { goal: { targetP95Ms: number; met: boolean } };

/** The API's peak RSS (MB, null where /proc could not be read) and the queries that raised it, most first. */
interface ApiMemory {
  loadedMb: number | null;
  peakMb: number | null;
  goal: { targetMb: number; met: boolean | null };
  raisedBy: { name: string; mb: number }[];
}

function apiMemory(loadedMb: number | null, results: QueryResult[]): ApiMemory {
  let before = loadedMb;
  const raisedBy: ApiMemory['raisedBy'] = [];
  for (const { name, apiPeakRssMb: after } of results) {
    if (after !== null && before !== null && after > before) raisedBy.push({ name, mb: after - before });
    before = after ?? before;
  }
  const peaks = [loadedMb, ...results.map((r) => r.apiPeakRssMb)].filter((mb) => mb !== null);
  const peakMb = peaks.length > 0 ? Math.max(...peaks) : null;
  return { loadedMb, peakMb, goal: { targetMb: TARGET_PEAK_RSS_MB, met: peakMb === null ? null : peakMb <= TARGET_PEAK_RSS_MB }, raisedBy: raisedBy.sort((a, b) => b.mb - a.mb) };
}

const judge = (results: QueryResult[]): Judged[] => results.map((r) => ({ ...r, goal: { targetP95Ms: TARGET_P95_MS, met: judged(r).p95 <= TARGET_P95_MS } }));

export function buildReport(parts: {
  date: Date;
  postgres: string;
  settings: AdminSettings;
  data: AdminReport['data'];
  disk: DiskSizes;
  /** Null for a kept database measured again. */
  built: SeededReadModels | null;
  readModelsVacuumSeconds: number;
  pathsLoadedSeconds: number;
  /** The API's peak RSS once it held the paths, before the first query. */
  pathsLoadedRssMb: number | null;
  results: QueryResult[];
  underTraffic: UnderTraffic | null;
  skipped: AdminReport['skipped'];
}): AdminReport {
  const queries = judge(parts.results);
  const loaded = parts.underTraffic && judge(parts.underTraffic.results);
  const broken = [
    ...(parts.built?.checks ?? []).filter((c) => !c.ok).map((c) => `${c.name}: expected ${c.expected}, found ${c.actual}`),
    ...[...parts.results, ...(parts.underTraffic?.results ?? [])].flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`)),
  ];
  return {
    benchmark: 'admin',
    date: parts.date.toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, postgres: parts.postgres },
    settings: parts.settings,
    data: parts.data,
    disk: parts.disk,
    seed: parts.built?.seed ?? null,
    replay: parts.built && {
      wallSeconds: parts.built.replay.wallSeconds,
      eventsPerSec: parts.built.replay.eventsPerSec,
      readModelsVacuumSeconds: Math.round(parts.readModelsVacuumSeconds * 10) / 10,
    },
    pathsLoadedSeconds: Math.round(parts.pathsLoadedSeconds * 10) / 10,
    queries,
    apiMemory: apiMemory(parts.pathsLoadedRssMb, parts.results),
    underTraffic: parts.underTraffic &&
      loaded && {
        rate: parts.underTraffic.rate,
        traffic: parts.underTraffic.traffic,
        queries: loaded,
        goalMet: loaded.every((q) => q.goal.met),
        apiMemory: apiMemory(parts.underTraffic.loadedRssMb, parts.underTraffic.results),
      },
    skipped: parts.skipped,
    goalMet: queries.every((q) => q.goal.met),
    broken,
  };
}

/** What the goal applies to: a download's first row, any other query's whole answer. */
function judged(result: QueryResult): Latency {
  return result.firstRowMs ?? result.latencyMs;
}

/** A query's or variant's times as a line: a download's to its first row, then the whole file's (the goal is judged on the first). */
export function latencyLine({ latencyMs, firstRowMs }: { latencyMs: Latency; firstRowMs: Latency | null }): string {
  const times = (l: Latency) => `p50 ${n(l.p50, 1)} ms, p95 ${n(l.p95, 1)} ms, max ${n(l.max, 1)} ms`;
  return firstRowMs ? `first row ${times(firstRowMs)}; whole file ${times(latencyMs)}` : times(latencyMs);
}

const n = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One table of judged queries, with the variants of those over the goal. */
function table(queries: Judged[], memory: ApiMemory): string[] {
  // Under traffic, the tracking calls sent while each query ran: which query holds visitors up.
  const traffic = queries.some((q) => q.trackingDuring);
  const tracking = ({ trackingDuring: t }: Judged) => (t ? [`${n(t.p50, 1)} / ${n(t.p99, 1)} (${n(t.calls)})`] : ['']);
  const rows = [
    ['query', 'calls', 'p50 ms', 'p95 ms', 'max ms', `p95 <= ${TARGET_P95_MS} ms`, 'first call ms', 'API peak MB', ...(traffic ? ['tracking p50 / p99 ms (calls)'] : [])],
    ...queries.flatMap((q) => {
      const rss = q.apiPeakRssMb === null ? '?' : n(q.apiPeakRssMb);
      const row = (name: string, l: Latency, verdict: string, first: number) => [name, n(q.runs), n(l.p50, 1), n(l.p95, 1), n(l.max, 1), verdict, n(first, 1), rss, ...(traffic ? tracking(q) : [])];
      const verdict = q.goal.met ? 'PASS' : 'FAIL';
      return q.firstRowMs
        ? [row(`${q.name}: first row`, q.firstRowMs, verdict, q.firstCall.firstRowMs), row(`${q.name}: whole file`, q.latencyMs, '(reported)', q.firstCall.ms)]
        : [row(q.name, q.latencyMs, verdict, q.firstCall.ms)];
    }),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`;
  const slowVariants = queries
    .filter((q) => !q.goal.met)
    .flatMap((q) => q.variants.map((v) => `  ${q.name}: ${v.path}  ${latencyLine(v)}${v.rows === null ? '' : `  (${n(v.rows)} rows)`}`));
  return [
    line(rows[0]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '',
    ...(slowVariants.length > 0 ? ['Variants of the queries over the goal:', ...slowVariants, ''] : []),
    `Goal p95 <= ${TARGET_P95_MS} ms for every query: ${queries.every((q) => q.goal.met) ? 'MET' : `NOT MET (${queries.filter((q) => !q.goal.met).map((q) => q.name).join('; ')})`}`,
    memoryLine(memory),
  ];
}

/** The API's peak against its goal, and what raised it beyond where it stood once the paths were held. */
function memoryLine({ loadedMb, peakMb, goal, raisedBy }: ApiMemory): string {
  if (peakMb === null) return 'API peak RSS: not read (no /proc here)';
  const verdict = goal.met ? 'MET' : 'NOT MET';
  const raised = raisedBy.slice(0, 5).map((r) => `${r.name} +${n(r.mb)}`);
  return `API peak RSS ${n(peakMb)} MB (${n(loadedMb ?? 0)} MB once it held the paths${raised.length > 0 ? `; raised most by ${raised.join(', ')}` : ''}); goal <= ${goal.targetMb} MB: ${verdict}`;
}

export function formatReport(r: AdminReport): string {
  const { data, settings, underTraffic: loaded } = r;
  return [
    '',
    `Admin queries benchmark ${r.date}: ${n(data.events)} events, ${n(data.contacts)} contacts (${n(data.identifiedContacts)} identified, ${n(data.anonymousContacts)} anonymous)`,
    `${r.machine.cpus} x ${r.machine.cpuModel}, node ${r.machine.node}, ${r.machine.postgres}`,
    `each query: ${settings.warmup} warm-up calls, then ${settings.runs} measured sequential calls (${settings.csvRuns} for the full CSV) cycling through its parameter variants${settings.only === null ? '' : `; only the queries named like "${settings.only}"`}`,
    'CSV downloads are judged on their first contact row (when the download visibly starts); the whole transfer is shown below it',
    r.seed && r.replay
      ? `seeded in ${n(r.seed.insertSeconds, 1)} s, read models replayed in ${n(r.replay.wallSeconds, 1)} s and vacuumed in ${n(r.replay.readModelsVacuumSeconds, 1)} s`
      : 'measured again on the database a kept run left (no seed, no replay)',
    ...formatSizes(r.disk),
    '',
    `The API held every contact's conversion path ${n(r.pathsLoadedSeconds, 1)} s after it started; measured from then on.`,
    'The API alone:',
    ...table(r.queries, r.apiMemory),
    ...r.skipped.map((s) => `  ${s.name}: skipped (${s.reason})`),
    ...(loaded
      ? [
          '',
          `The API and the worker (as npm start runs them) while ${n(loaded.rate)} tracking calls a second arrive and are projected ` +
            `(${n(loaded.traffic.sent)} sent, ${n(loaded.traffic.okPerSec)} answered 2xx a second, ${n(loaded.traffic.non2xx)} not 2xx, ${n(loaded.traffic.errors)} errors, worst p99 ${n(loaded.traffic.worstSliceP99Ms, 1)} ms):`,
          ...table(loaded.queries, loaded.apiMemory),
        ]
      : []),
    ...(r.broken.length > 0 ? ['', 'BROKEN RUN:', ...r.broken.map((b) => `  ${b}`)] : []),
    '',
  ].join('\n');
}

/** Writes the timestamped report and admin-latest.json; returns the timestamped path. */
export function saveReport(report: AdminReport, directory: string): string {
  return saveBenchReport('admin', report, directory);
}
