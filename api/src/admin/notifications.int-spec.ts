import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import {
  addDays,
  callMetadata,
  EVENT_SCHEMA_VERSIONS,
  factMetadata,
  QUEUES,
  streams,
  type AdminFunnelResponse,
  type AdminReferralsResponse,
  type AdminRevenueResponse,
  type AdminTrafficResponse,
  type AdminUtmResponse,
  type NotificationSettingsResponse,
  type PitchlensEvent,
} from '@pitchlens/contracts';
import { overduePayouts } from '@pitchlens/database';
import { EventStore, personStreams } from '@pitchlens/event-store';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { startWorker, testWorkerEnv } from '../../../worker/test/worker-app';
import { compareLine } from '../../../worker/src/notifications/compare-line';
import { WorkerRuntime } from '../../../worker/src/runtime/worker-runtime';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/**
 * The weekly digest and the alerts, sent by two real workers in this process
 * under a frozen clock to ADMIN_EMAIL: each reaches the mail server once per
 * period across a restart that also lost the mail queue, an alert turned off
 * in Operations stops, and the digest says what the reports API says.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const ADMIN = 'admin@pitchlens.example';
// Tuesday: the last complete day is Monday 2026-11-23, the last complete week 2026-W47 (16–22 November).
const TUESDAY = new Date('2026-11-24T06:00:00Z');
let now: Date;
const clock = { now: () => now };

let t: AdminTestApp;
let smtp: SmtpTestServer;
let env: NodeJS.ProcessEnv;
const workers: (INestApplicationContext | null)[] = [null, null];
let redis: Redis;
let mailQueue: Queue;

/**
 * An API, mail server and mail queue of the describe's own, and two workers on them, the clock on the Tuesday:
 * the settings, what was sent and the mails received are the describe's alone. `seed` runs before the workers start.
 */
function ownStack(seed: () => Promise<void>): void {
  beforeAll(async () => {
    now = TUESDAY;
    const QUEUE_PREFIX = `test-notifications-${randomBytes(4).toString('hex')}`;
    t = await startAdminTestApp('notifications', { QUEUE_PREFIX });
    smtp = new SmtpTestServer();
    // No Stripe answers the worker (port 9 refuses): a Stripe delivery stays not acted on.
    // Two workers beside other test files on one Postgres: the smallest pools a worker runs well with keep the connections within its max_connections.
    env = testWorkerEnv(t.app.get(ApiConfig).DATABASE_URL, await smtp.start(), { QUEUE_PREFIX, ADMIN_EMAIL: ADMIN, STRIPE_EMULATOR_PORT: '9', WORKER_DATABASE_POOL_MAX: '8' });
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    mailQueue = new Queue(QUEUES.mail, { connection: redis, prefix: QUEUE_PREFIX });
    await seed();
    workers[0] = await startWorker(env, clock);
    workers[1] = await startWorker(env, clock);
  });

  afterAll(async () => {
    for (const [i, worker] of workers.entries()) {
      await worker?.close();
      workers[i] = null;
    }
    await mailQueue?.close();
    redis?.disconnect();
    await smtp?.stop();
    // Removes the queue prefix too.
    await t?.close();
  });
}

const store = () => new EventStore(t.db);

/** `count` visitors, each a session of its own with one page view on `day` (at noon UTC). */
async function visitors(day: string, count: number, utmCampaign?: string): Promise<void> {
  // Appended together, so their commits share the WAL's flushes: one at a time took seconds on a loaded machine.
  const one = async () => {
    const sessionId = `v-${randomUUID()}`;
    const event: PitchlensEvent = { type: 'PageViewed', data: { path: '/', title: 'Home', referrer: null } };
    await store().append({
      streamId: streams.visitor(sessionId),
      events: [
        {
          eventId: uuidv7(),
          type: event.type,
          schemaVersion: EVENT_SCHEMA_VERSIONS[event.type],
          data: event.data,
          metadata: callMetadata({ requestId: 'test', sessionId, ipHash: null, userAgent: null, utm: utmCampaign ? { source: 'news', campaign: utmCampaign } : null, time: { occurredAt: `${day}T12:00:00.000Z` }, bot: false, referrerHost: null }),
        },
      ],
    });
  };
  await Promise.all(Array.from({ length: count }, one));
}

/** A confirmed purchase of the framework session, paid on `day`. */
async function purchase(day: string): Promise<void> {
  const id = uuidv7();
  const data = { product: 'framework_session' as const, amountCents: 49_700, currency: 'usd', paymentIntentId: `pi_${id}`, invoiceId: null, email: null, paidAt: `${day}T15:00:00.000Z`, cardLast4: null };
  await store().append({
    streamId: streams.standalone(id),
    events: [{ eventId: id, type: 'PaymentSucceeded', schemaVersion: EVENT_SCHEMA_VERSIONS.PaymentSucceeded, data, metadata: factMetadata({ correlationId: id, causationId: null }) }],
  });
}

const adminMails = () => smtp.received.filter((mail) => mail.to === ADMIN);
const subjects = () => adminMails().map((mail) => mail.subject).sort();
const runtime = (i: number) => (workers[i] as INestApplicationContext).get(WorkerRuntime);

/** Every running worker looks once, then the mail queue drains: whatever was due has been sent (or found sent). */
async function everyWorkerLooks(): Promise<void> {
  for (const [i, worker] of workers.entries()) if (worker) await runtime(i).checkNotifications();
  await until(async () => {
    const counts = await mailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).every((n) => n === 0);
  }, 'the mail queue to drain');
}

const W47 = { from: '2026-11-16', to: '2026-11-22' };
const W46 = { from: '2026-11-09', to: '2026-11-15' };

/** 28 ordinary days of 10 visitors (some from a campaign), a few purchases; then a Monday of 40 visitors and 6 purchases. */
async function fourUsualWeeksThenABusyMonday(): Promise<void> {
  for (let day = '2026-10-26'; day <= '2026-11-22'; day = addDays(day, 1)) await visitors(day, 10, day >= W47.from ? 'launch' : undefined);
  await purchase('2026-11-12');
  await purchase('2026-11-18');
  await purchase('2026-11-20');
  await visitors('2026-11-23', 40);
  for (let i = 0; i < 6; i++) await purchase('2026-11-23');
}

describe('the weekly digest and the alerts of a day', () => {
  ownStack(fourUsualWeeksThenABusyMonday);
  // Neither test changes what the other reads: the digest and alerts the workers send at their start.
  beforeAll(() => until(async () => adminMails().length >= 4, 'the digest and three alerts'));

  it('sends the digest and each alert due once, with two workers looking and across a restart that lost the mail queue', async () => {
    await everyWorkerLooks();
    expect(subjects()).toEqual([
      'Pitchlens alert: new contacts on 2026-11-23 above their usual range',
      'Pitchlens alert: purchases on 2026-11-23 above their usual range',
      'Pitchlens alert: visitors on 2026-11-23 above their usual range',
      'Pitchlens weekly digest: 2026-11-16 to 2026-11-22',
    ]);
    const visitorsAlert = adminMails().find((mail) => mail.subject.includes('visitors on'));
    expect(visitorsAlert?.text).toContain('2026-11-23 (UTC) had 40 visitors, above their usual range of 7 to 13.');
    expect(visitorsAlert?.text).toContain('Days compared: 2026-10-26 to 2026-11-22');
    expect(visitorsAlert?.text).toContain('- 2026-11-22: 10');

    await workers[0]?.close();
    await mailQueue.obliterate({ force: true });
    workers[0] = await startWorker(env, clock);
    await everyWorkerLooks();
    expect(subjects()).toHaveLength(4);
  });

  it("the digest's figures are the reports API's for the week and the week before", async () => {
    const digest = adminMails().find((mail) => mail.subject.startsWith('Pitchlens weekly digest'));
    const range = (r: { from: string; to: string }) => `from=${r.from}&to=${r.to}`;
    const [traffic, before] = await Promise.all([t.get<AdminTrafficResponse>(`/api/admin/traffic?${range(W47)}`), t.get<AdminTrafficResponse>(`/api/admin/traffic?${range(W46)}`)]);
    const sum = (answer: AdminTrafficResponse, figure: 'uniqueVisitors' | 'pageViews') => answer.days.reduce((total, day) => total + day[figure], 0);
    const utm = await t.get<AdminUtmResponse>(`/api/admin/utm?${range(W47)}&compare=previous`);
    const contacts = (answer: AdminUtmResponse) => answer.sources.reduce((total, source) => total + source.contacts, 0);
    const funnel = await t.get<AdminFunnelResponse>(`/api/admin/funnel?${range(W47)}&compare=previous`);
    const revenue = await t.get<AdminRevenueResponse>(`/api/admin/revenue?${range(W47)}&compare=previous&dimension=campaign`);
    const previous = revenue.previous as AdminRevenueResponse;
    const expected = [
      compareLine('Visitors (unique visitors per day, summed)', sum(traffic, 'uniqueVisitors'), sum(before, 'uniqueVisitors')),
      compareLine('Page views', sum(traffic, 'pageViews'), sum(before, 'pageViews')),
      compareLine('New contacts', contacts(utm), contacts(utm.previous as AdminUtmResponse)),
      ...funnel.steps.map((step) => compareLine(step.step, step.contacts, funnel.previous?.steps.find((s) => s.step === step.step)?.contacts ?? 0)),
      compareLine('Purchases', revenue.totalPayments, previous.totalPayments),
      compareLine('Net of refunds', revenue.totalNetCents, previous.totalNetCents, 'cents'),
      ...revenue.attribution.values.map((row) =>
        compareLine(row.value ?? '(none)', row.netCents, previous.attribution.values.find((p) => p.value === row.value)?.netCents ?? 0, 'cents'),
      ),
    ];
    for (const line of expected) expect(digest?.text).toContain(`- ${line}\n`);
    // The figures are not all the same: a digest that said 0 everywhere would not pass.
    expect([sum(traffic, 'uniqueVisitors'), revenue.totalPayments, sum(before, 'uniqueVisitors')]).toEqual([70, 2, 70]);
  });
});

describe('the settings in Operations', () => {
  ownStack(fourUsualWeeksThenABusyMonday);

  it('an alert turned off in Operations is not sent; the others still are', async () => {
    const off = await t.http().post('/api/admin/operations/notifications').set('cookie', t.cookie).send({ kind: 'visitors', enabled: false });
    expect(off.status).toBe(200);
    expect((off.body as NotificationSettingsResponse).notifications.find((n) => n.kind === 'visitors')?.enabled).toBe(false);
    await visitors('2026-11-24', 40);
    now = new Date('2026-11-25T06:00:00Z');
    await everyWorkerLooks();
    expect(subjects().filter((subject) => subject.includes('2026-11-24'))).toEqual(['Pitchlens alert: new contacts on 2026-11-24 above their usual range']);
  });

  it('refuses a kind it does not know or a setting that is not true or false, naming the field', async () => {
    for (const [body, field] of [
      [{ kind: 'everything', enabled: false }, 'kind'],
      [{ kind: 'visitors', enabled: 'no' }, 'enabled'],
    ] as const) {
      const res = await t.http().post('/api/admin/operations/notifications').set('cookie', t.cookie).send(body);
      expect(res.status).toBe(400);
      expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([field]);
    }
    expect((await t.http().get('/api/admin/operations/notifications')).status).toBe(401);
  });
});

/** The database's time, `hours` on: the store stamps what it records with it. */
const databaseTime = async (hours = 0) => (await t.db.query<{ now: Date }>(`SELECT now() + make_interval(hours => $1) AS now`, [hours])).rows[0].now;

/** A verified Stripe delivery, as the webhook records it. */
async function stripeDelivery(): Promise<string> {
  const stripeEventId = `evt_${randomBytes(6).toString('hex')}`;
  const data = { stripeEventId, type: 'payment_intent.succeeded', objectId: 'pi_stuck', objectType: 'payment_intent', created: 1_764_000_000, livemode: false };
  await store().append({
    streamId: streams.stripeEvent(stripeEventId),
    events: [{ eventId: uuidv7(), type: 'StripeEventReceived', schemaVersion: EVENT_SCHEMA_VERSIONS.StripeEventReceived, data, metadata: factMetadata({ correlationId: stripeEventId, causationId: null }) }],
  });
  return stripeEventId;
}

/** A referral of `email`, recorded `daysAgo` days before the database's now (the store stamps its own time, so it is appended as recorded then). */
async function referral(email: string, daysAgo: number): Promise<string> {
  const id = uuidv7();
  const data = { submissionId: id, row: 1, referrer: { name: 'Priya Shah', email: 'priya@brightsales.com' }, referred: { name: 'Ana Ruiz', email, title: 'VP Sales', company: 'Acme' } };
  await t.db.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, schema_version, data, metadata, recorded_at)
     VALUES ($1, $2, 1, 'ReferralSubmitted', $3, $4, '{}', now() - make_interval(days => $5))`,
    [id, personStreams.referredPerson(email), EVENT_SCHEMA_VERSIONS.ReferralSubmitted, data, daysAgo],
  );
  return id;
}

describe('the alerts of what is left waiting', () => {
  // What waits is judged against the present, in which the log records it.
  ownStack(async () => {
    now = await databaseTime();
  });

  it('alerts once for the Stripe delivery that holds the others back and for an erasure overdue, naming no address', async () => {
    const stripeEventId = await stripeDelivery();
    const behind = await stripeDelivery();
    const { rows } = await t.db.query<{ id: string }>(`INSERT INTO privacy.erasures (id, address_key, source) VALUES ($1, 'key', 'admin') RETURNING id`, [randomUUID()]);
    const later = await databaseTime(2);
    await t.http().post('/api/admin/operations/notifications').set('cookie', t.cookie).send({ kind: 'visitors', enabled: true }).expect(200);
    for (const kind of ['contacts', 'purchases', 'weekly-digest']) {
      await t.http().post('/api/admin/operations/notifications').set('cookie', t.cookie).send({ kind, enabled: false }).expect(200);
    }
    now = later;
    await everyWorkerLooks();
    await everyWorkerLooks();
    const alerts = subjects().filter((subject) => subject.includes(stripeEventId) || subject.includes(behind) || subject.includes(rows[0].id));
    expect(alerts).toEqual([`Pitchlens alert: Stripe delivery ${stripeEventId} not acted on`, `Pitchlens alert: erasure ${rows[0].id} overdue`].sort());
    expect(adminMails().find((mail) => mail.subject.includes(stripeEventId))?.text).toContain('2 deliveries are waiting over 15 minutes, this one first');
    for (const mail of adminMails()) expect(mail.text).not.toMatch(/@(?!pitchlens)/);
  });

  it('alerts once for a gift card not marked paid 24 hours after its demo, only while that alert is on', async () => {
    const owed = await referral('ana@acme-overdue.io', 3);
    const paid = await referral('bo@globex-overdue.io', 3);
    await until(async () => (await t.get<AdminReferralsResponse>('/api/admin/referrals')).referrals.filter((r) => [owed, paid].includes(r.referralId)).length === 2, 'the referrals projected');
    const demoAt = new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString();
    for (const id of [owed, paid]) await t.http().post(`/api/admin/referrals/${id}/demo-attended`).set('cookie', t.cookie).send({ attendedAt: demoAt, recordedBy: 'ops@pitchlens.example' }).expect(202);
    await until(async () => (await t.get<AdminReferralsResponse>('/api/admin/referrals')).referrals.filter((r) => [owed, paid].includes(r.referralId) && r.demoAttendedAt).length === 2, 'the demos projected');
    await t.http().post(`/api/admin/referrals/${paid}/payout-paid`).set('cookie', t.cookie).send({ paidBy: 'ops@pitchlens.example' }).expect(202);
    await until(async () => (await t.get<AdminReferralsResponse>('/api/admin/referrals')).referrals.length > 0 && (await overduePayouts(t.db, new Date())).every((p) => p.referralId !== paid), 'the payment projected');
    const about = () => subjects().filter((subject) => subject.includes(owed) || subject.includes(paid));

    await t.http().post('/api/admin/operations/notifications').set('cookie', t.cookie).send({ kind: 'payout-overdue', enabled: false }).expect(200);
    await everyWorkerLooks();
    expect(about()).toEqual([]);
    await t.http().post('/api/admin/operations/notifications').set('cookie', t.cookie).send({ kind: 'payout-overdue', enabled: true }).expect(200);
    await everyWorkerLooks();
    await everyWorkerLooks();
    expect(about()).toEqual([`Pitchlens alert: referral gift card overdue (${owed})`]);
    for (const mail of adminMails()) expect(mail.text).not.toMatch(/@(?!pitchlens)/);
  });
});
