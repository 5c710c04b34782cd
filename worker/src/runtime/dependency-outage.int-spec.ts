import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPool, createTestDatabase, prepareDatabaseWhenReachable, type TestDatabase } from '@pitchlens/database';
import { EventReader, projectorStatus, replay } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../test/child-process';
import { SmtpTestServer } from '../../test/smtp-test-server';
import { longTestScale } from '../../test/long-test-scale';
import { freePorts } from '../../test/free-ports';
import { TcpProxy } from '../../test/tcp-proxy';
import { dropQueueKeys } from '../../test/worker-app';
import { allProjectors } from '../projections/projectors';
import { readModelChecksums } from '../../test/read-model-checksums';

/**
 * The product as `npm run serve` runs it (launcher, API, worker), under a
 * steady stream of tracking calls, loses every Postgres connection, then
 * Redis, then Postgres altogether; it must serve through all of it without a
 * restart and end with a log and read models exactly as a rebuild gives.
 */

// Three outages of a few seconds each, then a rebuild of every read model.
jest.setTimeout(240_000);

/** How long each dependency is away, and so how many calls meet the outage (LONG_TEST_SCALE lengthens it). */
const OUTAGE_MS = Math.round(4000 * longTestScale());
const CALL_TIMEOUT_MS = 15_000;
const PASSWORD = 'outage-admin-password';
const TEST_CONNECTIONS = 'outage-test';

interface Answer {
  kind: 'track' | 'admin';
  phase: string;
  eventId: string;
  status: number;
  ms: number;
  retryAfter: string | null;
}

let db: TestDatabase;
let pool: Pool;
let smtp: SmtpTestServer;
let smtpUrl: string;
let postgres: TcpProxy;
let redis: TcpProxy;
let launcher: ChildProcess;
let output = '';
let base = '';
let queuePrefix = '';
let phase = 'steady';
const answers: Answer[] = [];
/** How long after each fault the product served again, ms. */
const recoveredIn: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase('outage');
  pool = createPool(db.url, { max: 4, application_name: TEST_CONNECTIONS });
  smtp = new SmtpTestServer();
  postgres = new TcpProxy(5432);
  redis = new TcpProxy(6379);
  [smtpUrl] = await Promise.all([smtp.start(), postgres.start(), redis.start()]);
});

afterAll(async () => {
  await Promise.all([postgres.stop(), redis.stop(), smtp.stop()]);
  await pool.end();
  await db.drop();
});

/** Starts the product afresh, its output and Redis keys its own: the tests below count the processes it starts. */
async function serve(): Promise<void> {
  const [port, stripePort] = await freePorts(2);
  base = `http://127.0.0.1:${port}`;
  queuePrefix = `test-outage-${randomBytes(4).toString('hex')}`;
  output = '';
  launcher = spawn(process.execPath, [resolve(__dirname, '../../../scripts/serve.mjs')], {
    // A process group of its own: a test that fails or times out kills the API and the worker with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${postgres.port}${new URL(db.url).pathname}`,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      STRIPE_EMULATOR_PORT: String(stripePort),
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_PER_MINUTE: '1000000',
      QUEUE_PREFIX: queuePrefix,
      // The API's own keys (admin sessions, limits) under the test's prefix too, removed with the queues.
      REDIS_KEY_PREFIX: queuePrefix,
      SMTP_URL: smtpUrl,
      POLL_INTERVAL_MS: '200',
      WORKER_HTTP_PORT: '0',
    },
  });
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(async () => (await health()).status === 200 && output.includes('Worker started'), 'the product to start', 60_000).catch((error: Error) => {
    throw new Error(`${error.message}; it printed:\n${output}`);
  });
}

/** Stops the product unless a test already has, and removes its Redis keys. */
async function stopServing(): Promise<void> {
  if (launcher.exitCode === null && launcher.signalCode === null) {
    const exited = new Promise((r) => launcher.once('exit', r));
    process.kill(-launcher.pid!, 'SIGKILL');
    await exited;
  }
  await dropQueueKeys('redis://127.0.0.1:6379', queuePrefix);
}

async function health(): Promise<{ status: number; body: { database?: string; redis?: string } }> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    return { status: res.status, body: (await res.json()) as { database?: string; redis?: string } };
  } catch {
    return { status: 0, body: {} };
  }
}

/** One call, timed; a call that does not answer within CALL_TIMEOUT_MS is recorded with status 0. */
async function call(kind: Answer['kind'], path: string, init: RequestInit, eventId = ''): Promise<Answer> {
  const started = Date.now();
  const answer: Answer = { kind, phase, eventId, status: 0, ms: 0, retryAfter: null };
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    await res.arrayBuffer();
    Object.assign(answer, { status: res.status, retryAfter: res.headers.get('retry-after') });
  } catch {
    // Timed out or refused: status 0 fails the test below.
  }
  answer.ms = Date.now() - started;
  answers.push(answer);
  return answer;
}

/** What the site's tracking client sends: page views, steps and an identification per visitor. */
function track(n: number): Promise<Answer> {
  const eventId = uuidv7();
  const sessionId = `session-outage-${n % 300}`;
  const kinds = [
    ['/api/track-page-view', { path: `/page-${n % 7}` }],
    ['/api/track-funnel-step', { step: ['home', 'landing', 'breakdown_download'][n % 3] }],
    ['/api/track-contact', { email: `visitor${n % 300}@company${n % 40}.com`, firstName: `Name${n}` }],
  ] as const;
  const [path, body] = kinds[n % kinds.length];
  return call('track', path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, eventId, sessionId }) }, eventId);
}

/** Concurrent streams of calls until `stop()`; the admin stream asks for its session, which lives in Redis. */
function load(cookie: string): { stop: () => Promise<void> } {
  let running = true;
  let n = 0;
  const trackers = Array.from({ length: 6 }, async () => {
    while (running) await track(n++);
  });
  const admin = (async () => {
    while (running) {
      await call('admin', '/api/admin/session', { headers: { cookie } });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await Promise.all([...trackers, admin]);
    },
  };
}

const count = (kind: Answer['kind'], inPhase: string, status: number) => answers.filter((a) => a.kind === kind && a.phase === inPhase && a.status === status).length;
const okSince = (from: number) => answers.slice(from).some((a) => a.kind === 'track' && a.status >= 200 && a.status < 300);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the product to serve again after a fault; returns how long that took. */
async function recovery(from: number): Promise<number> {
  const started = Date.now();
  const seen = answers.length;
  await until(async () => (await health()).status === 200 && okSince(Math.max(from, seen)), 'the product to recover', 60_000);
  return Date.now() - started;
}

/**
 * Makes `name` unreachable for OUTAGE_MS once a call of `kind` was answered 503 for it; returns what health said
 * meanwhile and records how long serving again took.
 */
async function outage(name: string, relay: TcpProxy, kind: Answer['kind']): Promise<Awaited<ReturnType<typeof health>>> {
  phase = `${name} unreachable`;
  await relay.cut();
  await until(async () => count(kind, phase, 503) > 0, `a ${kind} call answered 503 while ${name} is away`);
  const said = await health();
  await pause(OUTAGE_MS);
  await relay.restore();
  phase = `after ${name}`;
  recoveredIn[`${name} unreachable`] = await recovery(answers.length);
  return said;
}

const checksums = () => readModelChecksums(pool);

describe('the product', () => {
  // Shared: the settings test only reads the running processes, which the outage test must leave as they are.
  beforeAll(serve);
  afterAll(stopServing);

  it('serves through lost Postgres connections, a Redis outage and a Postgres outage, and ends exactly as a rebuild', async () => {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
    expect(login.status).toBe(204);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const traffic = load(cookie);
    await until(async () => answers.filter((a) => a.status === 201).length >= 200, 'steady traffic');

    phase = 'connections ended';
    const terminated = await pool.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name <> $1`,
      [TEST_CONNECTIONS],
    );
    expect(terminated.rows[0].n).toBeGreaterThan(2);
    recoveredIn[phase] = await recovery(answers.length);

    const redisDown = await outage('redis', redis, 'admin');
    await until(async () => count('admin', phase, 200) > 0, 'admin sessions to work again');
    const postgresDown = await outage('postgres', postgres, 'track');
    await pause(1000);
    await traffic.stop();

    // What callers saw, for the record: one block on the run's output, no console decoration.
    const phases = [...new Set(answers.map((a) => a.phase))];
    process.stdout.write(
      phases
        .map((p) => {
          const inPhase = answers.filter((a) => a.phase === p);
          const statuses = [...new Set(inPhase.map((a) => a.status))].map((s) => `${s}: ${inPhase.filter((a) => a.status === s).length}`);
          return `outage test, ${p}: ${statuses.join(', ')}; longest ${Math.max(...inPhase.map((a) => a.ms))} ms${recoveredIn[p] ? `; served again ${recoveredIn[p]} ms after` : ''}\n`;
        })
        .join(''),
    );

    // Every call answered, in time, with success or a 503 that says when to come back. In time: within
    // the product's own waits (a Redis command's 2 s, a Postgres connection's 5 s) and a loaded machine's
    // pauses, short of the call's timeout, which records a call never answered.
    for (const answer of answers) {
      expect({ ...answer, answered: answer.status === 200 || answer.status === 201 || answer.status === 503 }).toMatchObject({ answered: true });
      expect(answer.ms).toBeLessThan(CALL_TIMEOUT_MS - 1_000);
      if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/);
    }
    expect(count('track', 'redis unreachable', 201)).toBeGreaterThan(0);
    expect(redisDown).toEqual({ status: 503, body: expect.objectContaining({ database: 'up', redis: 'down' }) });
    expect(postgresDown).toEqual({ status: 503, body: expect.objectContaining({ database: 'down', redis: 'up' }) });

    // Nothing restarted: each process was started once, and both still serve.
    expect(output.match(/\[launcher\] api started/g)).toHaveLength(1);
    expect(output.match(/\[launcher\] worker started/g)).toHaveLength(1);
    expect(output).not.toContain('exited');
    expect((await health()).status).toBe(200);

    // Every accepted call is in the log exactly once; a refused one at most once (its commit may have landed before the answer was lost).
    const tracked = answers.filter((a) => a.kind === 'track');
    const { rows } = await pool.query<{ id: string; n: number }>(
      `SELECT event_id::text AS id, count(*)::int AS n FROM event_store.events WHERE event_id = ANY($1::uuid[]) GROUP BY event_id`,
      [tracked.map((a) => a.eventId)],
    );
    const stored = new Map(rows.map((r) => [r.id, r.n]));
    for (const answer of tracked) {
      const times = stored.get(answer.eventId) ?? 0;
      if (answer.status === 201) expect({ eventId: answer.eventId, times }).toEqual({ eventId: answer.eventId, times: 1 });
      else expect(times).toBeLessThanOrEqual(1);
    }

    // The worker caught up by itself, to exactly what a rebuild from the log gives.
    await until(async () => (await Promise.all(allProjectors().map((p) => projectorStatus(pool, p)))).every((s) => s.eventsBehind === 0), 'the projectors to catch up');
    const live = await checksums();
    const reader = new EventReader(pool);
    for (const projector of allProjectors()) await replay(pool, reader, projector, { batchSize: 1000 });
    expect(await checksums()).toEqual(live);
  });

  it('starts each process with the settings its own script sets before node', () => {
    const pids = new Map([...output.matchAll(/\[launcher\] (\w+) started \(pid (\d+)\)/g)].map(([, name, pid]) => [name, pid]));
    const environ = (name: string) => readFileSync(`/proc/${pids.get(name)}/environ`, 'utf8').split('\0');
    // serve:api's malloc arenas; serve:worker sets none.
    expect(environ('api')).toContain('MALLOC_ARENA_MAX=2');
    expect(environ('worker')).not.toContain('MALLOC_ARENA_MAX=2');
  });
});

describe('the launcher', () => {
  // A product of its own: this test kills its worker and stops it.
  beforeAll(serve);
  afterAll(stopServing);

  it('starts a process that dies again, and the other keeps serving; stopping the launcher stops both', async () => {
    const workerPid = Number(/\[launcher\] worker started \(pid (\d+)\)/.exec(output)?.[1]);
    process.kill(workerPid, 'SIGKILL');
    await until(async () => (output.match(/\[launcher\] worker started/g) ?? []).length === 2, 'the worker to be started again');
    expect(output).toMatch(/\[launcher\] worker exited \(SIGKILL\); restarting in 1 s/);
    expect(output.match(/\[launcher\] api started/g)).toHaveLength(1);
    expect((await health()).status).toBe(200);

    launcher.kill('SIGTERM');
    expect(await new Promise((r) => launcher.once('exit', r))).toBe(0);
    expect(() => process.kill(workerPid, 0)).toThrow();
  });
});

it('a process starting while Postgres is away waits for it instead of exiting', async () => {
  await postgres.cut();
  const said: string[] = [];
  await prepareDatabaseWhenReachable(`postgres://postgres@127.0.0.1:${postgres.port}${new URL(db.url).pathname}`, (message) => {
    said.push(message);
    if (said.length === 2) void postgres.restore();
  });
  expect(said).toEqual([expect.stringMatching(/^Postgres unreachable \(.*ECONNREFUSED.*\); trying again in 1 s$/), expect.stringMatching(/trying again in 2 s$/)]);
});
