import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { sampleValue } from '@pitchlens/monitoring';
import { Pool } from 'pg';
import { startTestApp, type TestApp } from '../../../api/test/test-app';
import { until } from '../../test/child-process';
import { SmtpTestServer } from '../../test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../test/worker-app';
import { ConsumerOwnership } from '@pitchlens/event-store';
import { WorkerHttpServer } from './worker-http-server';

/** The API and the worker (in this process) on a database of their own; the traffic projector held by "another worker". */
const REDIS_URL = 'redis://127.0.0.1:6379';
const CALLS = 6;
const TOKEN = 'worker-scrape-token-0123';

let api: TestApp;
let pool: Pool;
let smtp: SmtpTestServer;
let smtpUrl: string;
let stoppedTraffic: ConsumerOwnership | null;
const workers: { app: INestApplicationContext; prefix: string }[] = [];

async function worker(extra: NodeJS.ProcessEnv = {}): Promise<(path: string, token?: string) => Promise<Response>> {
  const env = testWorkerEnv(api.app.get(ApiConfig).DATABASE_URL, smtpUrl, extra);
  const app = await startWorker(env);
  workers.push({ app, prefix: env.QUEUE_PREFIX as string });
  const port = app.get(WorkerHttpServer).port;
  return (path, token) => fetch(`http://127.0.0.1:${port}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  api = await startTestApp('worker_metrics');
  pool = new Pool({ connectionString: api.app.get(ApiConfig).DATABASE_URL, max: 2 });
  smtp = new SmtpTestServer();
  smtpUrl = await smtp.start();
  stoppedTraffic = await ConsumerOwnership.tryToTake(pool, 'traffic');
});

async function stopWorkers(): Promise<void> {
  for (const { app, prefix } of workers.splice(0)) {
    await app.close();
    await dropQueueKeys(REDIS_URL, prefix);
  }
}

// Each test's worker stops when the test ends, passed or failed: the five kept to the end held some 70 connections, most of the shared
// server's 100, and an app of another test file running meanwhile was refused one (a 503).
afterEach(stopWorkers);

afterAll(async () => {
  stoppedTraffic?.release();
  await smtp?.stop();
  await pool?.end();
  await api?.close();
});

it('shows exactly the tracking calls made: appended by the API, applied and caught up in the worker; a stopped projector falls behind', async () => {
  expect(stoppedTraffic).not.toBeNull();
  const scrape = await worker();
  for (let i = 0; i < CALLS; i++) await api.http().post('/api/track-page-view').send({ path: '/pricing', sessionId: `session-wm-${i}` }).expect(201);

  const apiMetrics = (await api.http().get('/api/metrics').expect(200)).text;
  expect(sampleValue(apiMetrics, 'pitchlens_events_appended_total', { type: 'PageViewed' })).toBe(CALLS);

  let text = '';
  const contacts = (name: string) => sampleValue(text, name, { projector: 'contacts' });
  await until(async () => {
    text = await (await scrape('/metrics')).text();
    // The batch's counter moves just after its commit, which the checkpoint figures show first.
    const counted = sampleValue(text, 'pitchlens_consumer_events_applied_total', { consumer: 'contacts' }) === CALLS;
    return contacts('pitchlens_projector_events_behind') === 0 && contacts('pitchlens_projector_events_applied') === CALLS && counted;
  }, 'the contacts projector to catch up');
  const { rows } = await pool.query<{ head: string }>('SELECT max(global_position)::text AS head FROM event_store.events');
  expect(contacts('pitchlens_projector_checkpoint_position')).toBe(Number(rows[0].head));
  expect(contacts('pitchlens_projector_seconds_behind')).toBe(0);
  expect(sampleValue(text, 'pitchlens_consumer_batch_duration_seconds_count', { consumer: 'contacts' })).toBeGreaterThan(0);

  const traffic = (name: string) => sampleValue(text, name, { projector: 'traffic' });
  expect(traffic('pitchlens_projector_events_behind')).toBe(CALLS);
  expect(traffic('pitchlens_projector_events_applied')).toBe(0);
  const behindAtFirst = traffic('pitchlens_projector_seconds_behind') as number;
  expect(behindAtFirst).toBeGreaterThan(0);
  await until(async () => {
    text = await (await scrape('/metrics')).text();
    return (traffic('pitchlens_projector_seconds_behind') as number) > behindAtFirst;
  }, "the stopped projector's seconds behind to grow");

  expect(sampleValue(text, 'bullmq_job_count', { queue: 'emails', state: 'failed' })).toBe(0);
  expect(sampleValue(text, 'pitchlens_replays_running')).toBe(0);
  expect(sampleValue(text, 'pitchlens_process_resident_memory_bytes', { process: 'worker' })).toBeGreaterThan(0);
});

it('shows every projector figure of the log as it is on the very first scrape', async () => {
  const scrape = await worker();
  const text = await (await scrape('/metrics')).text();
  const { rows } = await pool.query<{ head: string }>(`SELECT max(global_position)::text AS head FROM event_store.events`);
  expect(sampleValue(text, 'pitchlens_projector_events_applied', { projector: 'contacts' })).toBe(CALLS);
  expect(sampleValue(text, 'pitchlens_projector_events_behind', { projector: 'contacts' })).toBe(0);
  expect(sampleValue(text, 'pitchlens_projector_checkpoint_position', { projector: 'contacts' })).toBe(Number(rows[0].head));
});

it('counts erasure requests still owed: pending ones with the oldest one’s wait, and failed ones', async () => {
  const scrape = await worker();
  await pool.query(
    `INSERT INTO privacy.erasures (id, address_key, source, state, requested_at) VALUES
       (gen_random_uuid(), 'k1', 'admin', 'pending', now() - interval '2 hours'),
       (gen_random_uuid(), 'k2', 'admin', 'pending', now()),
       (gen_random_uuid(), 'k3', 'self-service', 'failed', now()),
       (gen_random_uuid(), 'k4', 'operator', 'completed', now() - interval '3 hours')`,
  );
  const text = await (await scrape('/metrics')).text();
  expect(sampleValue(text, 'pitchlens_erasures', { state: 'pending' })).toBe(2);
  expect(sampleValue(text, 'pitchlens_erasures', { state: 'failed' })).toBe(1);
  expect(sampleValue(text, 'pitchlens_erasure_oldest_pending_seconds')).toBeGreaterThanOrEqual(7200);
  expect(sampleValue(text, 'bullmq_job_count', { queue: 'privacy', state: 'waiting' })).toBe(0);
});

it('answers liveness and readiness on its own port', async () => {
  const scrape = await worker();
  expect(await (await scrape('/health/live')).json()).toEqual({ status: 'alive' });
  // Just started, it may answer 503 for a moment (a check waits longer than 2 s on connections it is still opening or a pool busy
  // catching up: once in a whole CI run): readiness is a probe to be asked again, and is asked until it holds.
  let ready: unknown = null;
  await until(async () => {
    const answer = await scrape('/health/ready');
    ready = await answer.json();
    return answer.status === 200;
  }, 'the worker to be ready', 10_000);
  expect(ready).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up', migrations: 'up' } });
});

it('needs the bearer token for metrics in production', async () => {
  const scrape = await worker({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN, STRIPE_SECRET_KEY: 'sk_test_worker_metrics', PRIVACY_SECRET: 'privacy-secret-0123456789' });
  expect((await scrape('/metrics')).status).toBe(401);
  expect((await scrape('/metrics', `${TOKEN}-wrong`)).status).toBe(401);
  const res = await scrape('/metrics', TOKEN);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('pitchlens_projector_events_behind');
});
