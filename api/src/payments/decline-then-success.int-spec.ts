import type { AdminRevenueResponse, ContactTimelineResponse } from '@pitchlens/contracts';
import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';

/**
 * A buyer whose card is declined tries another at once, and it goes through.
 * The worker reads the decline's delivery only after the retry succeeded (as
 * when it is behind, or the retry is quick): the buyer's history must still
 * show the decline Stripe reported, before the payment, each with its amount,
 * and the revenue counts the one payment.
 */
const EMAIL = 'retry.buyer@example.com';
const SESSION = 'session-decline-retry1';

let stack: PaymentsStack<AdminTestApp>;
let api: AdminTestApp;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startAdminTestApp('decline_retry', { STRIPE_EMULATOR_PORT: '0' }));
  api = stack.api;
});

afterAll(() => stack?.close());

/** The Stripe deliveries about one PaymentIntent the API has recorded, by type. */
async function deliveries(paymentIntentId: string): Promise<string[]> {
  const { rows } = await api.db.query<{ type: string }>(
    `SELECT data->>'type' AS type FROM event_store.events WHERE type = 'StripeEventReceived' AND data->>'objectId' = $1`,
    [paymentIntentId],
  );
  return rows.map((row) => row.type);
}

const admin = (path: string) => stack.http().get(path).set('cookie', api.cookie).expect(200);

it('a declined card retried at once: the decline, then the payment, on the buyer’s timeline, each of $497; $497 of revenue', async () => {
  const created = await stack.http().post('/api/create-framework-payment').send({ sessionId: SESSION }).expect(200);
  const { clientSecret } = created.body as { clientSecret: string };
  const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  await stack.http().post('/api/checkout-buyer').send({ clientSecret, email: EMAIL, sessionId: SESSION }).expect(200);

  await stack.restartWorker(async () => {
    expect((await browserConfirm(stack.emulatorUrl, clientSecret, '4000000000000002')).status).toBe(402);
    expect((await browserConfirm(stack.emulatorUrl, clientSecret)).status).toBe(200);
    await until(async () => {
      const types = await deliveries(paymentIntentId);
      return types.includes('payment_intent.payment_failed') && types.includes('payment_intent.succeeded');
    }, 'both deliveries to be recorded');
  });
  await stack.settle();

  let contactId: string | undefined;
  await until(async () => {
    contactId = (await api.db.query<{ id: string }>(`SELECT id::text FROM read_model.contacts WHERE email = $1`, [EMAIL])).rows[0]?.id;
    return contactId !== undefined;
  }, 'the buyer’s contact');
  const timeline = (await admin(`/api/admin/contacts/${contactId}/timeline`)).body as ContactTimelineResponse;
  // Newest first.
  const payments = timeline.events.filter((event) => event.type === 'PaymentFailed' || event.type === 'PaymentSucceeded');
  expect(payments.map(({ type, summary, data }) => ({ type, summary, amountCents: data.amountCents }))).toEqual([
    { type: 'PaymentSucceeded', summary: 'Paid 497.00 USD for framework_session', amountCents: 49_700 },
    { type: 'PaymentFailed', summary: 'Payment of 497.00 USD for framework_session failed: Your card was declined.', amountCents: 49_700 },
  ]);
  const [succeeded, failed] = payments;
  expect(Date.parse(failed.at)).toBeLessThanOrEqual(Date.parse(succeeded.at));
  expect(failed.data).toMatchObject({ paymentIntentId, email: EMAIL, currency: 'usd' });

  await until(async () => ((await admin('/api/admin/revenue')).body as AdminRevenueResponse).totalPayments > 0, 'the revenue projector');
  const revenue = (await admin('/api/admin/revenue')).body as AdminRevenueResponse;
  expect(revenue).toMatchObject({ totalPayments: 1, totalAmountCents: 49_700, products: [expect.objectContaining({ product: 'framework_session', payments: 1, amountCents: 49_700 })] });
});
