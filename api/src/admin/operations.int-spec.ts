import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { OPERATIONS_QUEUE, type FailedEmailJobResponse, type ProjectorStatusResponse, type ReplayJobProgress, type ReplayJobStatusResponse } from '@pitchlens/contracts';
import { QueueEvents } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/** The operations view against the real worker, in this process, on a database and queue prefix of its own. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `test-operations-${randomBytes(4).toString('hex')}`;

let t: AdminTestApp;
let worker: INestApplicationContext | null = null;
let smtp: SmtpTestServer;

beforeAll(async () => {
  t = await startAdminTestApp('admin_operations', { QUEUE_PREFIX });
  smtp = new SmtpTestServer();
  // Two attempts, 20 ms apart: a refused email fails for good within the test.
  const env = testWorkerEnv(t.app.get(ApiConfig).DATABASE_URL, await smtp.start(), { QUEUE_PREFIX, EMAIL_ATTEMPTS: '2', PROJECTION_BATCH_SIZE: '5' });
  worker = await startWorker(env);
});

afterAll(async () => {
  await worker?.close();
  await smtp?.stop();
  await dropQueueKeys(REDIS_URL, QUEUE_PREFIX);
  await t?.close();
});

const get = <T>(path: string): Promise<T> => t.get<T>(path);
const post = (path: string, body: object = {}) => t.http().post(path).set('cookie', t.cookie).send(body);
const projectors = () => get<ProjectorStatusResponse[]>('/api/admin/operations/projectors');
const traffic = async () => (await projectors()).find((p) => p.name === 'traffic') as ProjectorStatusResponse;
const pageView = (path: string) => t.http().post('/api/track-page-view').send({ path, title: path, sessionId: 'session-ops-1', eventId: uuidv7() }).expect(201);
const countRows = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM read_model.${table}`)).rows[0].n;

it('answers every route with 401 without a session', async () => {
  const http = t.http;
  for (const res of await Promise.all([
    http().get('/api/admin/operations/projectors'),
    http().post('/api/admin/operations/replay').send({ projector: 'all' }),
    http().get('/api/admin/operations/replay/some-job'),
    http().get('/api/admin/operations/failed-emails'),
    http().post('/api/admin/operations/failed-emails/some-job/retry'),
  ])) {
    expect(res.status).toBe(401);
  }
});

it('shows each projector’s checkpoint moving as events are appended', async () => {
  const names = (await projectors()).map((p) => p.name).sort();
  expect(names).toEqual(['annotations', 'contacts', 'referrals', 'revenue', 'traffic']);
  const before = await traffic();
  for (const path of ['/', '/pricing', '/features']) await pageView(path);
  await until(async () => (await traffic()).eventsApplied >= before.eventsApplied + 3, 'traffic to apply the page views', 20_000);
  const after = await traffic();
  expect(after).toMatchObject({ eventsBehind: 0, secondsBehind: 0 });
  expect(BigInt(after.checkpoint.globalPosition)).toBeGreaterThan(BigInt(before.checkpoint.globalPosition));
  expect(after.updatedAt).not.toBeNull();
});

it('replays on the worker, reports progress and leaves the read models as they were', async () => {
  for (let i = 0; i < 20; i++) await pageView(`/page-${i}`);
  await until(async () => (await projectors()).every((p) => p.eventsBehind === 0), 'projectors to catch up', 20_000);
  const tables = ['page_views_daily', 'page_view_sessions', 'contacts', 'contact_sessions'];
  const before = await Promise.all(tables.map(countRows));
  expect(before[0]).toBeGreaterThan(0);

  const events = new QueueEvents(OPERATIONS_QUEUE, { connection: { host: '127.0.0.1', port: 6379 }, prefix: QUEUE_PREFIX });
  await events.waitUntilReady();
  const reported: ReplayJobProgress[] = [];
  events.on('progress', ({ data }) => reported.push(data as ReplayJobProgress));

  const queued = await post('/api/admin/operations/replay', { projector: 'all' });
  expect(queued.status).toBe(202);
  const { jobId } = queued.body as { jobId: string };
  const again = await post('/api/admin/operations/replay', { projector: 'traffic' });
  expect(again.status).toBe(409);

  let status: ReplayJobStatusResponse | null = null;
  await until(async () => {
    status = await get<ReplayJobStatusResponse>(`/api/admin/operations/replay/${jobId}`);
    return status.state === 'completed' || status.state === 'failed';
  }, 'the replay to finish', 30_000);
  const done = status as unknown as ReplayJobStatusResponse;
  expect(done).toMatchObject({ jobId, projector: 'all', state: 'completed', failedReason: null });
  expect(done.progress).toMatchObject({ percent: 100, projector: 'annotations' });
  expect(done.progress?.eventsDone).toBeGreaterThanOrEqual(23);
  expect(done.progress?.eventsDone).toBe(done.progress?.eventsTotal);
  expect(done.result?.projectors.map((p) => p.name)).toEqual(['contacts', 'traffic', 'referrals', 'revenue', 'annotations']);
  expect(await Promise.all(tables.map(countRows))).toEqual(before);
  // At least one report per projector, each further along than the one before.
  const names = ['contacts', 'traffic', 'referrals', 'revenue', 'annotations'];
  await until(async () => names.every((name) => reported.some((p) => p.projector === name)), 'a progress report from each projector', 20_000);
  await events.close();
  expect(reported.map((p) => p.percent)).toEqual([...reported.map((p) => p.percent)].sort((a, b) => a - b));
  expect(new Set(reported.map((p) => p.projector))).toEqual(new Set(names));

  // Finished, it no longer blocks the next one.
  const next = await post('/api/admin/operations/replay', { projector: 'traffic' });
  expect(next.status).toBe(202);
  await until(async () => (await get<ReplayJobStatusResponse>(`/api/admin/operations/replay/${next.body.jobId}`)).state === 'completed', 'the second replay', 30_000);
});

it('refuses an unknown projector and answers 404 for an unknown job', async () => {
  expect((await post('/api/admin/operations/replay', { projector: 'email-reactor' })).status).toBe(400);
  expect((await post('/api/admin/operations/replay', {})).status).toBe(400);
  expect((await t.http().get('/api/admin/operations/replay/no-such-job').set('cookie', t.cookie)).status).toBe(404);
});

it('lists failed email jobs with the recipient masked and retries them', async () => {
  expect(await get<FailedEmailJobResponse[]>('/api/admin/operations/failed-emails')).toEqual([]);
  smtp.refuse(2);
  const res = await t.http().post('/api/send-breakdown-email').send({ email: 'kim@contoso.com', firstName: 'Kim' });
  expect(res.status).toBeLessThan(300);

  let failed: FailedEmailJobResponse[] = [];
  await until(async () => {
    failed = await get<FailedEmailJobResponse[]>('/api/admin/operations/failed-emails');
    return failed.length > 0;
  }, 'the email to fail', 20_000);
  expect(failed).toEqual([
    { id: expect.stringMatching(/\.breakdown$/), template: 'breakdown', recipient: 'k***@contoso.com', attempts: 2, lastError: expect.stringContaining('Mailbox busy'), failedAt: expect.any(String) },
  ]);
  expect(JSON.stringify(failed)).not.toContain('kim@');

  expect((await post(`/api/admin/operations/failed-emails/${failed[0].id}/retry`)).status).toBe(202);
  const mails = await smtp.waitFor(1);
  expect(mails.map((m) => m.to)).toContain('kim@contoso.com');
  await until(async () => (await get<FailedEmailJobResponse[]>('/api/admin/operations/failed-emails')).length === 0, 'the failed list to empty', 10_000);
  expect((await post('/api/admin/operations/failed-emails/no-such-job/retry')).status).toBe(404);
});
