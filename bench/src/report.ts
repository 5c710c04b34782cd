import { saveBenchReport } from './saved-report';
import { cpus } from 'node:os';
import type { CpuUse } from './cpu';
import type { WorkerDuringLoad } from './ingest-worker';

export interface SystemResult {
  eventsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Connection errors (timeouts included) plus non-2xx answers. */
  errors: number;
  connectionErrors: number;
  timeouts: number;
  non2xx: number;
  ok2xx: number;
  stored: number;
  distinct: number;
  commits: number;
  acknowledgedMissing: number;
  /** Stored exactly what was acknowledged: nothing lost, nothing doubled; and, with the worker, read models equal to a rebuild. */
  consistent: boolean;
  elapsedS: number;
  cpuCores: CpuUse | null;
  /** The worker projecting while the load ran (whole-product mode, the product only); null otherwise. */
  worker?: WorkerDuringLoad | null;
}

export interface Settings {
  durationS: number;
  warmupS: number;
  connections: number;
  /** API_WORKERS the API ran with; null: its default, one process. */
  apiWorkers: number | null;
  /** BENCH_SCRAPE_METRICS=1: /api/metrics was scraped every second while measuring. */
  scrapeMetrics: boolean;
  /** product: the API and the worker as `npm start` runs them (BENCH_INGEST_MODE, the default); api: the API alone. */
  mode: 'product' | 'api';
}

interface Goal<T> {
  target: T;
  actual: T;
  met: boolean;
}

export interface Report {
  benchmark: 'ingest';
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  settings: Settings;
  pitchlens: SystemResult;
  baseline: SystemResult;
  ratio: number;
  goals: { eventsPerSec: Goal<number>; p99Ms: Goal<number>; ratio: Goal<number>; consistent: Goal<boolean>; lagP99Ms: Goal<number> | null };
  /** CPU time per committed event, in microseconds: where each event's cost goes. */
  cpuPerEventUs: { api: number; worker: number | null; postgres: number } | null;
}

/** The ratio to the bare server asked of each mode: the whole product does more per call than the API alone. */
export const TARGETS = { eventsPerSec: 8000, p99Ms: 30, ratio: { product: 0.6, api: 0.7 }, lagP99Ms: 1000 } as const;

export function buildReport(date: Date, settings: Settings, pitchlens: SystemResult, baseline: SystemResult): Report {
  const ratio = round(pitchlens.eventsPerSec / baseline.eventsPerSec, 3);
  const consistent = pitchlens.consistent && baseline.consistent;
  const lag = pitchlens.worker?.lagMs.p99;
  const cpu = pitchlens.cpuCores;
  const perEvent = (cores: number) => round((cores * 1e6) / pitchlens.eventsPerSec, 0);
  return {
    benchmark: 'ingest',
    date: date.toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version },
    settings,
    pitchlens,
    baseline,
    ratio,
    goals: {
      eventsPerSec: goal(TARGETS.eventsPerSec, pitchlens.eventsPerSec, pitchlens.eventsPerSec >= TARGETS.eventsPerSec),
      p99Ms: goal(TARGETS.p99Ms, pitchlens.latencyMs.p99, pitchlens.latencyMs.p99 <= TARGETS.p99Ms),
      ratio: goal(TARGETS.ratio[settings.mode], ratio, ratio >= TARGETS.ratio[settings.mode]),
      consistent: goal(true, consistent, consistent),
      lagP99Ms: lag === undefined ? null : goal(TARGETS.lagP99Ms, lag, lag <= TARGETS.lagP99Ms),
    },
    cpuPerEventUs:
      cpu && pitchlens.eventsPerSec > 0
        ? { api: perEvent(cpu.server), worker: pitchlens.worker?.cpuCores == null ? null : perEvent(pitchlens.worker.cpuCores), postgres: perEvent(cpu.postgres) }
        : null,
  };
}

function goal<T>(target: T, actual: T, met: boolean): Goal<T> {
  return { target, actual, met };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function formatReport(report: Report): string {
  const { settings, machine, goals } = report;
  const rows: string[][] = [
    ['system', 'events/s', 'p50 ms', 'p99 ms', 'errors', '2xx', 'stored', 'consistent'],
    ...(['pitchlens', 'baseline'] as const).map((name) => {
      const r = report[name];
      return [name, fmt(r.eventsPerSec), fmt(r.latencyMs.p50), fmt(r.latencyMs.p99), fmt(r.errors), fmt(r.ok2xx), fmt(r.stored), String(r.consistent)];
    }),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const cpuLine = (name: 'pitchlens' | 'baseline') => {
    const cpu = report[name].cpuCores;
    return cpu
      ? `  ${name.padEnd(9)}  server ${cpu.server.toFixed(2)}  postgres ${cpu.postgres.toFixed(2)}  load generator ${cpu.loadGenerator.toFixed(2)}  other ${cpu.other.toFixed(2)}  (machine ${cpu.machine.toFixed(2)} of ${machine.cpus})`
      : `  ${name.padEnd(9)}  not measured`;
  };
  const check = (met: boolean) => (met ? 'PASS' : 'FAIL');
  const worker = report.pitchlens.worker;
  const perEvent = report.cpuPerEventUs;

  return [
    '',
    `Ingest benchmark ${report.date}: ${settings.connections} connections, ${settings.warmupS} s warm-up, ${settings.durationS} s measured`,
    `${machine.cpus} x ${machine.cpuModel}, node ${machine.node}`,
    `Product: ${settings.mode === 'product' ? 'the API and the worker, as npm start runs them' : 'the API alone (BENCH_INGEST_MODE=api)'}`,
    `API processes: ${settings.apiWorkers === null ? '1 (the default)' : settings.apiWorkers === 0 ? 'one per core' : settings.apiWorkers}; baseline: one`,
    `Metrics scraped every second while measuring: ${settings.scrapeMetrics ? 'yes' : 'no'}`,
    '',
    line(rows[0]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '',
    `ratio pitchlens / baseline: ${report.ratio.toFixed(3)}`,
    `events per commit: pitchlens ${fmt(perCommit(report.pitchlens))}, baseline ${fmt(perCommit(report.baseline))}`,
    '',
    'CPU cores used while measuring:',
    cpuLine('pitchlens'),
    cpuLine('baseline'),
    ...(worker ? [`  worker     ${worker.cpuCores === null ? 'not measured' : worker.cpuCores.toFixed(2)}`] : []),
    ...(perEvent ? [`CPU per event: API ${perEvent.api} µs, ${perEvent.worker === null ? '' : `worker ${perEvent.worker} µs, `}Postgres ${perEvent.postgres} µs (all of the database's backends)`] : []),
    ...(worker
      ? [`Projection lag while measuring (the oldest event a projector had not applied, every 500 ms): p50 ${worker.lagMs.p50} ms, p99 ${worker.lagMs.p99} ms, max ${worker.lagMs.max} ms over ${worker.lagMs.samples} samples; caught up ${worker.caughtUpS} s after the load`, `Read models kept live against a rebuild of the log: ${worker.differFromRebuild.length === 0 ? 'equal' : `differ in ${worker.differFromRebuild.join(', ')}`}`]
      : []),
    '',
    'Goals:',
    `  ${check(goals.eventsPerSec.met)}  events/s >= ${fmt(goals.eventsPerSec.target)}   (${fmt(goals.eventsPerSec.actual)})`,
    `  ${check(goals.p99Ms.met)}  p99 <= ${goals.p99Ms.target} ms          (${fmt(goals.p99Ms.actual)} ms)`,
    `  ${check(goals.ratio.met)}  ratio >= ${goals.ratio.target}           (${report.ratio.toFixed(3)})`,
    `  ${check(goals.consistent.met)}  nothing lost or doubled (both systems)${report.pitchlens.worker ? ', read models equal to a rebuild' : ''}`,
    ...(goals.lagP99Ms ? [`  ${check(goals.lagP99Ms.met)}  projection lag p99 <= ${goals.lagP99Ms.target} ms   (${fmt(goals.lagP99Ms.actual)} ms)`] : []),
    '',
  ].join('\n');
}

function perCommit(result: SystemResult): number {
  return result.commits > 0 ? result.stored / result.commits : 0;
}

function fmt(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** Writes the timestamped report and ingest-latest.json; returns the timestamped path. */
export function saveReport(report: Report, directory: string): string {
  return saveBenchReport('ingest', report, directory);
}
