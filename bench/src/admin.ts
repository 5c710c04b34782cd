/**
 * Admin dashboard benchmark (issue 6): seeds a log of 1,000,000 events with
 * 100,000 identified contacts, builds the read models with the worker's
 * replay, starts the production API build, logs in as the admin and times
 * every dashboard query: warm-up calls, then sequential measured calls
 * cycling through realistic parameters. Prints and saves p50/p95/max per
 * query against the goal p95 <= 50 ms. A missed goal is reported; only a
 * broken run (wrong read-model counts, a failing call, a child failing)
 * exits 1.
 *
 * BENCH_EVENTS (1000000, as the other benches), BENCH_ADMIN_RUNS (200 measured calls per
 * query), BENCH_ADMIN_WARMUP (20), BENCH_ADMIN_CSV_RUNS (20, the full CSV
 * download); BENCH_ADMIN_DATABASE (pitchlens_bench_admin; another
 * pitchlens_bench_* name lets runs share the Postgres server);
 * BENCH_ADMIN_KEEP_DATABASE=1 keeps that database afterwards (to EXPLAIN a
 * slow query on the same data; drop it yourself);
 * BENCH_ADMIN_REUSE_DATABASE=1 measures a build again on the database such a
 * run kept, without seeding or replaying (at 10,000,000 events those take
 * half an hour), and keeps it too; BENCH_ADMIN_ONLY measures only the
 * queries whose name holds it.
 *
 * Then the same queries again against the product as a user runs it: the
 * API and the worker, while visitors' tracking calls arrive at
 * BENCH_ADMIN_TRAFFIC_RATE a second (200) and the worker projects them;
 * BENCH_ADMIN_PRODUCT=0 leaves that phase out.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { AdminClient, measureQuery, trackingDuring, type QueryResult, type QueryWindow, type TrackingCall } from './admin-measure';
import { adminQueries, loadFixtures, type Fixtures } from './admin-queries';
import { buildReport, formatReport, latencyLine, saveReport, type AdminReport, type AdminSettings, type UnderTraffic } from './admin-report';
import { databaseUrl, dropBenchDatabase } from './database';
import { sizesOnDisk, type DiskSizes } from './disk-sizes';
import { freePort, startServer, stopAll } from './processes';
import { benchDatabase, cleanUpStep, deleteRedisKeys, positiveWholeNumber, runBench } from './bench-run';
import { peakRssMbOf, stopChildren } from './projections-children';
import { Product } from './privacy-product';
import { productionApi, productionEnv, productionSecrets } from './production-command';
import { startSmtpSink } from './projections-smtp';
import { targetsFor, type SeedShape } from './projections-seed-plan';
import { seedAndReplay, settleReadModels, type SeededReadModels } from './seeded-read-models';
import { REDIS_URL, RESULTS_DIR, ROOT } from './bench-paths';

const DATABASE = benchDatabase('BENCH_ADMIN_DATABASE', 'pitchlens_bench_admin');
const DATABASE_URL = databaseUrl(DATABASE);
/** Prefix of this run's Redis keys (admin session, queues): deleted at the end. */
const KEY_PREFIX = `bench-admin-${randomBytes(4).toString('hex')}`;

/**
 * 1M events: 110k sessions, 95k of them identified, 5k referred people, so
 * 100k contacts with an address (the dashboard's contact list) and 15k
 * anonymous ones. Identified visitors do more, so the log has fewer content
 * page views per session than the projections bench's.
 */
const ADMIN_SHAPE: SeedShape = { sessions: 0.11, identified: 0.095, referralRows: 0.005, breakdowns: 0.002 };

function readSettings(): Omit<AdminSettings, 'targets'> {
  return {
    events: positiveWholeNumber('BENCH_EVENTS', 1_000_000),
    runs: positiveWholeNumber('BENCH_ADMIN_RUNS', 200),
    warmup: positiveWholeNumber('BENCH_ADMIN_WARMUP', 20),
    csvRuns: positiveWholeNumber('BENCH_ADMIN_CSV_RUNS', 20),
    trafficRate: process.env.BENCH_ADMIN_PRODUCT === '0' ? null : positiveWholeNumber('BENCH_ADMIN_TRAFFIC_RATE', 200),
    only: process.env.BENCH_ADMIN_ONLY || null,
  };
}

const REUSE_DATABASE = process.env.BENCH_ADMIN_REUSE_DATABASE === '1';
const KEEP_DATABASE = REUSE_DATABASE || process.env.BENCH_ADMIN_KEEP_DATABASE === '1';

const baseEnv = (): NodeJS.ProcessEnv => productionEnv(DATABASE_URL, REDIS_URL);
/** The API's node options and the settings its start script sets. */
const API = productionApi();
const log = (line: string) => console.error(line);

async function main(): Promise<number> {
  const base = readSettings();
  const settings: AdminSettings = { ...base, targets: targetsFor(base.events, ADMIN_SHAPE) };
  const date = new Date();
  const secrets = productionSecrets();

  const built = REUSE_DATABASE ? null : await seedAndReplayAfresh(secrets, settings);
  const vacuumSeconds = built ? await settleReadModels(DATABASE_URL) : 0;
  const { data, postgres, disk } = await describeData(built?.seed.events ?? null);
  const fixtures = await loadFixtures(DATABASE_URL);
  log(`read models built: ${data.contacts.toLocaleString('en-US')} contacts, ${data.identifiedContacts.toLocaleString('en-US')} identified; starting the API`);

  const port = await freePort();
  const api = await startServer({
    name: 'API',
    script: resolve(ROOT, 'api/dist/main.js'),
    nodeArgs: API.nodeArgs,
    env: { ...baseEnv(), ...API.env, ...secrets, HOST: '127.0.0.1', PORT: String(port), REDIS_KEY_PREFIX: KEY_PREFIX, QUEUE_PREFIX: KEY_PREFIX },
    port,
    logPath: resolve(RESULTS_DIR, 'admin-api.log'),
  });
  const skipped: AdminReport['skipped'] = [];
  let results: QueryResult[];
  let pathsLoadedSeconds: number;
  let pathsLoadedRssMb: number | null;
  try {
    pathsLoadedSeconds = await untilPathsLoaded(`http://127.0.0.1:${port}`, secrets, api.startedAt);
    log(`the API holds every contact's conversion path ${pathsLoadedSeconds.toFixed(1)} s after it started; the API alone:`);
    pathsLoadedRssMb = peakRssMbOf(api.pid);
    results = await measureAll(`http://127.0.0.1:${port}`, api.pid, secrets, settings, fixtures, skipped);
  } finally {
    await api.stop();
  }
  const underTraffic = settings.trafficRate === null ? null : await measureProduct(settings.trafficRate, secrets, settings, fixtures);

  const report = buildReport({ date, postgres, settings, data, disk, built, readModelsVacuumSeconds: vacuumSeconds, pathsLoadedSeconds, pathsLoadedRssMb, results, underTraffic, skipped });
  console.log(formatReport(report));
  console.log(`saved ${saveReport(report, RESULTS_DIR)}`);
  return report.broken.length > 0 ? 1 : 0;
}

/** A new bench database: the seeded log and the read models its replay builds. */
async function seedAndReplayAfresh(secrets: NodeJS.ProcessEnv, settings: AdminSettings): Promise<SeededReadModels> {
  await dropBenchDatabase(DATABASE);
  return seedAndReplay({
    databaseUrl: DATABASE_URL,
    database: DATABASE,
    targets: settings.targets,
    replayScript: resolve(ROOT, 'worker/dist/projections-cli.js'),
    // A replay never sends email; the worker's configuration still wants an SMTP address in production.
    replayEnv: { ...baseEnv(), ...secrets, QUEUE_PREFIX: KEY_PREFIX, SMTP_URL: 'smtp://127.0.0.1:9' },
    replayLogPath: resolve(RESULTS_DIR, 'admin-replay.log'),
    log,
  });
}

/**
 * The API loads every contact's conversion path from its start, on the event
 * loop its requests share, and a conversion report waits for that load: one
 * report, answered, means the queries after it are measured in the steady
 * state. Answers seconds from `startedAt` (the API's spawn) to that answer.
 */
async function untilPathsLoaded(base: string, secrets: NodeJS.ProcessEnv, startedAt: number): Promise<number> {
  const client = await AdminClient.logIn(base, secrets.ADMIN_PASSWORD ?? '');
  const answer = await client.get('/api/admin/funnel/conversion');
  if (answer.status !== 200) throw new Error(`the conversion report answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return (performance.now() - startedAt) / 1000;
}

/** Every dashboard query, one after another, as the admin at `base`, the API's process `apiPid` (skipping revenue where this build has none). */
async function measureAll(
  base: string,
  apiPid: number,
  secrets: NodeJS.ProcessEnv,
  settings: AdminSettings,
  fixtures: Fixtures,
  skipped: AdminReport['skipped'] = [],
  windows = new Map<string, QueryWindow>(),
): Promise<QueryResult[]> {
  const client = await AdminClient.logIn(base, secrets.ADMIN_PASSWORD ?? '');
  // Revenue is being added to the API: measured when this build has it.
  const revenue = (await client.get('/api/admin/revenue')).status !== 404;
  if (!revenue) skipped.push({ name: 'revenue', reason: 'GET /api/admin/revenue answers 404 in this build' });
  const results: QueryResult[] = [];
  const queries = adminQueries(fixtures, settings.runs, settings.csvRuns, revenue).filter((q) => settings.only === null || q.name.includes(settings.only));
  // Nothing measured would read as every goal met.
  if (queries.length === 0) throw new Error(`BENCH_ADMIN_ONLY=${settings.only} names no query`);
  for (const query of queries) {
    const from = performance.now();
    const result = await measureQuery(client, query, settings.warmup, () => peakRssMbOf(apiPid));
    windows.set(query.name, { from, to: performance.now() });
    log(`  ${query.name}: ${latencyLine(result)}, API peak RSS ${result.apiPeakRssMb ?? '?'} MB${result.failures.length > 0 ? `, ${result.failures.length} FAILED` : ''}`);
    results.push(result);
  }
  return results;
}

/** The same queries against the API and the worker as `npm start` runs them, while tracking calls arrive at `rate` a second and the worker projects them. */
async function measureProduct(rate: number, secrets: NodeJS.ProcessEnv, settings: AdminSettings, fixtures: Fixtures): Promise<UnderTraffic> {
  const smtp = await startSmtpSink();
  try {
    const product = await Product.start({
      apiScript: resolve(ROOT, 'api/dist/main.js'),
      apiNodeArgs: API.nodeArgs,
      // All calls come from one address; the limit would measure 429s.
      apiEnv: { ...baseEnv(), ...API.env, ...secrets, HOST: '127.0.0.1', REDIS_KEY_PREFIX: KEY_PREFIX, QUEUE_PREFIX: KEY_PREFIX, RATE_LIMIT_PER_MINUTE: '100000000' },
      workerScript: resolve(ROOT, 'worker/dist/main.js'),
      workerEnv: { ...baseEnv(), ...secrets, QUEUE_PREFIX: KEY_PREFIX, SMTP_URL: smtp.url },
      apiLogPath: resolve(RESULTS_DIR, 'admin-product-api.log'),
      workerLogPath: resolve(RESULTS_DIR, 'admin-product-worker.log'),
      adminPassword: secrets.ADMIN_PASSWORD ?? '',
    });
    try {
      // As in the API-alone phase: measured once the API holds every path, not while it reads them (a first report would otherwise wait on the load).
      const loaded = await untilPathsLoaded(`http://127.0.0.1:${product.api.port}`, secrets, product.api.startedAt);
      log(`the API and the worker (the API holding every path ${loaded.toFixed(1)} s after it started), while ${rate} tracking calls a second arrive:`);
      const loadedRssMb = peakRssMbOf(product.api.pid);
      const windows = new Map<string, QueryWindow>();
      const answered: TrackingCall[] = [];
      const { result, traffic } = await product.withTraffic(
        rate,
        () => measureAll(`http://127.0.0.1:${product.api.port}`, product.api.pid, secrets, settings, fixtures, [], windows),
        (sentAt, ms) => answered.push({ sentAt, ms }),
      );
      const results = result.map((query) => ({ ...query, trackingDuring: trackingDuring(answered, windows.get(query.name)) }));
      return { rate, loadedRssMb, traffic: { sent: traffic.sent, okPerSec: traffic.okPerSec, non2xx: traffic.non2xx, errors: traffic.errors, worstSliceP99Ms: traffic.worstSliceP99Ms }, results };
    } finally {
      await product.stop();
    }
  } finally {
    await smtp.close();
  }
}

/** What the read models hold, and what they and the log take on disk; the log's events counted when the seed has not said (a kept database). */
async function describeData(seeded: number | null): Promise<{ data: AdminReport['data']; postgres: string; disk: DiskSizes }> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const events = seeded ?? (await client.query<{ events: number }>('SELECT count(*)::int AS events FROM event_store.events')).rows[0].events;
    const { rows } = await client.query<{ contacts: number; identified: number; sessions: number; version: string }>(
      `SELECT (SELECT count(*)::int FROM read_model.contacts) AS contacts,
              (SELECT count(*)::int FROM read_model.contacts WHERE NOT anonymous) AS identified,
              (SELECT count(DISTINCT session_id)::int FROM read_model.contact_sessions) AS sessions,
              current_setting('server_version') AS version`,
    );
    const r = rows[0];
    return {
      data: { events, contacts: r.contacts, identifiedContacts: r.identified, anonymousContacts: r.contacts - r.identified, sessions: r.sessions },
      postgres: `PostgreSQL ${r.version}`,
      disk: await sizesOnDisk(client, events),
    };
  } finally {
    await client.end();
  }
}

let cleaned: Promise<void> | null = null;

/** The API, the bench database, the Redis keys: whatever exists, however the run ended. */
function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    await cleanUpStep('stop the children', () => Promise.all([stopAll(), stopChildren()]));
    if (KEEP_DATABASE) console.error(`kept ${DATABASE} (BENCH_ADMIN_KEEP_DATABASE=1)`);
    else await cleanUpStep(`drop ${DATABASE}`, () => dropBenchDatabase(DATABASE));
    await cleanUpStep(`delete the Redis keys ${KEY_PREFIX}:*`, () => deleteRedisKeys(REDIS_URL, KEY_PREFIX));
  })();
  return cleaned;
}

runBench(main, cleanUp, `stopping the API, dropping ${DATABASE}, deleting ${KEY_PREFIX}:* keys`);
