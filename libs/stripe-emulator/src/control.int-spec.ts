import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './index';
import { SECRET_KEY } from './test-support/browser';
import { startWebhookReceiver, type WebhookReceiver } from './test-support/webhook-receiver';

/** The HTTP controls a separate process (e2e stack, `npm start`) uses instead of the JS API. */
describe('Stripe emulator: HTTP controls for out-of-process use', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let receiver: WebhookReceiver;
  const control = (path: string, body: string): Promise<Response> =>
    fetch(`${emulator.url}/_emulator/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body });

  beforeAll(async () => {
    receiver = await startWebhookReceiver('whsec_control');
    emulator = createStripeEmulator();
    await emulator.listen();
    stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });

  it('sets the webhook endpoint and advances the billing clock to end a trial', async () => {
    expect((await control('webhook_endpoint', `url=${encodeURIComponent(receiver.url)}&secret=whsec_control`)).status).toBe(200);
    const cus = await stripe.customers.create({ email: 'control@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: cus.id });
    const product = await stripe.products.create({ name: 'Pitchlens monthly' });
    const sub = await stripe.subscriptions.create({
      customer: cus.id,
      default_payment_method: pm.id,
      trial_period_days: 14,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 7_900, recurring: { interval: 'month' } } }],
    });
    const before = emulator.now();
    const res = await control('advance_time', `seconds=${15 * 86_400}`);
    expect(((await res.json()) as { now: number }).now).toBeGreaterThanOrEqual(before + 15 * 86_400);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    await receiver.waitFor((events) => events.some((e) => e.type === 'invoice.paid' && (e.data.object as Stripe.Invoice).amount_paid === 7_900));
    const deliveries = (await (await fetch(`${emulator.url}/_emulator/deliveries`, { headers: { Authorization: `Bearer ${SECRET_KEY}` } })).json()) as unknown[];
    expect(deliveries.length).toBeGreaterThan(0);
  });

  it('refuses controls without the secret key', async () => {
    const res = await fetch(`${emulator.url}/_emulator/advance_time`, { method: 'POST', body: 'seconds=1&key=pk_test_x' });
    expect(res.status).toBe(401);
  });
});
