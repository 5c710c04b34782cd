import { randomBytes } from 'node:crypto';
import { ApiConfig } from '@pitchlens/config';
import { ERASED } from '@pitchlens/contracts';
import { Redis } from 'ioredis';
import { until } from '../../../worker/test/child-process';
import { readModelChecksums } from '../../../worker/test/read-model-checksums';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { pgDump, redisDump, traces } from '../../test/privacy/dumps';
import { buyFrameworkSession, twoDeviceJourney, type Colleague, type Person } from '../../test/privacy/journeys';
import { figuresOf } from '../../test/figures-of';

/**
 * Erasure end to end: a person made through the real API on two devices
 * (campaign visits, the contact form, a referral of a colleague, the
 * breakdown request, a purchase through the Stripe emulator), then erased
 * through the admin API. Afterwards no table and no Redis key holds their
 * address, names or company in any case or encoding; every figure the admin
 * sees is what it was, with their fields reading `[erased]`; a replay of every
 * projector changes no row of any read model.
 */
const SLOW = 300_000;

const person: Person = { email: 'Dorothea.Quillfeather@Vexmoor-Analytics.example', firstName: 'Dorothea', lastName: 'Quillfeather' };
const colleague: Colleague = { name: 'Marcus Oyelaran', email: 'marcus.oyelaran@vexmoor-analytics.example', company: 'Vexmoor Analytics' };
const other: Person = { email: 'ines.baptiste@harborline.example', firstName: 'Ines', lastName: 'Baptiste' };
const personal = [person.email, person.firstName, person.lastName, `${person.firstName} ${person.lastName}`, colleague.company];

let stack: PaymentsStack<AdminTestApp>;
let api: AdminTestApp;
let redis: Redis;

beforeAll(async () => {
  const queuePrefix = `test-erasure-${randomBytes(4).toString('hex')}`;
  stack = await startPaymentsStack(() => startAdminTestApp('erasure', { STRIPE_EMULATOR_PORT: '0', QUEUE_PREFIX: queuePrefix }), { queuePrefix });
  api = stack.api;
  redis = new Redis('redis://127.0.0.1:6379');
}, SLOW);

afterAll(async () => {
  redis?.disconnect();
  await stack?.close();
});

const admin = () => ({
  get: (path: string) => stack.http().get(path).set('cookie', api.cookie),
  post: (path: string, body: object) => stack.http().post(path).set('cookie', api.cookie).send(body),
});

/**
 * No email is waiting or being sent, and then every consumer has read the
 * whole log, both at once: an email that has just gone out appended its
 * EmailSent, which a read model (a referral's invitation) must show too.
 */
async function settled(): Promise<void> {
  await stack.settle();
  const emailsIdle = async () => {
    const waiting = await redis.keys(`${stack.workerEnv.QUEUE_PREFIX}:emails:wait`);
    const active = await redis.llen(`${stack.workerEnv.QUEUE_PREFIX}:emails:active`);
    return (waiting.length === 0 || (await redis.llen(waiting[0])) === 0) && active === 0;
  };
  const caughtUp = async () => {
    const { rows } = await api.db.query<{ behind: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM read_model.projector_checkpoints c
                       WHERE c.global_position < (SELECT max(global_position) FROM event_store.events)) AS behind`,
    );
    return !rows[0].behind;
  };
  await until(async () => (await emailsIdle()) && (await caughtUp()), 'the emails to go out and every consumer to catch up', 60_000);
}

/** Everything the admin dashboard shows, as it shows it. */
async function adminFigures(): Promise<Record<string, unknown>> {
  const paths = ['/api/admin/summary', '/api/admin/funnel', '/api/admin/traffic', '/api/admin/utm', '/api/admin/referrals', '/api/admin/revenue', '/api/contacts?includeAnonymous=true&pageSize=100'];
  const figures: Record<string, unknown> = {};
  for (const path of paths) figures[path] = figuresOf((await admin().get(path).expect(200)).body);
  figures.csv = (await admin().get('/api/contacts.csv?includeAnonymous=true').expect(200)).text.split('\n').map((line) => line.split(','));
  return figures;
}

/**
 * The figures as an erasure should leave them: every value that was one of the
 * person's fields, and their address inside a longer value (a page's path), reads `[erased]`.
 */
function erasedIn(value: unknown): unknown {
  const theirs = new Set(personal.map((text) => text.toLowerCase()));
  const address = new RegExp(`${person.email}|${encodeURIComponent(person.email)}`.replace(/\./g, '\\.'), 'gi');
  if (typeof value === 'string') return theirs.has(value.replace(/^"|"$/g, '').toLowerCase()) ? ERASED : value.replace(address, ERASED);
  if (Array.isArray(value)) return value.map(erasedIn);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, erasedIn(v)]));
  return value;
}

async function erase(email: string): Promise<Record<string, unknown>> {
  const filed = await admin().post('/api/admin/erasures', { email }).expect(202);
  expect(filed.body).toEqual({ id: expect.any(String) });
  let status: Record<string, unknown> = {};
  await until(async () => {
    status = (await admin().get(`/api/admin/erasures/${filed.body.id}`).expect(200)).body;
    return status.state !== 'pending';
  }, 'the erasure to finish', 240_000);
  return status;
}

async function replayAll(): Promise<void> {
  const queued = await admin().post('/api/admin/operations/replay', { projector: 'all' }).expect(202);
  await until(async () => (await admin().get(`/api/admin/operations/replay/${queued.body.jobId}`).expect(200)).body.state === 'completed', 'the replay', 120_000);
}

it('erases a person everywhere and leaves every figure, and every replay, as it was', async () => {
  await twoDeviceJourney(stack.http, stack.emulatorUrl, person, colleague, ['p7Kq2xVb9LmN', 'r4Tz8wYc1HsD']);
  await stack.http().post('/api/track-page-view').send({ sessionId: 'w2Jd6fGh3KpA', path: '/', utmSource: 'linkedin', utmCampaign: 'autumn-coaching' }).expect(201);
  await stack.http().post('/api/track-contact').send({ sessionId: 'w2Jd6fGh3KpA', email: other.email, firstName: other.firstName, lastName: other.lastName }).expect(201);
  await buyFrameworkSession(stack.http, stack.emulatorUrl, other, 'w2Jd6fGh3KpA');
  await settled();
  const before = await adminFigures();
  expect(JSON.stringify(before)).toContain('Quillfeather');
  const dumpBefore = await pgDump(await databaseName());
  expect(traces(dumpBefore, personal).length).toBeGreaterThan(0);

  const status = await erase(person.email.toUpperCase());
  expect(status).toMatchObject({ state: 'completed', source: 'admin', failure: null });
  expect(status.result).toMatchObject({ events: expect.any(Number), readModels: expect.arrayContaining(['contacts', 'referrals', 'revenue_payments']) });
  // Only the tables the person reached: nothing of theirs is in a day's visitor counts.
  expect((status.result as { readModels: string[] }).readModels).not.toContain('visitors_daily');
  expect((status.result as { events: number }).events).toBeGreaterThanOrEqual(12);
  await settled();

  expect(traces(await pgDump(await databaseName()), personal)).toEqual([]);
  const prefixes = [stack.workerEnv.QUEUE_PREFIX as string, api.app.get(ApiConfig).REDIS_KEY_PREFIX];
  expect(traces(await redisDump(redis, prefixes), personal)).toEqual([]);

  const after = await adminFigures();
  expect(after).toEqual(erasedIn(before));
  const contacts = (after['/api/contacts?includeAnonymous=true&pageSize=100'] as { contacts: { email: string; firstName: string | null }[] }).contacts;
  expect(contacts.filter((c) => c.email === ERASED)).toEqual([expect.objectContaining({ email: ERASED, firstName: ERASED, lastName: ERASED })]);

  // The erasure rewrote only the rows the person reached: every table must be what a rebuild from the erased log makes.
  const erasedTables = await readModelChecksums(api.db, { apartFromRebuildNotes: true });
  await replayAll();
  expect(await readModelChecksums(api.db, { apartFromRebuildNotes: true })).toEqual(erasedTables);
  expect(await adminFigures()).toEqual(after);

  const { rows } = await api.db.query<{ data: unknown }>(`SELECT data FROM event_store.events WHERE type = 'PersonErased'`);
  expect(rows).toEqual([{ data: { erasureId: expect.any(String), events: (status.result as { events: number }).events } }]);
  const rawLeft = await api.db.query(
    `SELECT 1 FROM event_store.events WHERE metadata->>'sessionId' IN ('p7Kq2xVb9LmN', 'r4Tz8wYc1HsD') AND (metadata->>'userAgent' IS NOT NULL OR metadata->>'ipHash' IS NOT NULL)`,
  );
  expect(rawLeft.rowCount).toBe(0);
}, SLOW);

async function databaseName(): Promise<string> {
  return (await api.db.query<{ db: string }>('SELECT current_database() AS db')).rows[0].db;
}
