import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { addDays, type AdminTrafficResponse, type ReplayJobStatusResponse, type ReportTimeZoneResponse } from '@pitchlens/contracts';
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/** The report time zone against the real worker, in this process, on a database and queue prefix of its own. */
const REDIS_URL = 'redis://127.0.0.1:6379';
const QUEUE_PREFIX = `test-time-zone-${randomBytes(4).toString('hex')}`;
const ZONE = 'Asia/Tokyo';

let t: AdminTestApp;
let env: ReturnType<typeof testWorkerEnv>;
let worker: INestApplicationContext | null = null;
let smtp: SmtpTestServer;

// The zone chosen is the database's: each test starts from the default, on a database of its own.
beforeEach(async () => {
  t = await startAdminTestApp('admin_time_zone', { QUEUE_PREFIX });
  smtp = new SmtpTestServer();
  env = testWorkerEnv(t.app.get(ApiConfig).DATABASE_URL, await smtp.start(), { QUEUE_PREFIX, PROJECTION_BATCH_SIZE: '5' });
  worker = await startWorker(env);
});

afterEach(async () => {
  await worker?.close();
  worker = null;
  await smtp?.stop();
  await dropQueueKeys(REDIS_URL, QUEUE_PREFIX);
  await t?.close();
});

const get = <T>(path: string): Promise<T> => t.get<T>(path);
const choose = (body: object) => t.http().post('/api/admin/operations/report-time-zone').set('cookie', t.cookie).send(body);
const zone = () => get<ReportTimeZoneResponse>('/api/admin/operations/report-time-zone');
// Two days ago, well within the 72 hours a client's time is taken for.
const day = addDays(new Date().toISOString().slice(0, 10), -2);
const traffic = () => get<AdminTrafficResponse>(`/api/admin/traffic?from=${addDays(day, -1)}&to=${addDays(day, 1)}`);
const views = (answer: AdminTrafficResponse) => Object.fromEntries(answer.days.filter((d) => d.pageViews > 0).map((d) => [d.day, d.pageViews]));
const pageView = (occurredAt: string) =>
  t.http().post('/api/track-page-view').send({ path: '/', title: 'Home', sessionId: `tz-${uuidv7()}`, eventId: uuidv7(), occurredAt }).expect(201);

it('refuses a zone that does not exist, naming timeZone, and stores nothing', async () => {
  for (const body of [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: 42 }, {}, { timeZone: '../../etc/passwd' }]) {
    const res = await choose(body);
    expect(res.status).toBe(400);
    expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['timeZone']);
  }
  expect(await zone()).toEqual({ timeZone: 'UTC', liveTimeZone: 'UTC', rebuildJobId: null });
  expect((await t.http().post('/api/admin/operations/report-time-zone').send({ timeZone: ZONE })).status).toBe(401);
});

it('answers in the zone the read models were built in until the rebuild in the new zone is in, then moves days across the boundary', async () => {
  // 12:00 and 20:00 UTC: one UTC day, two days in Tokyo (21:00 and 05:00 the next day).
  await pageView(`${day}T12:00:00.000Z`);
  await pageView(`${day}T20:00:00.000Z`);
  await until(async () => views(await traffic())[day] === 2, 'the page views to be counted', 20_000);

  // Without a worker the rebuild waits in the queue: the API keeps answering in UTC, and says so.
  await worker?.close();
  worker = null;
  const chosen = await choose({ timeZone: 'asia/tokyo' });
  expect(chosen.status).toBe(200);
  const { rebuildJobId } = chosen.body as ReportTimeZoneResponse;
  expect(chosen.body).toEqual({ timeZone: ZONE, liveTimeZone: 'UTC', rebuildJobId: expect.any(String) });
  expect(await zone()).toMatchObject({ timeZone: ZONE, liveTimeZone: 'UTC' });
  const meanwhile = await traffic();
  expect(meanwhile.timeZone).toBe('UTC');
  expect(views(meanwhile)).toEqual({ [day]: 2 });

  worker = await startWorker(env);
  await until(async () => (await get<ReplayJobStatusResponse>(`/api/admin/operations/replay/${rebuildJobId}`)).state === 'completed', 'the rebuild', 30_000);
  const rebuilt = await traffic();
  expect(rebuilt.timeZone).toBe(ZONE);
  expect(views(rebuilt)).toEqual({ [day]: 1, [addDays(day, 1)]: 1 });
  expect(await zone()).toEqual({ timeZone: ZONE, liveTimeZone: ZONE, rebuildJobId: null });

  // The live projector counts new events in the new zone too: 16:00 UTC is 01:00 the next day in Tokyo.
  await pageView(`${day}T16:00:00.000Z`);
  await until(async () => views(await traffic())[addDays(day, 1)] === 2, 'the live projector to count in Tokyo', 20_000);

  // An operator's replay keeps the zone.
  const replay = await t.http().post('/api/admin/operations/replay').set('cookie', t.cookie).send({ projector: 'traffic' });
  expect(replay.status).toBe(202);
  const { jobId } = replay.body as { jobId: string };
  await until(async () => (await get<ReplayJobStatusResponse>(`/api/admin/operations/replay/${jobId}`)).state === 'completed', 'the replay', 30_000);
  expect(views(await traffic())).toEqual({ [day]: 1, [addDays(day, 1)]: 2 });

  // Choosing the zone already built queues nothing.
  expect((await choose({ timeZone: ZONE })).body).toEqual({ timeZone: ZONE, liveTimeZone: ZONE, rebuildJobId: null });
});
