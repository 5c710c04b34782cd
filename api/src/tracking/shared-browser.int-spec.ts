import { randomBytes } from 'node:crypto';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import type { AdminContact, PersonExport, ProjectorStatusResponse, TimelineEntry } from '@pitchlens/contracts';
import { findPersonEvents } from '@pitchlens/event-store';
import { until } from '../../../worker/test/child-process';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { buyFrameworkSession, type Person } from '../../test/privacy/journeys';
import { figuresOf } from '../../test/figures-of';

/**
 * Two people on one browser, through the real API and worker: Ann comes
 * from campaign X and names herself, then Bo names himself on the same
 * session, comes from campaign Y, goes further and buys (as himself, then
 * without an address); then Ann names
 * herself again. Each keeps their own acts (README "Who"), in every figure,
 * timeline, export and the erasure's finding, and a replay of every
 * projector gives the same answer.
 */
const SLOW = 240_000;
const SESSION = 'sh4redBrowser01';

const ann: Person = { email: 'ann.quill@shared-browser.example', firstName: 'Ann', lastName: 'Quill' };
const bo: Person = { email: 'bo.reyes@shared-browser.example', firstName: 'Bo', lastName: 'Reyes' };
const X = { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'spring-x' };
const Y = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn-y' };

let stack: PaymentsStack<AdminTestApp>;
/** The ids of the events each person's calls recorded. */
const calls = { ann: [] as string[], bo: [] as string[] };

const admin = () => ({
  get: (path: string) => stack.http().get(path).set('cookie', stack.api.cookie),
  post: (path: string, body: object) => stack.http().post(path).set('cookie', stack.api.cookie).send(body),
});

/** Every projector has read the whole log. */
async function caughtUp(): Promise<void> {
  await until(async () => {
    const res = await admin().get('/api/admin/operations/projectors');
    return res.status === 200 && (res.body as ProjectorStatusResponse[]).every((p) => p.eventsBehind === 0);
  }, 'the projectors to catch up');
}

beforeAll(async () => {
  const queuePrefix = `test-shared-browser-${randomBytes(4).toString('hex')}`;
  stack = await startPaymentsStack(() => startAdminTestApp('shared_browser', { STRIPE_EMULATOR_PORT: '0', QUEUE_PREFIX: queuePrefix }), { queuePrefix });
  const track = async (whose: string[], route: string, body: object) => {
    const res = await stack.http().post(route).send({ sessionId: SESSION, ...body }).expect(201);
    whose.push(...(res.body.eventIds as string[]));
  };
  await track(calls.ann, '/api/track-page-view', { path: '/', ...X });
  await track(calls.ann, '/api/track-contact', { email: ann.email, firstName: ann.firstName, currentFunnelStep: 'landing' });
  await track(calls.bo, '/api/track-contact', { email: bo.email, firstName: bo.firstName });
  await track(calls.bo, '/api/track-page-view', { path: '/pricing', ...Y });
  await track(calls.bo, '/api/track-funnel-step', { step: 'trial_checkout' });
  // Bo buys twice: as himself, and once more without giving an address.
  await buyFrameworkSession(stack.http, stack.emulatorUrl, bo, SESSION);
  const unnamed = await stack.http().post('/api/create-framework-payment').send({ sessionId: SESSION }).expect(200);
  expect((await browserConfirm(stack.emulatorUrl, unnamed.body.clientSecret as string)).body.status).toBe('succeeded');
  // Stripe's confirmations record the payments and Bo's steps before Ann comes back.
  await until(async () => {
    const { rows } = await stack.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'FunnelStepReached' AND data->>'step' = 'completed' AND metadata->>'sessionId' = $1`,
      [SESSION],
    );
    return rows[0].n === 2;
  }, 'the payments to be recorded');
  await stack.settle();
  await track(calls.ann, '/api/track-contact', { email: ann.email });
  await track(calls.ann, '/api/track-page-view', { path: '/features' });
  await caughtUp();
}, SLOW);

afterAll(async () => {
  await stack?.close();
});

async function contacts(): Promise<AdminContact[]> {
  return (await admin().get('/api/contacts?includeAnonymous=true&pageSize=100').expect(200)).body.contacts as AdminContact[];
}

const contactOf = async (person: Person) => (await contacts()).find((c) => c.email === person.email) as AdminContact;

/** Of the tracking calls' events, those a contact's timeline (or export) holds, in recording order. */
const ofCalls = (ids: string[]) => [...calls.ann, ...calls.bo].filter((id) => ids.includes(id));

async function timeline(person: Person): Promise<TimelineEntry[]> {
  return (await admin().get(`/api/admin/contacts/${(await contactOf(person)).id}/timeline`).expect(200)).body.events as TimelineEntry[];
}

/** Everything the dashboard shows of the two of them. */
async function figures(): Promise<Record<string, unknown>> {
  const shown: Record<string, unknown> = { contacts: await contacts() };
  for (const path of ['/api/admin/summary', '/api/admin/funnel', '/api/admin/utm', '/api/admin/revenue']) shown[path] = figuresOf((await admin().get(path).expect(200)).body);
  // Emails go out on the email reactor's clock, not the replay's: their outcomes may arrive between two looks.
  for (const person of [ann, bo]) shown[person.email] = (await timeline(person)).filter((e) => e.type !== 'EmailSent' && e.type !== 'EmailFailed');
  return shown;
}

it(
  'keeps each person’s acts on a shared browser theirs: touches, steps, timelines, exports, revenue, and after a replay',
  async () => {
    const [annRow, boRow] = [await contactOf(ann), await contactOf(bo)];
    expect([annRow.utmCampaign, annRow.lastUtmCampaign, annRow.utmSource]).toEqual(['spring-x', 'spring-x', 'linkedin']);
    expect([boRow.utmCampaign, boRow.lastUtmCampaign, boRow.utmSource]).toEqual(['autumn-y', 'autumn-y', 'newsletter']);
    expect([annRow.currentFunnelStep, boRow.currentFunnelStep]).toEqual(['landing', 'completed']);

    const summary = (await admin().get('/api/admin/summary').expect(200)).body;
    expect(summary).toMatchObject({ totalContacts: 2, identifiedContacts: 2 });
    const funnel = (await admin().get('/api/admin/funnel').expect(200)).body as { steps: { step: string; contacts: number; reachedOrBeyond: number }[] };
    const reached = Object.fromEntries(funnel.steps.map((s) => [s.step, [s.contacts, s.reachedOrBeyond]]));
    expect(reached).toMatchObject({ landing: [1, 2], trial_checkout: [1, 1], completed: [1, 1] });

    const [annTimeline, boTimeline] = [await timeline(ann), await timeline(bo)];
    expect(ofCalls(annTimeline.map((e) => e.eventId))).toEqual(calls.ann);
    expect(ofCalls(boTimeline.map((e) => e.eventId))).toEqual(calls.bo);
    expect(annTimeline.map((e) => e.type)).not.toContain('PaymentSucceeded');
    expect(boTimeline.filter((e) => e.type === 'PaymentSucceeded')).toHaveLength(2);

    // The access export of each, and what an erasure of each would rewrite.
    for (const [person, own, other] of [
      [ann, calls.ann, calls.bo],
      [bo, calls.bo, calls.ann],
    ] as const) {
      const exported = (await admin().get(`/api/admin/contacts/${(await contactOf(person)).id}/export`).expect(200)).body as PersonExport;
      expect(ofCalls(exported.events.map((e) => e.eventId))).toEqual(own);
      const erasable = (await findPersonEvents(stack.api.db, { email: person.email, sessionIds: [] })).events.map((e) => e.eventId);
      expect(ofCalls(erasable)).toEqual(own);
      expect(erasable.filter((id) => other.includes(id))).toEqual([]);
    }

    // Bo paid after he took the browser over, once as himself and once as nobody: both are his, though the browser is Ann's again.
    const revenue = (await admin().get('/api/admin/revenue').expect(200)).body;
    expect(revenue.bySource).toEqual([{ product: 'framework_session', source: 'newsletter', payments: 2, amountCents: 99_400, refundedCents: 0, netCents: 99_400 }]);

    const before = await figures();
    const queued = await admin().post('/api/admin/operations/replay', { projector: 'all' }).expect(202);
    await until(
      async () => (await admin().get(`/api/admin/operations/replay/${queued.body.jobId}`).expect(200)).body.state === 'completed',
      'the replay',
      120_000,
    );
    expect(await figures()).toEqual(before);
  },
  SLOW,
);
