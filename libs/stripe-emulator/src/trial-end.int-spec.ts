import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { startEmulatorWithSdk } from './test-support/sdk';

const DAY = 86_400;

/** A trial's end moved as an operator does in Stripe's dashboard: the trial, its period and its first charge follow. */
describe('Stripe emulator: moving a trial’s end', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  async function trialing(): Promise<Stripe.Subscription> {
    const customer = await stripe.customers.create({ email: 'trial@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const price = await stripe.prices.create({ currency: 'usd', unit_amount: 7_900, recurring: { interval: 'month' }, product_data: { name: 'Premium' } });
    return stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 14 });
  }

  it('moves trial_end, the period and the billing anchor, tells it by customer.subscription.updated, and charges at the new end', async () => {
    const sub = await trialing();
    const endsAt = emulator.now() + 3 * DAY;
    const moved = await stripe.subscriptions.update(sub.id, { trial_end: endsAt });
    expect(moved).toMatchObject({ status: 'trialing', trial_end: endsAt, billing_cycle_anchor: endsAt });
    expect(moved.items.data[0].current_period_end).toBe(endsAt);
    const told = emulator
      .events()
      .map((e) => ({ type: e.type, object: e.data.object as { id?: string; trial_end?: number } }))
      .filter((e) => e.type === 'customer.subscription.updated' && e.object.id === sub.id);
    expect(told.map((e) => e.object.trial_end)).toEqual([endsAt]);

    const events = emulator.advanceTime(endsAt - emulator.now() + 1);
    expect(events.filter((e) => e.type === 'invoice.paid')).toHaveLength(1);
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'active' });
  });

  it('refuses an end in the past, and on a subscription not trialing, naming trial_end', async () => {
    const sub = await trialing();
    await expect(stripe.subscriptions.update(sub.id, { trial_end: emulator.now() - 60 })).rejects.toMatchObject({ statusCode: 400, param: 'trial_end' });
    await stripe.subscriptions.update(sub.id, { trial_end: 'now' });
    await expect(stripe.subscriptions.update(sub.id, { trial_end: emulator.now() + DAY })).rejects.toMatchObject({ statusCode: 400, param: 'trial_end' });
  });
});
