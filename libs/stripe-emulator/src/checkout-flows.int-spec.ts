import Stripe from 'stripe';
import { STRIPE_API_VERSION, createStripeEmulator, type StripeEmulator } from './index';
import { SECRET_KEY, browserConfirm } from './test-support/browser';
import { startWebhookReceiver, type WebhookReceiver } from './test-support/webhook-receiver';

const WEBHOOK_SECRET = 'whsec_test_flows';
const DAY = 86_400;

/**
 * The four Pitchlens checkouts (issue 5), driven only through the official SDK (server side) and
 * the publishable-key routes the stand-in Stripe.js calls (browser side).
 */
describe('Stripe emulator: checkout flows through the official SDK', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let receiver: WebhookReceiver;
  let key = 0;
  const idem = (): { idempotencyKey: string } => ({ idempotencyKey: `test-${Date.now()}-${++key}` });

  beforeAll(async () => {
    receiver = await startWebhookReceiver(WEBHOOK_SECRET);
    emulator = createStripeEmulator({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, retry: { baseDelayMs: 20, maxDelayMs: 200 } });
    await emulator.listen();
    stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
  });

  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });

  async function customer(email: string): Promise<Stripe.Customer> {
    return stripe.customers.create({ email, name: 'Test Buyer', metadata: { contactId: 'c-1' } }, idem());
  }

  /** Every delivery verified, and each event id delivered once. */
  async function settled(): Promise<void> {
    await emulator.waitForWebhooks();
    expect(receiver.rejected).toBe(0);
    const ids = receiver.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  }

  function typesFor(objectIds: string[]): string[] {
    return receiver.events
      .filter((e) => {
        const obj = e.data.object as unknown as Record<string, unknown>;
        const parent = (obj.parent as { subscription_details?: { subscription?: string } } | undefined)?.subscription_details?.subscription;
        return objectIds.includes(String(obj.id)) || objectIds.includes(String(obj.customer)) || (parent !== undefined && objectIds.includes(parent));
      })
      .map((e) => e.type);
  }

  it('exports the SDK pinned API version', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(emulator.sdkConfig()).toMatchObject({ protocol: 'http', host: '127.0.0.1', apiVersion: Stripe.API_VERSION });
  });

  it('framework session: $497 PaymentIntent paid in the browser with 4242', async () => {
    const cus = await customer('session@example.com');
    const pi = await stripe.paymentIntents.create(
      { amount: 49_700, currency: 'usd', customer: cus.id, description: 'Framework session', metadata: { offer: 'framework-session' }, automatic_payment_methods: { enabled: true } },
      idem(),
    );
    expect(pi).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 49_700, currency: 'usd', livemode: false });
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));

    const confirmed = await browserConfirm(emulator.url, pi.client_secret as string, '4242424242424242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: pi.id, status: 'succeeded' });

    const after = await stripe.paymentIntents.retrieve(pi.id, { expand: ['payment_method'] });
    expect(after.status).toBe('succeeded');
    expect(after.amount_received).toBe(49_700);
    expect((after.payment_method as Stripe.PaymentMethod).card?.last4).toBe('4242');

    await receiver.waitFor((events) => events.some((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === pi.id));
    await settled();
    const succeeded = receiver.events.find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === pi.id) as Stripe.PaymentIntentSucceededEvent;
    expect(succeeded).toMatchObject({ object: 'event', livemode: false, api_version: STRIPE_API_VERSION });
    expect(succeeded.data.object.metadata).toEqual({ offer: 'framework-session' });
    expect(typesFor([pi.id]).filter((t) => t === 'payment_intent.succeeded')).toHaveLength(1);
  });

  it('framework session: 4000 0000 0000 0002 is declined with Stripe’s message, then paid with another card', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd', automatic_payment_methods: { enabled: true } }, idem());
    const declined = await browserConfirm(emulator.url, pi.client_secret as string, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });

    const failed = await stripe.paymentIntents.retrieve(pi.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });

    // Server-side confirm surfaces the SDK's StripeCardError.
    await expect(stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
      statusCode: 402,
    });

    const retried = await browserConfirm(emulator.url, pi.client_secret as string, '4242424242424242');
    expect(retried.body.status).toBe('succeeded');
    await receiver.waitFor((events) => events.some((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === pi.id));
    await settled();
    expect(typesFor([pi.id]).filter((t) => t === 'payment_intent.payment_failed')).toHaveLength(2);
  });

  it.each([
    ['monthly', 5_900, 'month'],
    ['yearly', 59_000, 'year'],
  ] as const)('founder-rate subscription (%s): default_incomplete, paid via latest_invoice.confirmation_secret', async (_label, amount, interval) => {
    const cus = await customer(`founder-${interval}@example.com`);
    const product = await stripe.products.create({ name: 'Pitchlens founder rate' }, idem());
    const sub = await stripe.subscriptions.create(
      {
        customer: cus.id,
        items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: amount, recurring: { interval } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { plan: `founder-${interval}` },
      },
      idem(),
    );
    expect(sub.status).toBe('incomplete');
    expect(sub.items.data[0].price.unit_amount).toBe(amount);
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ object: 'invoice', status: 'open', amount_due: amount, billing_reason: 'subscription_create' });
    const clientSecret = invoice.confirmation_secret?.client_secret as string;
    expect(clientSecret).toMatch(/^pi_.+_secret_/);

    const paid = await browserConfirm(emulator.url, clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('succeeded');

    const active = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.default_payment_method).toMatch(/^pm_/);
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
    expect(active.items.data[0].current_period_end).toBeGreaterThan(active.items.data[0].current_period_start);

    // The basil+ way from an invoice to its PaymentIntent: invoice.payments / invoicePayments.list.
    const withPayments = await stripe.invoices.retrieve(invoice.id, { expand: ['payments.data.payment.payment_intent'] });
    const payment = withPayments.payments?.data[0];
    expect(payment).toMatchObject({ status: 'paid', amount_paid: amount, payment: { type: 'payment_intent' } });
    expect((payment?.payment.payment_intent as Stripe.PaymentIntent).client_secret).toBe(clientSecret);
    const byInvoice = await stripe.invoicePayments.list({ invoice: invoice.id });
    expect(byInvoice.data.map((p) => p.id)).toEqual([payment?.id]);

    await receiver.waitFor((events) => events.some((e) => e.type === 'invoice.paid' && e.data.object.id === invoice.id));
    await settled();
    const types = typesFor([sub.id, invoice.id]);
    expect(types).toEqual(expect.arrayContaining(['customer.subscription.created', 'customer.subscription.updated', 'invoice.paid']));
    expect(types.filter((t) => t === 'invoice.paid')).toHaveLength(1);
    const updated = receiver.events.find((e) => e.type === 'customer.subscription.updated' && e.data.object.id === sub.id) as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(updated.data.object.status).toBe('active');
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete' });
  });

  it('founder-rate subscription: a declined first payment leaves it incomplete with invoice.payment_failed; cancel via DELETE', async () => {
    const cus = await customer('founder-declined@example.com');
    const price = await stripe.prices.create({ currency: 'usd', unit_amount: 5_900, recurring: { interval: 'month' }, product_data: { name: 'Founder monthly' }, lookup_key: 'founder_monthly' }, idem());
    const sub = await stripe.subscriptions.create(
      { customer: cus.id, items: [{ price: price.id }], payment_behavior: 'default_incomplete', expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payment_intent'] },
      idem(),
    );
    const invoice = sub.latest_invoice as Stripe.Invoice;
    // basil removed invoice.payment_intent: asking to expand it still answers, without it (as Stripe does).
    expect(invoice).not.toHaveProperty('payment_intent');
    const clientSecret = invoice.confirmation_secret?.client_secret as string;

    const declined = await browserConfirm(emulator.url, clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
    await receiver.waitFor((events) => events.some((e) => e.type === 'invoice.payment_failed' && e.data.object.id === invoice.id));

    const canceled = await stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    await receiver.waitFor((events) => events.some((e) => e.type === 'customer.subscription.deleted' && e.data.object.id === sub.id));
    await settled();
  });

  it('14-day trial: SetupIntent saves the card now; trial_will_end 3 days before; first $79 charge on day 14', async () => {
    const cus = await customer('trial@example.com');
    const si = await stripe.setupIntents.create({ customer: cus.id, automatic_payment_methods: { enabled: true }, usage: 'off_session', metadata: { offer: 'trial' } }, idem());
    const saved = await browserConfirm(emulator.url, si.client_secret as string, '4242424242424242', 'setup_intents');
    expect(saved.body).toMatchObject({ status: 'succeeded', customer: cus.id });
    const pmId = saved.body.payment_method as string;
    expect((await stripe.paymentMethods.retrieve(pmId)).customer).toBe(cus.id);
    await stripe.customers.update(cus.id, { invoice_settings: { default_payment_method: pmId } }, idem());

    const product = await stripe.products.create({ name: 'Pitchlens monthly' }, idem());
    const sub = await stripe.subscriptions.create(
      { customer: cus.id, items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 7_900, recurring: { interval: 'month' } } }], trial_period_days: 14, default_payment_method: pmId },
      idem(),
    );
    expect(sub.status).toBe('trialing');
    expect((sub.trial_end as number) - (sub.trial_start as number)).toBe(14 * DAY);
    expect((await stripe.invoices.retrieve(sub.latest_invoice as string)).amount_due).toBe(0);

    const noticeEvents = emulator.advanceTime(11 * DAY);
    expect(noticeEvents.map((e) => e.type)).toEqual(['customer.subscription.trial_will_end']);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('trialing');

    const endEvents = emulator.advanceTime(3 * DAY);
    expect(endEvents.map((e) => e.type)).toEqual(expect.arrayContaining(['customer.subscription.updated', 'invoice.paid', 'payment_intent.succeeded']));
    const active = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 7_900, billing_reason: 'subscription_cycle' });

    await receiver.waitFor((events) => events.some((e) => e.type === 'invoice.paid' && e.data.object.id === (active.latest_invoice as Stripe.Invoice).id));
    await settled();
    const types = typesFor([sub.id, si.id]);
    for (const t of ['setup_intent.succeeded', 'customer.subscription.created', 'customer.subscription.trial_will_end', 'customer.subscription.updated']) expect(types).toContain(t);
    expect(types.filter((t) => t === 'customer.subscription.trial_will_end')).toHaveLength(1);
  });

  it('14-day trial: a card that saves but fails to charge (4000 0000 0000 0341) makes the subscription past_due', async () => {
    const cus = await customer('trial-fail@example.com');
    const si = await stripe.setupIntents.create({ customer: cus.id }, idem());
    const saved = await browserConfirm(emulator.url, si.client_secret as string, '4000000000000341', 'setup_intents');
    expect(saved.body.status).toBe('succeeded');
    const product = await stripe.products.create({ name: 'Pitchlens monthly' }, idem());
    const sub = await stripe.subscriptions.create(
      { customer: cus.id, items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 7_900, recurring: { interval: 'month' } } }], trial_period_days: 14, default_payment_method: saved.body.payment_method as string },
      idem(),
    );
    const events = emulator.advanceTime(14 * DAY + 60);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['invoice.payment_failed', 'payment_intent.payment_failed']));
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await settled();
  });

  it('14-day trial: a declined card cannot be saved', async () => {
    const cus = await customer('trial-declined@example.com');
    const si = await stripe.setupIntents.create({ customer: cus.id }, idem());
    const declined = await browserConfirm(emulator.url, si.client_secret as string, '4000000000000002', 'setup_intents');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    expect((await stripe.setupIntents.retrieve(si.id)).status).toBe('requires_payment_method');
  });

  it('trial without a card yet gets a pending_setup_intent that sets the default payment method', async () => {
    const cus = await customer('trial-pending@example.com');
    const product = await stripe.products.create({ name: 'Pitchlens monthly' }, idem());
    const sub = await stripe.subscriptions.create(
      { customer: cus.id, items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 7_900, recurring: { interval: 'month' } } }], trial_period_days: 14, expand: ['pending_setup_intent'] },
      idem(),
    );
    const si = sub.pending_setup_intent as Stripe.SetupIntent;
    await browserConfirm(emulator.url, si.client_secret as string, '4242424242424242', 'setup_intents');
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.pending_setup_intent).toBeNull();
    expect(after.default_payment_method).toMatch(/^pm_/);
  });

  it('enterprise pilot: $997 PaymentIntent confirmed server-side with pm_card_visa', async () => {
    const cus = await customer('pilot@example.com');
    const pi = await stripe.paymentIntents.create({ amount: 99_700, currency: 'usd', customer: cus.id, description: 'Enterprise pilot', setup_future_usage: 'off_session' }, idem());
    const confirmed = await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' }, idem());
    expect(confirmed.status).toBe('succeeded');
    const pms = await stripe.customers.listPaymentMethods(cus.id);
    expect(pms.data).toHaveLength(1);
    await receiver.waitFor((events) => events.some((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === pi.id));
    await settled();
  });

  it('cancel_at_period_end ends the subscription when the period runs out', async () => {
    const cus = await customer('cancel@example.com');
    const si = await stripe.setupIntents.create({ customer: cus.id }, idem());
    const saved = await browserConfirm(emulator.url, si.client_secret as string, '4242424242424242', 'setup_intents');
    const price = await stripe.prices.create({ currency: 'usd', unit_amount: 5_900, recurring: { interval: 'month' }, product_data: { name: 'Founder monthly' } }, idem());
    const sub = await stripe.subscriptions.create({ customer: cus.id, items: [{ price: price.id }], default_payment_method: saved.body.payment_method as string }, idem());
    expect(sub.status).toBe('active');
    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true }, idem());
    expect(updated.cancel_at_period_end).toBe(true);
    emulator.advanceTime(32 * DAY);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
  });

  it('answers Stripe-shaped errors the SDK maps to its classes', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
    await expect(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'amount',
    });
    const bad = new Stripe('sk_live_nope', { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
    await expect(bad.customers.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('lists customers by email and updates them', async () => {
    const cus = await customer('find-me@example.com');
    const found = await stripe.customers.list({ email: 'find-me@example.com' });
    expect(found.data.map((c) => c.id)).toEqual([cus.id]);
    const updated = await stripe.customers.update(cus.id, { name: 'New Name', metadata: { contactId: '' } });
    expect(updated).toMatchObject({ name: 'New Name', metadata: {} });
  });
});
