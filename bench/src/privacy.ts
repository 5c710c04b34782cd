/**
 * Erasure benchmark: seeds a realistic event log (1M events by default) and
 * rebuilds every read model from it with the projections CLI; that replay's
 * time is the baseline: what an erasure cost while it rebuilt every read
 * model (it now rewrites only the rows the person reaches). Then erases
 * three identified people of the log:
 * 1. the part alone: `node worker/dist/privacy-cli.js erase EMAIL`, the
 *    operator's command, timed from spawn to exit;
 * 2. the product as a user runs it: the production API and worker, the
 *    admin's POST /api/admin/erasures timed until GET …/:id says completed;
 * 3. the same while visitors' tracking calls keep arriving.
 * After each: no event names the address, and the read models add up to what
 * they did before. A failed erasure or a wrong figure exits 1; how long
 * erasures take is reported.
 *
 * BENCH_EVENTS (1000000), BENCH_PRIVACY_TRAFFIC_RATE (200 calls/s during the third erasure).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { dayOf } from '@pitchlens/contracts';
import { Pool } from 'pg';
import { cleanUpStep, deleteRedisKeys, positiveWholeNumber, runBench } from './bench-run';
import { databaseUrl, dropBenchDatabase } from './database';
import { eraseWithCli } from './privacy-cli-run';
import { changedFigures, erasureRecord, eventsNaming, missingContacts, pickPeople, readModelFigures, type Figures, type Person } from './privacy-people';
import { Product, type TrafficDuring } from './privacy-product';
import { buildReport, formatReport, saveReport, type ErasureMeasure, type ErasureWay } from './privacy-report';
import { stopAll } from './processes';
import { productionApi, productionEnv, productionSecrets } from './production-command';
import { stopChildren } from './projections-children';
import { targetsFor } from './projections-seed-plan';
import { startSmtpSink, type SmtpSink } from './projections-smtp';
import { round } from './report';
import { seedAndReplay } from './seeded-read-models';
import { REDIS_URL, RESULTS_DIR, ROOT } from './bench-paths';

/** The API's node options and the settings its start script sets. */
const API = productionApi();

const DATABASE = 'pitchlens_bench_privacy';
const DATABASE_URL = databaseUrl(DATABASE);
/** Prefix of this run's Redis keys (queues, admin session): deleted at the end. */
const QUEUE_PREFIX = `bench-privacy-${randomBytes(4).toString('hex')}`;
/** How long visitors identified during an erasure may take to show in read_model.contacts once it is over. */
const VISIBLE_TIMEOUT_MS = 60_000;

const baseEnv = (): NodeJS.ProcessEnv => productionEnv(DATABASE_URL, REDIS_URL);
const log = (line: string) => console.error(line);

async function main(): Promise<number> {
  const settings = {
    events: positiveWholeNumber('BENCH_EVENTS', 1_000_000),
    trafficRate: positiveWholeNumber('BENCH_PRIVACY_TRAFFIC_RATE', 200),
    projectionBatchSize: process.env.PROJECTION_BATCH_SIZE || '5000 (default)',
  };
  const date = new Date();
  const smtp = await startSmtpSink();
  running.smtp = smtp;
  // One set for the API, the worker and the CLI: they must share PRIVACY_SECRET and QUEUE_PREFIX.
  const secrets = productionSecrets();
  const workerEnv = { ...baseEnv(), ...secrets, QUEUE_PREFIX, SMTP_URL: smtp.url };

  await dropBenchDatabase(DATABASE);
  const { seed, replay, checks } = await seedAndReplay({
    databaseUrl: DATABASE_URL,
    database: DATABASE,
    targets: targetsFor(settings.events),
    replayScript: resolve(ROOT, 'worker/dist/projections-cli.js'),
    replayEnv: workerEnv,
    replayLogPath: resolve(RESULTS_DIR, 'privacy-replay.log'),
    log,
  });
  log(`baseline: every read model rebuilt in ${replay.wallSeconds} s`);
  const baselineSeconds = replay.wallSeconds;
  // Generous: an erasure is a few scans of the log and the rows the person reaches, well under a replay.
  const timeoutMs = Math.max(600, baselineSeconds * 20) * 1000;

  const pool = new Pool({ connectionString: DATABASE_URL, max: 2 });
  running.pool = pool;
  const [cliPerson, productPerson, trafficPerson] = await pickPeople(pool, 3, dayOf(new Date()));
  for (const p of [cliPerson, productPerson, trafficPerson]) log(`  ${p.email}: named by ${p.namingEvents} events, ${p.personEvents} events found for them`);

  const judge = async (way: ErasureWay, timed: string, person: Person, before: Figures, figuresBefore: string | null, run: Run): Promise<ErasureMeasure> => {
    const record = await erasureRecord(pool, run.erasureId);
    if (record.state !== 'completed' || !record.result) throw new Error(`erasure ${run.erasureId} is ${record.state} in privacy.erasures${record.failure ? `: ${record.failure}` : ''}`);
    const after = await readModelFigures(pool, figuresBefore);
    const missing = run.traffic ? await missingContacts(pool, run.traffic.samples, VISIBLE_TIMEOUT_MS) : [];
    const measure: ErasureMeasure = {
      way,
      timed,
      person,
      erasureId: run.erasureId,
      seconds: run.seconds,
      recordedSeconds: record.recordedSeconds,
      ratioToBaseline: round(run.seconds / baselineSeconds, 2),
      eventsErased: record.result.events,
      streamsErased: record.result.streams,
      readModelTables: record.result.readModels.length,
      jobsRemoved: record.result.jobs,
      queueEntriesRemoved: record.result.redisEntries,
      failedAttempts: run.failedAttempts,
      peakRssMb: run.peakRssMb,
      stillNaming: await eventsNaming(pool, person.email),
      figuresCompared: Object.keys(before).length,
      figuresBefore,
      changedFigures: changedFigures(before, after),
      traffic: run.traffic ? { ...run.traffic, samples: run.traffic.samples.length, samplesMissing: missing.length } : null,
    };
    log(`  ${way}: ${measure.seconds} s (${measure.ratioToBaseline} x baseline), ${measure.eventsErased} events erased; ${measure.stillNaming} still naming, ${measure.changedFigures.length} figures changed`);
    return measure;
  };
  const erasures: ErasureMeasure[] = [];

  log(`part alone: node worker/dist/privacy-cli.js erase ${cliPerson.email}`);
  const beforeCli = await readModelFigures(pool, null);
  const cli = await eraseWithCli({ script: resolve(ROOT, 'worker/dist/privacy-cli.js'), email: cliPerson.email, env: workerEnv, logPath: resolve(RESULTS_DIR, 'privacy-cli.log'), log });
  erasures.push(await judge('cli', 'privacy-cli.js erase, spawn to exit', cliPerson, beforeCli, null, { ...cli, failedAttempts: null, traffic: null }));

  log('product: starting the API and the worker');
  const app = await Product.start({
    apiScript: resolve(ROOT, 'api/dist/main.js'),
    apiNodeArgs: API.nodeArgs,
    // All calls come from one address; the limit would measure 429s.
    apiEnv: { ...baseEnv(), ...API.env, ...secrets, HOST: '127.0.0.1', QUEUE_PREFIX, REDIS_KEY_PREFIX: QUEUE_PREFIX, RATE_LIMIT_PER_MINUTE: '100000000' },
    workerScript: resolve(ROOT, 'worker/dist/main.js'),
    workerEnv,
    apiLogPath: resolve(RESULTS_DIR, 'privacy-api.log'),
    workerLogPath: resolve(RESULTS_DIR, 'privacy-worker.log'),
    adminPassword: secrets.ADMIN_PASSWORD ?? '',
  });
  try {
    log(`product: POST /api/admin/erasures for ${productPerson.email}`);
    const beforeProduct = await readModelFigures(pool, null);
    const filed = await app.erase(productPerson.email, timeoutMs);
    erasures.push(await judge('product', 'POST /api/admin/erasures to GET /api/admin/erasures/:id completed', productPerson, beforeProduct, null, { ...filed, peakRssMb: null, traffic: null }));

    log(`product under traffic: ${settings.trafficRate} tracking calls/s, then POST /api/admin/erasures for ${trafficPerson.email}`);
    // Traffic lands on today (UTC): the days before it are compared.
    const cutoff = dayOf(new Date());
    const beforeTraffic = await readModelFigures(pool, cutoff);
    const { result, traffic } = await app.withTraffic(settings.trafficRate, () => app.erase(trafficPerson.email, timeoutMs));
    erasures.push(
      await judge('product-under-traffic', `as above, with ${settings.trafficRate} tracking calls/s throughout`, trafficPerson, beforeTraffic, cutoff, { ...result, peakRssMb: null, traffic }),
    );
  } finally {
    await app.stop();
  }

  const report = buildReport({ date: date.toISOString(), settings, seed, baseline: { seconds: baselineSeconds, eventsPerSec: replay.eventsPerSec, projectors: replay.projectors, peakRssMb: replay.peakRssMb }, checks, erasures });
  console.log(formatReport(report));
  console.log(`saved ${saveReport(report, RESULTS_DIR)}`);
  return report.broken.length > 0 ? 1 : 0;
}

/** One erasure as run: its id, how long it took, and what ran beside it. */
interface Run {
  erasureId: string;
  seconds: number;
  failedAttempts: number | null;
  peakRssMb: number | null;
  traffic: TrafficDuring | null;
}

const running: { smtp: SmtpSink | null; pool: Pool | null } = { smtp: null, pool: null };
let cleaned: Promise<void> | null = null;

/** Children, SMTP sink, connections, bench database, Redis keys: whatever exists, however the run ended. */
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    await cleanUpStep('stop the children', () => Promise.all([stopAll(), stopChildren()]));
    await cleanUpStep('stop the SMTP sink', async () => running.smtp?.close());
    await cleanUpStep('close the database pool', async () => running.pool?.end());
    await cleanUpStep(`drop ${DATABASE}`, () => dropBenchDatabase(DATABASE));
    await cleanUpStep(`delete the Redis keys ${QUEUE_PREFIX}:*`, () => deleteRedisKeys(REDIS_URL, QUEUE_PREFIX));
  })();
  return cleaned;
}

runBench(main, cleanUp, `stopping the API and the worker, dropping ${DATABASE}, deleting ${QUEUE_PREFIX}:* keys`);
