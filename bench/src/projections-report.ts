import { saveBenchReport } from './saved-report';
import { cpus } from 'node:os';
import type { Check } from './projections-checks';
import type { LagResult, LagSettings } from './projections-lag';
import type { ReplayResult } from './projections-replay';
import type { SeedResult } from './projections-seed';

export const TARGETS = { replayEventsPerSec: 50_000, peakRssMb: 512, lagP95Ms: 250, lagP99Ms: 1000 } as const;

interface Goal {
  target: number;
  actual: number | null;
  met: boolean;
}

export interface ProjectionsReport {
  benchmark: 'projections';
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  settings: LagSettings & { events: number; projectionBatchSize: string };
  seed: SeedResult & { vacuumSeconds: number };
  replay: ReplayResult;
  checks: Check[];
  lag: LagResult;
  goals: { replayEventsPerSec: Goal; replayPeakRssMb: Goal; workerPeakRssMb: Goal; lagP95Ms: Goal; lagP99Ms: Goal };
  /** Why the run cannot be trusted (wrong counts, lost samples); empty when it can. */
  broken: string[];
}

export function buildReport(parts: Omit<ProjectionsReport, 'benchmark' | 'machine' | 'goals' | 'broken'>): ProjectionsReport {
  const { replay, lag, checks, seed } = parts;
  const atMost = (target: number, actual: number | null): Goal => ({ target, actual, met: actual !== null && actual <= target });
  const broken = [
    ...checks.filter((c) => !c.ok).map((c) => `${c.name}: expected ${c.expected}, found ${c.actual}`),
    ...(seed.events !== parts.settings.events ? [`seeded ${seed.events} events instead of ${parts.settings.events}`] : []),
    ...(lag.unseenSamples > 0 ? [`${lag.unseenSamples} acknowledged samples never appeared in read_model.contacts`] : []),
    ...(lag.missingFromLog > 0 ? [`${lag.missingFromLog} samples in read_model.contacts have no event in the log`] : []),
    ...(lag.samples === 0 ? ['no lag sample was measured'] : []),
  ];
  return {
    benchmark: 'projections',
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version },
    ...parts,
    goals: {
      replayEventsPerSec: { target: TARGETS.replayEventsPerSec, actual: replay.eventsPerSec, met: replay.eventsPerSec >= TARGETS.replayEventsPerSec },
      replayPeakRssMb: atMost(TARGETS.peakRssMb, replay.peakRssMb),
      workerPeakRssMb: atMost(TARGETS.peakRssMb, lag.workerPeakRssMb),
      lagP95Ms: atMost(TARGETS.lagP95Ms, lag.lagMs.p95),
      lagP99Ms: atMost(TARGETS.lagP99Ms, lag.lagMs.p99),
    },
    broken,
  };
}

export function formatReport(r: ProjectionsReport): string {
  const { seed, replay, lag, goals, settings } = r;
  const n = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toLocaleString('en-US', { maximumFractionDigits: digits }));
  const check = (goal: Goal) => (goal.met ? 'PASS' : 'FAIL');
  const table = (rows: string[][]) => {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    const line = (row: string[]) => `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`;
    return [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)];
  };
  const failedChecks = r.checks.filter((c) => !c.ok);
  const t = lag.traffic;
  const cpu = lag.cpuCores;

  return [
    '',
    `Projections benchmark ${r.date}: ${n(settings.events)} events seeded; lag at ${n(settings.rate)} calls/s for ${settings.seconds} s`,
    `${r.machine.cpus} x ${r.machine.cpuModel}, node ${r.machine.node}, PROJECTION_BATCH_SIZE ${settings.projectionBatchSize}`,
    '',
    `Seed: ${n(seed.events)} events in ${n(seed.insertSeconds, 1)} s (${n(seed.eventsPerSec)} events/s), then VACUUM ANALYZE ${n(seed.vacuumSeconds, 1)} s`,
    `  ${Object.entries(seed.byType).map(([type, count]) => `${type} ${n(count)}`).join(', ')}`,
    `  ${n(seed.sessions)} sessions, ${n(seed.identifiedSessions)} identified, ${n(seed.referralSubmissions)} referral submissions, ${seed.firstRecordedAt.slice(0, 10)} to ${seed.lastRecordedAt.slice(0, 10)}`,
    '',
    `Replay (projections-cli replay, two projectors building at once, the longest first):`,
    ...table([
      ['projector', 'events', 'seconds', 'events/s'],
      ...replay.projectors.map((p) => [p.name, n(p.applied), n(p.seconds, 1), n(p.eventsPerSec)]),
      ['whole command', `${n(seed.events)} log events`, n(replay.wallSeconds, 1), n(replay.eventsPerSec)],
    ]),
    `  peak RSS ${n(replay.peakRssMb)} MB`,
    failedChecks.length === 0
      ? `  read models after replay: all ${r.checks.length} counts match the seed`
      : `  read models after replay: ${failedChecks.length} of ${r.checks.length} counts WRONG:\n${failedChecks.map((c) => `    ${c.name}: expected ${n(c.expected)}, found ${n(c.actual)}`).join('\n')}`,
    '',
    `Lag at ${n(settings.rate)} calls/s for ${settings.seconds} s (after ${settings.warmupS} s warm-up), every ${settings.sampleEvery}th call identifies a new address:`,
    `  calls: ${n(t.sent)} sent, ${n(t.ok2xx)} 2xx (${n(t.okPerSec)}/s over ${n(t.elapsedS, 1)} s), ${n(t.non2xx)} non-2xx, ${n(t.errors)} errors; call latency p50 ${n(t.latencyMs.p50, 1)} ms, p99 ${n(t.latencyMs.p99, 1)} ms, max ${n(t.latencyMs.max, 1)} ms, at most ${n(t.maxInFlight)} in flight`,
    ...(t.non2xx > 0 ? [`  statuses: ${Object.entries(t.statuses).map(([status, count]) => `${status} ${n(count)}`).join(', ')}`] : []),
    `  samples: ${n(lag.samples)} measured, ${n(lag.failedSamples)} not accepted by the API, ${n(lag.unseenSamples)} never visible`,
    `  lag append -> read_model.contacts: p50 ${n(lag.lagMs.p50, 1)} ms, p95 ${n(lag.lagMs.p95, 1)} ms, p99 ${n(lag.lagMs.p99, 1)} ms, max ${n(lag.lagMs.max, 1)} ms, mean ${n(lag.lagMs.mean, 1)} ms (polled every 5 ms)`,
    `  p95 per ${lag.p95ByWindow[1]?.fromS ?? 5} s window: ${lag.p95ByWindow.map((w) => n(w.p95)).join(' ')} ms; slowest: ${lag.slowest.map((s) => `${n(s.ms)} ms at ${n(s.sentAtS, 1)} s`).join(', ')}`,
    `  peak RSS: worker ${n(lag.workerPeakRssMb)} MB, API ${n(lag.apiPeakRssMb)} MB; emails sent ${n(lag.emailsSent)}`,
    cpu
      ? `  CPU cores: API ${cpu.api.toFixed(2)}, worker ${cpu.worker.toFixed(2)}, postgres ${cpu.postgres.toFixed(2)}, bench ${cpu.bench.toFixed(2)}, other ${cpu.other.toFixed(2)} (machine ${cpu.machine.toFixed(2)} of ${r.machine.cpus})`
      : '  CPU cores: not measured',
    '',
    'Goals:',
    `  ${check(goals.replayEventsPerSec)}  replay >= ${n(goals.replayEventsPerSec.target)} events/s   (${n(goals.replayEventsPerSec.actual)})`,
    `  ${check(goals.replayPeakRssMb)}  replay peak RSS <= ${goals.replayPeakRssMb.target} MB    (${n(goals.replayPeakRssMb.actual)} MB)`,
    `  ${check(goals.workerPeakRssMb)}  worker peak RSS <= ${goals.workerPeakRssMb.target} MB    (${n(goals.workerPeakRssMb.actual)} MB)`,
    `  ${check(goals.lagP95Ms)}  lag p95 <= ${goals.lagP95Ms.target} ms            (${n(goals.lagP95Ms.actual, 1)} ms)`,
    `  ${check(goals.lagP99Ms)}  lag p99 <= ${n(goals.lagP99Ms.target)} ms          (${n(goals.lagP99Ms.actual, 1)} ms)`,
    ...(r.broken.length > 0 ? ['', 'BROKEN RUN:', ...r.broken.map((b) => `  ${b}`)] : []),
    '',
  ].join('\n');
}

/** Writes the timestamped report and projections-latest.json; returns the timestamped path. */
export function saveReport(report: ProjectionsReport, directory: string): string {
  return saveBenchReport('projections', report, directory);
}
