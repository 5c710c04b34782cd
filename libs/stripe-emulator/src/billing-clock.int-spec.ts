import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './index';
import { SECRET_KEY } from './test-support/browser';

const DAY = 86_400;

/** What Stripe's billing engine does as the (emulated) clock moves: renewals, failures, cancellations. */
describe('Stripe emulator: billing clock', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeEach(async () => {
    emulator = createStripeEmulator();
    await emulator.listen();
    stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
  });
  afterEach(() => emulator.close());

  async function subscribedCustomer(token: string, interval: 'month' | 'year' = 'month'): Promise<{ customer: Stripe.Customer; sub: Stripe.Subscription }> {
    const customer = await stripe.customers.create({ email: `${token}@example.com` });
    const pm = await stripe.paymentMethods.attach(token, { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const price = await stripe.prices.create({ currency: 'usd', unit_amount: 5_900, recurring: { interval }, product_data: { name: 'Founder' } });
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    return { customer, sub };
  }

  it('charges the customer’s default card at creation and again at each renewal', async () => {
    const { sub } = await subscribedCustomer('pm_card_visa');
    expect(sub.status).toBe('active');
    const periodEnd = sub.items.data[0].current_period_end;
    expect(periodEnd - sub.items.data[0].current_period_start).toBeGreaterThanOrEqual(28 * DAY);

    const events = emulator.advanceTime(periodEnd - emulator.now() + 1);
    expect(events.filter((e) => e.type === 'invoice.paid')).toHaveLength(1);
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.items.data[0].current_period_start).toBe(periodEnd);
    const invoices = await stripe.invoices.list({ subscription: sub.id });
    expect(invoices.data.map((i) => [i.billing_reason, i.status, i.amount_paid])).toEqual([
      ['subscription_cycle', 'paid', 5_900],
      ['subscription_create', 'paid', 5_900],
    ]);
  });

  it('a renewal declined by the card makes the subscription past_due', async () => {
    const { customer, sub } = await subscribedCustomer('pm_card_visa');
    // 0341 attaches fine but every charge is declined.
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    const events = emulator.advanceTime(sub.items.data[0].current_period_end - emulator.now() + 1);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.updated']));
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
  });

  it('a first charge declined with the default payment_behavior leaves the subscription incomplete', async () => {
    const { sub } = await subscribedCustomer('pm_card_chargeCustomerFail');
    expect(sub.status).toBe('incomplete');
    expect((await stripe.events.list({ type: 'invoice.payment_failed' })).data).toHaveLength(1);
  });

  it('error_if_incomplete turns a declined first charge into a StripeCardError', async () => {
    const customer = await stripe.customers.create({ email: 'strict@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    const price = await stripe.prices.create({ currency: 'usd', unit_amount: 59_000, recurring: { interval: 'year' }, product_data: { name: 'Founder yearly' } });
    await expect(
      stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: pm.id, payment_behavior: 'error_if_incomplete' }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined', statusCode: 402 });
  });

  it('attaching a card that is declined on setup fails like Stripe', async () => {
    const customer = await stripe.customers.create({ email: 'attach@example.com' });
    await expect(stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id })).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
  });

  it('rejects a default payment method that is not attached to the customer', async () => {
    const customer = await stripe.customers.create({ email: 'unattached@example.com' });
    const other = await stripe.customers.create({ email: 'other@example.com' });
    const attached = await stripe.paymentMethods.attach('pm_card_visa', { customer: other.id });
    await expect(stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: attached.id } })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });
});
