import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import type { AdminReferralsResponse, Annotation, AnnotationListResponse, ProjectorStatusResponse, ReadReplicaResponse } from '@pitchlens/contracts';
import { createPool, startPrivatePostgresPair, type PrivatePostgresPair } from '@pitchlens/database';
import type { ReadinessReport } from '@pitchlens/monitoring';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { figuresOf } from '../../test/figures-of';
import { ReadSource } from './read-source';

/**
 * Reports and the contact list read from a streaming replica: a primary and
 * its replica of the test's own (initdb, pg_basebackup -R), the real API and
 * worker on them. The bound is wide (ten minutes), so a paused replay is still
 * read and its staleness shows; what an admin just wrote is not read from it.
 */
/** Below the kernel's range for outgoing connections' ports (32768–60999 here), where another test's connection can hold one (a CI run could not start the primary on 55420), and above `freePorts`' draws. */
const PORTS = { primary: 31420, replica: 31421 };
const QUEUE_PREFIX = `test-read-replica-${randomBytes(4).toString('hex')}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const RANGE = `from=${day(30)}&to=${day(0)}`;
/** The visitors reports' moment: a few minutes on, so the live window holds the seed's visits however long the start takes. */
const AT = new Date(Date.now() + 4 * 60_000);
const VISITORS = `from=${new Date(AT.getTime() - 30 * 60_000).toISOString()}&to=${AT.toISOString()}`;

/** Every report path and the contact table (list, search, the people behind a figure, the CSV). */
const REPORTS = [
  '/api/admin/summary',
  `/api/admin/funnel?${RANGE}&compare=previous`,
  `/api/admin/funnel/conversion?${RANGE}&steps=home,landing,trial_checkout&window=7d&breakdown=campaign&touch=last`,
  `/api/admin/traffic?${RANGE}`,
  `/api/admin/utm?${RANGE}`,
  `/api/admin/revenue?${RANGE}&touch=last&dimension=campaign`,
  `/api/admin/visitors?${VISITORS}`,
  `/api/admin/visitors/now?at=${AT.toISOString()}`,
  '/api/admin/referrals',
  '/api/admin/referrals/payouts',
  `/api/admin/annotations?${RANGE}`,
  '/api/contacts?includeAnonymous=true',
  '/api/contacts?email=acme',
  `/api/contacts?cohort=utm&cohortSource=linkedin&cohortCell=identifiedContacts&cohortFrom=${day(30)}&cohortTo=${day(0)}`,
  `/api/contacts?cohort=conversion&cohortFrom=${day(30)}&cohortTo=${day(0)}&cohortSteps=home,landing&cohortWindow=7d&cohortStep=2&cohortCell=people&cohortAsOf=${new Date().toISOString()}`,
  '/api/contacts.csv?includeAnonymous=true',
];

let pair: PrivatePostgresPair | undefined;
let t: AdminTestApp | undefined;
let worker: INestApplicationContext | undefined;
let smtp: SmtpTestServer | undefined;
/** The test's own connection to the replica's copy of the database. */
let replica: Pool | undefined;

beforeAll(async () => {
  pair = await startPrivatePostgresPair(PORTS);
  t = await startAdminTestApp('read_replica', { QUEUE_PREFIX, DATABASE_READ_MAX_LAG_MS: '600000' }, { primary: pair.primary.url, replica: pair.replica.url });
  const config = t.app.get(ApiConfig);
  replica = createPool(config.DATABASE_READ_URL as string, { max: 2 });
  smtp = new SmtpTestServer();
  worker = await startWorker(testWorkerEnv(config.DATABASE_URL, await smtp.start(), { QUEUE_PREFIX }));
  await seed();
  await caughtUp();
}, 180_000);

afterAll(async () => {
  try {
    await worker?.close();
    await smtp?.stop();
    await dropQueueKeys('redis://127.0.0.1:6379', QUEUE_PREFIX);
    await replica?.end();
    await t?.close();
  } finally {
    await pair?.remove();
  }
}, 120_000);

const app = () => t as AdminTestApp;
const standby = () => replica as Pool;
const as = (path: string) => app().http().get(path).set('cookie', app().cookie);
const replicaStatus = () => app().get<ReadReplicaResponse>('/api/admin/operations/read-replica');
const ready = async () => {
  const res = await app().http().get('/api/health/ready');
  expect(res.status === 200 ? null : (res.body as unknown)).toBeNull();
  return res.body as ReadinessReport;
};

/** A report's answer as figures (the CSV as its text), without the moment it was made. */
async function answer(path: string): Promise<unknown> {
  const res = await as(path);
  // The path and the error's fields show in a failure.
  expect({ path, status: res.status, body: res.status === 200 ? null : (res.body as unknown) }).toEqual({ path, status: 200, body: null });
  return path.startsWith('/api/contacts.csv') ? res.text : figuresOf(res.body as Record<string, unknown>);
}

const answers = async () => Object.fromEntries(await Promise.all(REPORTS.map(async (path) => [path, await answer(path)] as const)));

/** Visitors from two campaigns, people who identified themselves (one from acme), steps and a referral, all through the API. */
async function seed(): Promise<void> {
  const http = app().http;
  for (const [n, source] of ['linkedin', 'linkedin', 'google', 'newsletter'].entries()) {
    const sessionId = `session-replica-${n}`;
    await http().post('/api/track-page-view').send({ path: '/', title: 'Home', sessionId, utmSource: source, utmCampaign: `spring-${n % 2}`, eventId: uuidv7() }).expect(201);
    await http().post('/api/track-page-view').send({ path: '/features', title: 'Features', sessionId, eventId: uuidv7() }).expect(201);
    const email = n === 0 ? 'ana@acme.io' : `buyer${n}@example.com`;
    await http()
      .post('/api/track-contact')
      .send({ email, currentFunnelStep: n < 2 ? 'landing' : 'home', firstName: `Person ${n}`, metadata: { isAnonymous: false, sessionId } })
      .expect(201);
  }
  await http()
    .post('/api/referrals/submit')
    .send({ name: 'Priya Shah', email: 'priya@brightsales.com', referral1Name: 'Marco Diaz', referral1Email: 'marco@vectorcloud.io', referral1Title: 'VP Sales', referral1Company: 'VectorCloud', consent: true })
    .expect(201);
  // The worker invites the referred person by mail, and the referral says so.
  await until(async () => (await app().get<AdminReferralsResponse>('/api/admin/referrals')).referrals[0]?.invitation === 'invited', 'the invitation to go', 60_000);
  await projected();
}

/** The worker has applied every event on the primary. */
async function projected(): Promise<void> {
  await until(async () => (await app().get<ProjectorStatusResponse[]>('/api/admin/operations/projectors')).every((p) => p.eventsBehind === 0), 'the projectors to catch up', 60_000);
}

/** The replica holds all the primary had flushed, and the reports read it. */
async function caughtUp(): Promise<void> {
  await until(async () => {
    const status = await replicaStatus();
    return status.lagMs === 0 && status.reportsFrom === 'replica';
  }, 'the replica to catch up', 60_000);
}

it('answers 401 without a session, and shows the replica to the admin', async () => {
  await app().http().get('/api/admin/operations/read-replica').expect(401);
  // The worker's own writes (checkpoints) can leave the replica a few ms behind at any moment: the status asserted is
  // the first that finds it caught up.
  let status: Awaited<ReturnType<typeof replicaStatus>> | undefined;
  await until(async () => (status = await replicaStatus()).lagMs === 0, 'the replica to catch up', 60_000);
  expect(status).toEqual({ configured: true, reachable: true, lagMs: 0, maxLagMs: 600_000, reportsFrom: 'replica', reason: null });
  expect(await ready()).toEqual({ status: 'ready', checks: expect.any(Object) });
});

it('answers every report and the contact list from the replica as the primary does, from the primary while the replica is stopped, and from the replica again once it is back', async () => {
  const fromReplica = await answers();
  expect((await replicaStatus()).reportsFrom).toBe('replica');
  // The seed is in the figures (the comparison is not between two empty answers).
  expect((fromReplica['/api/contacts?email=acme'] as { total: number }).total).toBe(1);
  expect(fromReplica['/api/contacts.csv?includeAnonymous=true']).toContain('ana@acme.io');

  await pair?.replica.stop();
  const fromPrimary = await answers();
  expect(fromPrimary).toEqual(fromReplica);
  const status = await replicaStatus();
  expect(status).toMatchObject({ configured: true, reachable: false, lagMs: null, reportsFrom: 'primary' });
  expect(status.reason).toMatch(/^unreachable: /);
  const readiness = await ready();
  expect(readiness.status).toBe('degraded');
  expect(readiness.degraded).toEqual({ readReplica: status.reason });
  expect(Object.values(readiness.checks).every((check) => check === 'up')).toBe(true);

  await pair?.replica.start();
  await caughtUp();
  expect((await ready()).status).toBe('ready');
  expect(await answers()).toEqual(fromReplica);
});

it('answers a request again from the primary when the replica fails it half way', async () => {
  const expected = await answer('/api/contacts?includeAnonymous=true');
  const primary = app().db;
  const locker = await primary.connect();
  try {
    // The replica takes the primary's lock as it replays, and a read of the table there waits for it.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE read_model.contacts IN ACCESS EXCLUSIVE MODE');
    const lockedOnReplica = async () =>
      (await standby().query(`SELECT 1 FROM pg_locks WHERE relation = 'read_model.contacts'::regclass AND mode = 'AccessExclusiveLock' AND granted`)).rowCount === 1;
    await until(lockedOnReplica, 'the lock to reach the replica', 30_000);
    const listed = answer('/api/contacts?includeAnonymous=true');
    const waiting = async () =>
      (await standby().query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%read_model.contacts%'`)).rows.map((row) => row.pid);
    await until(async () => (await waiting()).length > 0, 'the list to wait on the replica', 30_000);
    // The replica's sessions end under the list, as when it is shut down or cancels reads that hold up its replay.
    await standby().query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) pid', [await waiting()]);
    await locker.query('ROLLBACK');
    expect(await listed).toEqual(expected);
  } finally {
    locker.release();
  }
  await caughtUp();
});

it('reads figures from a paused replica (stale within the bound) but lists a note the admin just added at once', async () => {
  const before = await answer(`/api/admin/traffic?${RANGE}`);
  await standby().query('SELECT pg_wal_replay_pause()');
  try {
    await until(async () => (await standby().query<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state')).rows[0].state === 'paused', 'replay to pause', 30_000);
    await app().http().post('/api/track-page-view').send({ path: '/pricing', title: 'Pricing', sessionId: 'session-replica-late', eventId: uuidv7() }).expect(201);
    const added = (await app().http().post('/api/admin/annotations').set('cookie', app().cookie).send({ day: day(1), text: 'Spring newsletter sent' }).expect(201)).body as Annotation;
    await projected();

    // The figures are the replica's: the new view is not in them yet, and the replica says how far behind it is.
    expect(await answer(`/api/admin/traffic?${RANGE}`)).toEqual(before);
    const status = await replicaStatus();
    expect(status).toMatchObject({ reachable: true, reportsFrom: 'replica', reason: null });
    expect(status.lagMs).toBeGreaterThan(0);
    // Under a bound of 0 the same replica is too far behind for figures; what an admin wrote passes it over under any bound.
    expect((await new ReadSource(app().db, standby(), 0).status()).reason).toMatch(/^replay \d+ ms behind the primary, over the 0 ms allowed$/);
    expect(await new ReadSource(app().db, standby(), 600_000).choose('current')).toBe(app().db);
    // The note is the admin's own write: the replica does not hold it, so the primary answers.
    const listed = await app().get<AnnotationListResponse>(`/api/admin/annotations?${RANGE}`);
    expect(listed.annotations.map((a) => a.id)).toContain(added.id);
  } finally {
    await standby().query('SELECT pg_wal_replay_resume()');
  }
  await caughtUp();
  expect(await answer(`/api/admin/traffic?${RANGE}`)).not.toEqual(before);
});
