import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { advanceEmulatorTime } from '../../test/emulator-clock';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { startTestApp, type browserRequest, type TestApp } from '../../test/test-app';
import { FounderPlaces } from './domain/founder-places';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * A premium checkout abandoned at the card step, end to end: the API makes the subscription,
 * nobody pays, Stripe's billing clock (the emulator's) passes 23 hours, Stripe ends the
 * subscription and says so by webhook, and the worker records one CheckoutExpired: no money,
 * no subscription started, no founder place taken.
 */
const HOUR = 3_600;

let stack: PaymentsStack<TestApp>;
let api: TestApp;
let emulatorUrl: string;
let http: () => ReturnType<typeof browserRequest>;
let settle: () => Promise<void>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startTestApp('checkout_expiry', { STRIPE_EMULATOR_PORT: '0' }));
  ({ api, emulatorUrl, http, settle } = stack);
});

afterAll(() => stack?.close());

async function facts(where: string, params: unknown[]): Promise<{ type: string; data: Record<string, unknown>; session: string | null }[]> {
  const { rows } = await api.db.query<{ type: string; data: Record<string, unknown>; session: string | null }>(
    `SELECT type, data, metadata->>'sessionId' AS session FROM event_store.events WHERE ${where} ORDER BY global_position`,
    params,
  );
  return rows;
}

const received = (objectId: string) => facts(`type = 'StripeEventReceived' AND data->>'objectId' = $1`, [objectId]);

it('an unpaid founder checkout: after 23 hours one CheckoutExpired, and nothing started, paid or counted', async () => {
  const sessionId = 'session-abandoned-01';
  const created = await http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', email: 'Abandoned@Example.com', sessionId }).expect(200);
  const { subscriptionId, clientSecret } = created.body as { subscriptionId: string; clientSecret: string };
  await until(async () => (await received(subscriptionId)).length > 0, 'the subscription’s creation to be delivered', 20_000);
  await settle();

  await advanceEmulatorTime(emulatorUrl, 22 * HOUR);
  await settle();
  expect(await facts(`type = 'CheckoutExpired'`, [])).toEqual([]);

  await advanceEmulatorTime(emulatorUrl, HOUR);
  await until(async () => (await facts(`type = 'CheckoutExpired'`, [])).length > 0, 'the CheckoutExpired fact', 20_000);
  const invoiceId = (await api.app.get(StripeGateway).stripe.subscriptions.retrieve(subscriptionId)).latest_invoice as string;
  // Stripe's deliveries of the expiry: the subscription's update and its invoice voided.
  await until(async () => (await received(invoiceId)).some((e) => e.data.type === 'invoice.voided'), 'invoice.voided to be delivered', 20_000);
  await settle();

  expect(await facts(`type = 'CheckoutExpired'`, [])).toEqual([
    { type: 'CheckoutExpired', data: { subscriptionId, plan: 'premium_monthly', email: 'abandoned@example.com' }, session: sessionId },
  ]);
  const started = await facts(`type IN ('SubscriptionStarted', 'TrialStarted', 'PaymentSucceeded', 'InvoicePaid', 'SubscriptionCancelled', 'SubscriptionUpdated')`, []);
  expect(started).toEqual([]);
  expect(await facts(`type = 'FunnelStepReached' AND data->>'step' IN ('premium_purchase_success', 'completed')`, [])).toEqual([]);
  const revenue = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM read_model.revenue_daily`);
  expect(revenue.rows[0].n).toBe(0);
  expect(await api.app.get(FounderPlaces).taken()).toBe(0);

  // The page's client secret can no longer pay: Stripe canceled the invoice's PaymentIntent.
  expect((await browserConfirm(emulatorUrl, clientSecret)).status).toBe(400);
  // Naming a buyer for it is told the checkout expired, not a server error.
  const late = await http().post('/api/checkout-buyer').send({ clientSecret, subscriptionId, email: 'late@example.com', sessionId }).expect(409);
  expect(late.body.fields).toEqual([{ field: 'clientSecret', message: 'belongs to a checkout that has expired: start it again' }]);
  await settle();
  expect(await facts(`type = 'CheckoutExpired'`, [])).toHaveLength(1);
});
