import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { EVENT_SCHEMA_VERSIONS, factMetadata, streams, type EventOfType } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { EventReader, EventStore, type RecordedEvent } from '@pitchlens/event-store';
import { createStripeEmulator, type StripeEmulator } from '@pitchlens/stripe-emulator';
import type { Pool } from 'pg';
import Stripe from 'stripe';
import { browserConfirm } from '../../../../libs/stripe-emulator/src/test-support/browser';
import { LOST_DECLINES_LOCK_KEY, recordLostDeclines } from './lost-declines';
import { PaymentsReactor } from './payments-reactor';
import { factId } from './stripe-facts';

/**
 * A log an older payments reactor left behind: a card declined, then retried
 * at once, has its payment recorded but not its decline (the intent was
 * re-read as succeeded). The worker's catch-up at start records the decline
 * from the event Stripe still keeps, once.
 */
const DAY = 86_400;
const EMAIL = 'lost.decline@example.com';

let db: TestDatabase;
let pool: Pool;
let store: EventStore;
let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = createStripeEmulator();
  await emulator.listen();
  stripe = new Stripe('sk_test_worker', { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
});

afterAll(() => emulator?.close());

// A log per test: the catch-up reads every delivery in the log, and each test counts what it looked up.
beforeEach(async () => {
  db = await createTestDatabase('lost_declines');
  pool = createPool(db.url, { max: 4 });
  store = new EventStore(pool);
});

afterEach(async () => {
  await pool?.end();
  await db?.drop();
});

type Delivery = RecordedEvent<EventOfType<'StripeEventReceived'>>;

/** A Stripe delivery recorded as the API records it, read back from the log. */
async function received(event: { id: string; type: string; created: number }, objectId: string, objectType = 'payment_intent'): Promise<Delivery> {
  const streamId = streams.stripeEvent(event.id);
  await store.append({
    streamId,
    events: [
      {
        eventId: randomUUID(),
        type: 'StripeEventReceived',
        schemaVersion: EVENT_SCHEMA_VERSIONS.StripeEventReceived,
        data: { stripeEventId: event.id, type: event.type, objectId, objectType, created: event.created, livemode: false },
        metadata: factMetadata({ correlationId: `req-${event.id}`, causationId: event.id }),
      },
    ],
  });
  const [delivery] = await new EventReader(pool).readStream(streamId);
  return delivery as Delivery;
}

/** The event Stripe sent of that type about that object. */
function stripeEvent(type: string, objectId: string) {
  const found = emulator.events().find((e) => e.type === type && e.data.object.id === objectId);
  if (!found) throw new Error(`Stripe sent no ${type} for ${objectId}`);
  return found;
}

async function failures(): Promise<{ event_id: string; data: Record<string, unknown>; metadata: Record<string, unknown> }[]> {
  return (await pool.query(`SELECT event_id::text, data, metadata FROM event_store.events WHERE type = 'PaymentFailed' ORDER BY global_position`)).rows;
}

it('records the decline a retry hid, from Stripe’s event, once; leaves alone what Stripe no longer has', async () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const reactor = new PaymentsReactor(stripe, store);
  const intent = await stripe.paymentIntents.create({
    amount: 49_700,
    currency: 'usd',
    metadata: { product: 'framework_session', email: EMAIL, sessionId: 'session-lost-decline1' },
  });
  expect((await browserConfirm(emulator.url, intent.client_secret as string, '4000000000000002')).status).toBe(402);
  expect((await browserConfirm(emulator.url, intent.client_secret as string)).status).toBe(200);
  const declined = stripeEvent('payment_intent.payment_failed', intent.id);
  const declineDelivery = await received(declined, intent.id);
  // The older reactor recorded the payment from this one, and nothing from the decline.
  await reactor.apply([await received(stripeEvent('payment_intent.succeeded', intent.id), intent.id)]);
  // A decline Stripe never had, and one older than the 30 days Stripe keeps events.
  await received({ id: 'evt_unknown_to_stripe', type: 'payment_intent.payment_failed', created: emulator.now() }, intent.id);
  await received({ id: 'evt_long_forgotten', type: 'payment_intent.payment_failed', created: emulator.now() - 31 * DAY }, intent.id);

  const other = await pool.connect();
  try {
    await other.query('SELECT pg_advisory_lock(hashtext($1))', [LOST_DECLINES_LOCK_KEY]);
    expect(await recordLostDeclines(pool, reactor, emulator.now())).toBeNull();
    expect(await failures()).toEqual([]);
  } finally {
    await other.query('SELECT pg_advisory_unlock(hashtext($1))', [LOST_DECLINES_LOCK_KEY]);
    other.release();
  }

  expect(await recordLostDeclines(pool, reactor, emulator.now())).toBe(2);
  const expected = [
    {
      event_id: factId(`payment-failed/${declined.id}`),
      data: { product: 'framework_session', reason: 'Your card was declined.', paymentIntentId: intent.id, invoiceId: null, email: EMAIL, amountCents: 49_700, currency: 'usd' },
      metadata: expect.objectContaining({ sessionId: 'session-lost-decline1', occurredAt: new Date(declined.created * 1000).toISOString(), causationId: declineDelivery.eventId }),
    },
  ];
  expect(await failures()).toEqual(expected);
  expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('evt_unknown_to_stripe')]);

  // Again (a restart): only the event Stripe does not have is looked up, and nothing is stored twice.
  expect(await recordLostDeclines(pool, reactor, emulator.now())).toBe(1);
  expect(await failures()).toEqual(expected);
  warn.mockRestore();
});

it("records a trial's card that could not be saved, which an older reactor did not record at all", async () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const reactor = new PaymentsReactor(stripe, store);
  const setup = await stripe.setupIntents.create({ metadata: { product: 'premium_trial', email: EMAIL, sessionId: 'session-lost-decline2' } });
  expect((await browserConfirm(emulator.url, setup.client_secret as string, '4000000000000002', 'setup_intents')).status).toBe(402);
  const declined = stripeEvent('setup_intent.setup_failed', setup.id);
  await received(declined, setup.id, 'setup_intent');
  // A decline Stripe never had, looked up again beside it each time.
  await received({ id: 'evt_unknown_to_stripe', type: 'setup_intent.setup_failed', created: emulator.now() }, setup.id, 'setup_intent');

  expect(await recordLostDeclines(pool, reactor, emulator.now())).toBe(2);
  const trialFailures = async () => (await failures()).filter((failure) => failure.data.product === 'premium_trial');
  const expected = [
    {
      event_id: factId(`payment-failed/${declined.id}`),
      data: { product: 'premium_trial', reason: 'Your card was declined.', paymentIntentId: null, invoiceId: null, email: EMAIL, amountCents: 0, currency: 'usd' },
      metadata: expect.objectContaining({ sessionId: 'session-lost-decline2', occurredAt: new Date(declined.created * 1000).toISOString() }),
    },
  ];
  expect(await trialFailures()).toEqual(expected);
  expect(await recordLostDeclines(pool, reactor, emulator.now())).toBe(1);
  expect(await trialFailures()).toEqual(expected);
  warn.mockRestore();
});
