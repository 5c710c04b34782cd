/**
 * Ingest benchmark: how many funnel-step calls per second the product
 * commits, against a bare node:http + pg server doing the same appends, on
 * the same machine and database. By default the product runs whole, as `npm
 * start` runs it: the API and the worker projecting every call while the
 * load runs (lag sampled during it, CPU per event of the API, the worker and
 * Postgres); BENCH_INGEST_MODE=api measures the API alone. Missed speed
 * goals are reported; only lost or doubled events (or a server that will not
 * start) fail the run.
 */
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { cpuBetween, sampleCpu, type CpuUse } from './cpu';
import { analyzeAfterWarmup, BENCH_DATABASE, BENCH_DATABASE_URL, countStored, dropBenchDatabase, settle } from './database';
import { runLoad, type LoadResult } from './load';
import { scrapeMetricsEverySecond } from './metrics-scraper';
import { freePort, startServer, stopAll, StartError, type Server } from './processes';
import { productionApi, productionSecrets } from './production-command';
import { buildReport, formatReport, round, saveReport, type Settings, type SystemResult } from './report';
import { RESULTS_DIR } from './bench-paths';
import { IngestWorker, type WorkerDuringLoad } from './ingest-worker';

/** The API's node options and the settings its start script sets. */
const API = productionApi();

const API_SCRIPT = resolve(__dirname, '../../api/dist/main.js');
const WORKER_SCRIPT = resolve(__dirname, '../../worker/dist/main.js');
const PROJECTIONS_CLI = resolve(__dirname, '../../worker/dist/projections-cli.js');

const BASELINE_SCRIPT = join(__dirname, 'baseline-server.js');

interface System {
  name: 'pitchlens' | 'baseline';
  table: string;
  start(port: number, settings: Settings): Promise<Server>;
}

class SettingsError extends Error {}

function readSettings(): Settings {
  const number = (name: string, fallback: number, integer = false, zero = false): number => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero) || (integer && !Number.isInteger(value))) {
      throw new SettingsError(`${name} must be a ${zero ? 'non-negative' : 'positive'} ${integer ? 'whole ' : ''}number (got "${raw}")`);
    }
    return value;
  };
  return {
    durationS: number('BENCH_DURATION', 20),
    warmupS: number('BENCH_WARMUP', 3),
    connections: number('BENCH_CONNECTIONS', 64, true),
    // Unset, the API runs with its default.
    apiWorkers: process.env.BENCH_API_WORKERS ? number('BENCH_API_WORKERS', 0, true, true) : null,
    scrapeMetrics: process.env.BENCH_SCRAPE_METRICS === '1',
    mode: readMode(),
  };
}

function readMode(): Settings['mode'] {
  const raw = process.env.BENCH_INGEST_MODE ?? 'product';
  if (raw !== 'product' && raw !== 'api') throw new SettingsError(`BENCH_INGEST_MODE must be product or api (got "${raw}")`);
  return raw;
}

/** The server's environment, minus variables of ours that would change what is measured. */
function childEnv(port: number, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: BENCH_DATABASE_URL, PORT: String(port), HOST: '127.0.0.1', ...extra };
  // The API must log as in production; an inherited LOG_LEVEL (say, silent) would flatter it.
  delete env.LOG_LEVEL;
  return env;
}

/** One set for the run: the scraper needs the API's METRICS_TOKEN. */
const secrets = productionSecrets();

const systems: System[] = [
  {
    name: 'pitchlens',
    table: 'event_store.events',
    start: (port, settings) =>
      startServer({
        name: 'pitchlens API',
        script: API_SCRIPT,
        nodeArgs: API.nodeArgs,
        port,
        logPath: join(RESULTS_DIR, 'ingest-api.log'),
        env: childEnv(port, {
          ...API.env,
          ...secrets,
          // The whole load comes from one address; the limit would measure 429s.
          RATE_LIMIT_PER_MINUTE: '100000000',
          ...(settings.apiWorkers === null ? {} : { API_WORKERS: String(settings.apiWorkers) }),
        }),
      }),
  },
  {
    // Runs second: its table is copied from the one the API's migrations create.
    name: 'baseline',
    table: 'bench_baseline.events',
    start: (port) =>
      startServer({
        name: 'baseline server',
        script: BASELINE_SCRIPT,
        port,
        logPath: join(RESULTS_DIR, 'ingest-baseline.log'),
        env: childEnv(port, { NODE_ENV: 'production' }),
      }),
  },
];

async function measure(system: System, settings: Settings, runId: string): Promise<SystemResult> {
  const port = await freePort();
  const server = await system.start(port, settings);
  const withWorker = system.name === 'pitchlens' && settings.mode === 'product';
  let worker: IngestWorker | null = null;
  let load: LoadResult;
  let cpuCores: CpuUse | null;
  let during: WorkerDuringLoad | null = null;
  try {
    if (withWorker) worker = await IngestWorker.start(BENCH_DATABASE_URL, childEnv(port, secrets), WORKER_SCRIPT, join(RESULTS_DIR, 'ingest-worker.log'), `bench-ingest-${runId.slice(0, 8)}`);
    console.error(`${system.name}: warming up for ${settings.warmupS} s`);
    await runLoad({ port, runId, phase: 'warmup', durationS: settings.warmupS, connections: settings.connections });
    if (worker) console.error(`${system.name}: the worker caught up with the warm-up in ${(await worker.caughtUp()).toFixed(1)} s`);
    await analyzeAfterWarmup();
    console.error(`${system.name}: measuring for ${settings.durationS} s with ${settings.connections} connections`);
    const before = sampleCpu(server.pid, BENCH_DATABASE);
    const workerBefore = worker && sampleCpu(worker.child.pid, BENCH_DATABASE);
    worker?.startSampling();
    const scraper = settings.scrapeMetrics && system.name === 'pitchlens' ? scrapeMetricsEverySecond(port, secrets.METRICS_TOKEN as string) : null;
    load = await runLoad({ port, runId, phase: 'measure', durationS: settings.durationS, connections: settings.connections });
    cpuCores = cpuBetween(before, sampleCpu(server.pid, BENCH_DATABASE));
    if (worker) {
      const workerCpu = cpuBetween(workerBefore ?? null, sampleCpu(worker.child.pid, BENCH_DATABASE));
      const lagMs = await worker.stopSampling();
      const caughtUpS = Math.round((await worker.caughtUp()) * 10) / 10;
      console.error(`${system.name}: comparing the live read models with a rebuild of the log`);
      const differFromRebuild = await worker.compareWithRebuild(PROJECTIONS_CLI, join(RESULTS_DIR, 'ingest-rebuild.log'));
      during = { cpuCores: workerCpu?.server ?? null, lagMs, caughtUpS, differFromRebuild };
    }
    if (scraper) console.error(`${system.name}: scraped /api/metrics ${await scraper.stop()} times while measuring`);
  } finally {
    await worker?.stop();
    await server.stop();
  }

  // Counted once the server is gone, so nothing it might still commit is missed.
  const counts = await countStored(system.table, runId, load.acknowledgedIds);
  await settle(system.table);
  return {
    eventsPerSec: round(load.ok2xx / load.elapsedS, 1),
    latencyMs: load.latencyMs,
    errors: load.connectionErrors + load.non2xx,
    connectionErrors: load.connectionErrors,
    timeouts: load.timeouts,
    non2xx: load.non2xx,
    ok2xx: load.ok2xx,
    ...counts,
    consistent: counts.stored === load.ok2xx && counts.distinct === counts.stored && counts.acknowledgedMissing === 0 && (during?.differFromRebuild.length ?? 0) === 0,
    elapsedS: round(load.elapsedS, 3),
    cpuCores,
    worker: during,
  };
}

async function main(): Promise<number> {
  const settings = readSettings();
  const date = new Date();
  const runId = randomUUID();
  await dropBenchDatabase();
  const results: SystemResult[] = [];
  try {
    // The API creates and migrates the database it is pointed at.
    for (const system of systems) results.push(await measure(system, settings, runId));
  } finally {
    await stopAll();
    await dropBenchDatabase().catch((error: unknown) => console.error('could not drop the bench database:', error));
  }

  const report = buildReport(date, settings, results[0], results[1]);
  console.log(formatReport(report));
  console.log(`saved ${saveReport(report, RESULTS_DIR)}`);
  return report.goals.consistent.met ? 0 : 1;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and dropping ${BENCH_DATABASE}`);
    stopAll()
      .then(() => dropBenchDatabase())
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StartError || error instanceof SettingsError ? error.message : error);
    process.exit(1);
  },
);
