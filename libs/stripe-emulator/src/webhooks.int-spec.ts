import Stripe from 'stripe';
import { STRIPE_API_VERSION, createStripeEmulator, type StripeEmulator } from './index';
import { SECRET_KEY, browserConfirm } from './test-support/browser';
import { startWebhookReceiver, type WebhookReceiver } from './test-support/webhook-receiver';

const SECRET = 'whsec_test_webhooks';

describe('Stripe emulator: signed webhook delivery', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    receiver = await startWebhookReceiver(SECRET);
    emulator = createStripeEmulator({ retry: { baseDelayMs: 10, maxDelayMs: 50, maxAttempts: 5 } });
    await emulator.listen();
    emulator.setWebhookEndpoint(receiver.url, SECRET);
    stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
  });
  afterEach(async () => {
    await emulator.close();
    await receiver.close();
  });

  it('delivers every event once, each verified by stripe.webhooks.constructEvent', async () => {
    const cus = await stripe.customers.create({ email: 'hooks@example.com' });
    const pi = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd', customer: cus.id });
    await browserConfirm(emulator.url, pi.client_secret as string, '4242424242424242');
    await emulator.waitForWebhooks();

    expect(receiver.rejected).toBe(0);
    const types = receiver.events.map((e) => e.type).sort();
    expect(types).toEqual(['charge.succeeded', 'customer.created', 'payment_intent.created', 'payment_intent.succeeded']);
    expect(receiver.events.map((e) => e.id).sort()).toEqual(emulator.events().map((e) => e.id).sort());
    for (const e of receiver.events) expect(e).toMatchObject({ object: 'event', livemode: false, api_version: STRIPE_API_VERSION });
    expect(emulator.deliveries().every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
  });

  it('retries a failing receiver with backoff until it answers 2xx', async () => {
    receiver.failNext(3);
    await stripe.customers.create({ email: 'retry@example.com' });
    await emulator.waitForWebhooks();
    expect(receiver.failed).toBe(3);
    expect(receiver.events.map((e) => e.type)).toEqual(['customer.created']);
    expect(emulator.deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 4, lastStatus: 200 });
  });

  it('gives up after the bounded number of attempts', async () => {
    receiver.failNext(100);
    await stripe.customers.create({ email: 'down@example.com' });
    await emulator.waitForWebhooks();
    expect(emulator.deliveries()[0]).toMatchObject({ status: 'failed', attempts: 5, lastStatus: 500 });
  });

  it('rejects deliveries signed for another secret (the receiver must verify)', async () => {
    emulator.setWebhookEndpoint(receiver.url, 'whsec_wrong');
    await stripe.customers.create({ email: 'wrong@example.com' });
    await receiver.waitFor(() => receiver.rejected > 0);
    expect(receiver.events).toHaveLength(0);
  });

  it('sends only enabled event types when the endpoint lists them', async () => {
    emulator.setWebhookEndpoint(receiver.url, SECRET, ['payment_intent.succeeded']);
    const pi = await stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', confirm: true, payment_method: 'pm_card_visa' });
    await emulator.waitForWebhooks();
    expect(receiver.events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    expect((receiver.events[0] as Stripe.PaymentIntentSucceededEvent).data.object.id).toBe(pi.id);
  });

  it('serves events over the API: retrieve and list by type', async () => {
    await stripe.customers.create({ email: 'events@example.com' });
    const list = await stripe.events.list({ type: 'customer.*' });
    expect(list.data.map((e) => e.type)).toEqual(['customer.created']);
    const one = await stripe.events.retrieve(list.data[0].id);
    expect(one).toMatchObject({ id: list.data[0].id, type: 'customer.created', api_version: STRIPE_API_VERSION });
    await emulator.waitForWebhooks();
  });
});
