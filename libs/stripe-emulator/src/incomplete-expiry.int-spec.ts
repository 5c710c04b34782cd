import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './index';
import { SECRET_KEY, browserConfirm } from './test-support/browser';
import { startWebhookReceiver, type WebhookReceiver } from './test-support/webhook-receiver';

const HOUR = 3_600;
const SECRET = 'whsec_test_expiry';

/** A first invoice left unpaid for 23 hours ends its subscription, as on Stripe. */
describe('Stripe emulator: incomplete subscriptions expire after 23 hours', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    receiver = await startWebhookReceiver(SECRET);
    emulator = createStripeEmulator({ webhookUrl: receiver.url, webhookSecret: SECRET, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
    await emulator.listen();
    stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
  });
  afterEach(async () => {
    await emulator.close();
    await receiver.close();
  });

  async function checkout(): Promise<{ sub: Stripe.Subscription; invoice: Stripe.Invoice; clientSecret: string }> {
    const customer = await stripe.customers.create({ email: 'abandoned@example.com' });
    const product = await stripe.products.create({ name: 'Founder' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 5_900, recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = sub.latest_invoice as Stripe.Invoice;
    return { sub, invoice, clientSecret: invoice.confirmation_secret?.client_secret as string };
  }

  it('is still payable at 22 h 59 min; at 23 h it is incomplete_expired, its invoice void and its payment canceled', async () => {
    const { sub, invoice, clientSecret } = await checkout();
    expect(emulator.advanceTime(23 * HOUR - 60)).toEqual([]);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');

    const events = emulator.advanceTime(60);
    expect(events.map((e) => e.type)).toEqual(['invoice.voided', 'payment_intent.canceled', 'customer.subscription.updated']);
    const updated = events[2] as unknown as Stripe.CustomerSubscriptionUpdatedEvent;
    const at = updated.created;
    expect(updated.data.object).toMatchObject({ id: sub.id, status: 'incomplete_expired', canceled_at: at, ended_at: at });
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete' });

    const expired = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(expired.status).toBe('incomplete_expired');
    expect(expired.latest_invoice).toMatchObject({ id: invoice.id, status: 'void', status_transitions: { voided_at: at } });
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, expand: ['data.payment.payment_intent'] });
    expect(payments.data[0]).toMatchObject({ status: 'canceled', payment: { payment_intent: { status: 'canceled', cancellation_reason: 'void_invoice' } } });

    // The page's client secret can no longer pay, and the subscription is over for good.
    const late = await browserConfirm(emulator.url, clientSecret, '4242424242424242');
    expect(late.status).toBe(400);
    await expect(stripe.subscriptions.update(sub.id, { metadata: { email: 'late@example.com' } })).rejects.toMatchObject({ statusCode: 400 });
    expect(emulator.advanceTime(40 * 86_400)).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: expired.customer as string, status: 'ended' })).data.map((s) => s.id)).toEqual([sub.id]);
  });

  it('delivers the expiry by signed webhook: invoice.voided and customer.subscription.updated (no .deleted)', async () => {
    const { sub, invoice } = await checkout();
    emulator.advanceTime(23 * HOUR);
    await receiver.waitFor((events) => events.some((e) => e.type === 'customer.subscription.updated' && e.data.object.id === sub.id));
    await emulator.waitForWebhooks();
    expect(receiver.rejected).toBe(0);
    const types = receiver.events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['invoice.voided', 'payment_intent.canceled', 'customer.subscription.updated']));
    expect(types).not.toContain('customer.subscription.deleted');
    const voided = receiver.events.find((e) => e.type === 'invoice.voided') as Stripe.InvoiceVoidedEvent;
    expect(voided.data.object).toMatchObject({ id: invoice.id, status: 'void' });
  });

  it('leaves paid and trialing subscriptions alone', async () => {
    const { sub, clientSecret } = await checkout();
    expect((await browserConfirm(emulator.url, clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    const customer = await stripe.customers.create({ email: 'trial@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const product = await stripe.products.create({ name: 'Trial' });
    const trial = await stripe.subscriptions.create({
      customer: customer.id,
      default_payment_method: pm.id,
      trial_period_days: 14,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 7_900, recurring: { interval: 'month' } } }],
    });
    expect(emulator.advanceTime(24 * HOUR).map((e) => e.type)).not.toContain('invoice.voided');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect((await stripe.subscriptions.retrieve(trial.id)).status).toBe('trialing');
  });
});
