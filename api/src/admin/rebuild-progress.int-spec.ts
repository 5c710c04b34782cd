import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import type { RebuildStatusResponse, ReportTimeZoneResponse } from '@pitchlens/contracts';
import type { PoolClient } from 'pg';
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/**
 * A rebuild nobody asked for in Operations — the worker's at start, here for
 * a REPORT_TIMEZONE changed while it was down — shows in the API's operations
 * status while it runs and once it ended, from what the worker records.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `test-rebuild-${randomBytes(4).toString('hex')}`;

let t: AdminTestApp;
let smtp: SmtpTestServer;
let smtpUrl: string;
let worker: INestApplicationContext | null = null;
let blocker: PoolClient | null = null;

beforeAll(async () => {
  smtp = new SmtpTestServer();
  smtpUrl = await smtp.start();
});
afterAll(() => smtp?.stop());

// The rebuild shown is the database's last: each test starts on a database with none.
beforeEach(async () => {
  t = await startAdminTestApp('admin_rebuild_progress', { QUEUE_PREFIX });
});

afterEach(async () => {
  await blocker?.query('ROLLBACK').catch(() => undefined);
  blocker?.release();
  blocker = null;
  await worker?.close();
  worker = null;
  await dropQueueKeys(REDIS_URL, QUEUE_PREFIX);
  await t?.close();
});

const rebuild = async () => (await t.get<RebuildStatusResponse>('/api/admin/operations/rebuild')).rebuild;
const workerEnv = (extra: NodeJS.ProcessEnv = {}) => testWorkerEnv(t.app.get(ApiConfig).DATABASE_URL, smtpUrl, { QUEUE_PREFIX, PROJECTION_BATCH_SIZE: '5', ...extra });
// A worker started in another zone than the tables' rebuilds them all at its start.
const startWorkerInTokyo = () => startWorker(workerEnv({ REPORT_TIMEZONE: 'Asia/Tokyo' }));
const rebuildFinished = () => until(async () => (await rebuild())?.state === 'finished', 'the rebuild to finish', 20_000);
const pageView = (n: number) =>
  t.http().post('/api/track-page-view').send({ path: `/page-${n}`, title: 'Page', sessionId: `rebuild-${n % 3}`, eventId: uuidv7() }).expect(201);

it('shows a rebuild at the worker’s start with its progress per projector, then when it finished', async () => {
  expect((await t.http().get('/api/admin/operations/rebuild')).status).toBe(401);
  expect(await rebuild()).toBeNull();
  worker = await startWorker(workerEnv());
  for (let n = 0; n < 12; n++) await pageView(n);
  await until(async () => (await t.db.query(`SELECT 1 FROM read_model.projector_checkpoints WHERE name = 'traffic' AND events_applied >= 12`)).rowCount === 1, 'the page views to be counted', 20_000);
  await worker.close();

  // The traffic projector's shadow table held, so the rebuild stops where it drops and remakes it: after the
  // contacts projector's. Held by a read lock, which takes no transaction id: an ACCESS EXCLUSIVE lock is
  // written to the WAL with one, and would hold back every database's gap-safe readers on this server.
  await t.db.query('CREATE TABLE read_model.page_views_daily__replay ()');
  blocker = await t.db.connect();
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE read_model.page_views_daily__replay IN ACCESS SHARE MODE');
  worker = await startWorkerInTokyo();
  await until(async () => (await rebuild())?.projectors[0].eventsDone === 12, 'the contacts projector to be rebuilt', 20_000);
  const running = await rebuild();
  expect(running).toEqual({
    state: 'running',
    reason: 'time-zone',
    timeZone: 'Asia/Tokyo',
    startedAt: expect.any(String),
    finishedAt: null,
    failure: null,
    projectors: [
      { name: 'contacts', phase: 'building', eventsDone: 12, eventsTotal: 12, startedAt: expect.any(String) },
      { name: 'traffic', phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null },
      { name: 'referrals', phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null },
      { name: 'revenue', phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null },
      { name: 'annotations', phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null },
    ],
  });
  // Reports keep answering from the tables built in UTC until the swap.
  expect((await t.get<ReportTimeZoneResponse>('/api/admin/operations/report-time-zone')).liveTimeZone).toBe('UTC');

  await blocker.query('COMMIT');
  await rebuildFinished();
  const finished = await rebuild();
  expect(finished?.projectors.map((p) => [p.name, p.phase, p.eventsDone === p.eventsTotal])).toEqual([
    ['contacts', 'done', true],
    ['traffic', 'done', true],
    ['referrals', 'done', true],
    ['revenue', 'done', true],
    ['annotations', 'done', true],
  ]);
  expect(Date.parse(finished?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(running?.startedAt ?? ''));
  expect((await t.get<ReportTimeZoneResponse>('/api/admin/operations/report-time-zone')).liveTimeZone).toBe('Asia/Tokyo');
});

it('tells a rebuild whose worker stopped midway from one running', async () => {
  worker = await startWorkerInTokyo();
  await rebuildFinished();
  await worker.close();
  worker = null;
  // What a worker killed during a rebuild leaves: a record never finished, and no one holding the replay lock.
  await t.db.query('UPDATE reports.rebuild_progress SET finished_at = NULL');
  expect(await rebuild()).toMatchObject({ state: 'interrupted', finishedAt: null });
});
