/**
 * Projections benchmark: seeds a realistic event log (1M events by default),
 * rebuilds every read model from it with the projections CLI (rate, peak
 * memory, counts checked), then measures append-to-read-model lag with the API
 * and the worker under steady tracking traffic. Missed goals are reported;
 * only a broken run (a child failing, wrong counts, lost samples) exits 1.
 *
 * BENCH_EVENTS (1000000), BENCH_LAG_SECONDS (30), BENCH_LAG_RATE (2000 calls/s),
 * BENCH_LAG_WARMUP (3 s), BENCH_PROJECTIONS_DATABASE (pitchlens_bench_projections;
 * another pitchlens_bench_* name lets runs share the Postgres server).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { databaseUrl, dropBenchDatabase } from './database';
import { stopAll } from './processes';
import { productionApi, productionEnv, productionSecrets } from './production-command';
import { benchDatabase, cleanUpStep, deleteRedisKeys, positiveWholeNumber, runBench } from './bench-run';
import { stopChildren } from './projections-children';
import { measureLag, type LagSettings } from './projections-lag';
import { buildReport, formatReport, saveReport } from './projections-report';
import { targetsFor } from './projections-seed-plan';
import { startSmtpSink, type SmtpSink } from './projections-smtp';
import { seedAndReplay } from './seeded-read-models';
import { REDIS_URL, RESULTS_DIR, ROOT } from './bench-paths';

/** The API's node options and the settings its start script sets. */
const API = productionApi();

const DATABASE = benchDatabase('BENCH_PROJECTIONS_DATABASE', 'pitchlens_bench_projections');
const DATABASE_URL = databaseUrl(DATABASE);
/** Keys of this run's email queue: deleted at the end. */
const QUEUE_PREFIX = `bench-projections-${randomBytes(4).toString('hex')}`;

function readSettings(): LagSettings & { events: number } {
  return {
    events: positiveWholeNumber('BENCH_EVENTS', 1_000_000),
    seconds: positiveWholeNumber('BENCH_LAG_SECONDS', 30),
    rate: positiveWholeNumber('BENCH_LAG_RATE', 2000),
    warmupS: positiveWholeNumber('BENCH_LAG_WARMUP', 3),
    sampleEvery: 10,
  };
}

const baseEnv = (): NodeJS.ProcessEnv => productionEnv(DATABASE_URL, REDIS_URL);
const log = (line: string) => console.error(line);

async function main(): Promise<number> {
  const settings = readSettings();
  const date = new Date();
  const smtp = await startSmtpSink();
  running.smtp = smtp;
  const workerEnv = { ...baseEnv(), ...productionSecrets(), QUEUE_PREFIX, SMTP_URL: smtp.url, WORKER_HTTP_PORT: '0' };

  await dropBenchDatabase(DATABASE);
  const { seed, replay, checks } = await seedAndReplay({
    databaseUrl: DATABASE_URL,
    database: DATABASE,
    targets: targetsFor(settings.events),
    replayScript: resolve(ROOT, 'worker/dist/projections-cli.js'),
    replayEnv: workerEnv,
    replayLogPath: resolve(RESULTS_DIR, 'projections-replay.log'),
    log,
  });

  const lag = await measureLag({
    databaseUrl: DATABASE_URL,
    database: DATABASE,
    apiScript: resolve(ROOT, 'api/dist/main.js'),
    apiNodeArgs: API.nodeArgs,
    apiEnv: {
      ...baseEnv(),
      ...API.env,
      HOST: '127.0.0.1',
      ...productionSecrets(),
      // All traffic comes from one address; the limit would measure 429s.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    workerScript: resolve(ROOT, 'worker/dist/main.js'),
    workerEnv,
    apiLogPath: resolve(RESULTS_DIR, 'projections-api.log'),
    workerLogPath: resolve(RESULTS_DIR, 'projections-worker.log'),
    settings,
    emailsSent: () => smtp.received(),
    log,
  });

  const report = buildReport({
    date: date.toISOString(),
    settings: { ...settings, projectionBatchSize: process.env.PROJECTION_BATCH_SIZE || '5000 (default)' },
    seed,
    replay,
    checks,
    lag,
  });
  console.log(formatReport(report));
  console.log(`saved ${saveReport(report, RESULTS_DIR)}`);
  return report.broken.length > 0 ? 1 : 0;
}

const running: { smtp: SmtpSink | null } = { smtp: null };
let cleaned: Promise<void> | null = null;

/** Children, SMTP sink, bench database, queue keys: whatever exists, however the run ended. */
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    await cleanUpStep('stop the children', () => Promise.all([stopAll(), stopChildren()]));
    await cleanUpStep('stop the SMTP sink', async () => running.smtp?.close());
    await cleanUpStep(`drop ${DATABASE}`, () => dropBenchDatabase(DATABASE));
    await cleanUpStep(`delete the Redis keys ${QUEUE_PREFIX}:*`, () => deleteRedisKeys(REDIS_URL, QUEUE_PREFIX));
  })();
  return cleaned;
}

runBench(main, cleanUp, `stopping the children, dropping ${DATABASE}, deleting ${QUEUE_PREFIX}:* keys`);
