import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { startEmulatorWithSdk } from './test-support/sdk';

/** Refunds as Stripe makes them for a card: whole or in parts, never more than was paid, each one told by webhook. */
describe('Stripe emulator: refunds', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  const paid = (amount = 49_700) => stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
  const eventsFor = (chargeId: string) =>
    emulator
      .events()
      .filter((e) => (e.type === 'refund.created' && e.data.object.charge === chargeId) || (e.type === 'charge.refunded' && e.data.object.id === chargeId));

  it('refunds the whole payment by its PaymentIntent: refund.created, then charge.refunded with the charge fully refunded', async () => {
    const intent = await paid();
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reason: 'requested_by_customer' });
    expect(refund).toMatchObject({ object: 'refund', amount: 49_700, currency: 'usd', charge: intent.latest_charge, payment_intent: intent.id, status: 'succeeded', reason: 'requested_by_customer' });
    const events = eventsFor(intent.latest_charge as string);
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded']);
    expect(events[1].data.object).toMatchObject({ amount_refunded: 49_700, refunded: true });
    expect(events[1].data.previous_attributes).toMatchObject({ amount_refunded: 0, refunded: false });
    expect(events.every((e) => e.api_version === Stripe.API_VERSION)).toBe(true);
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ amount_refunded: 49_700, refunded: true });
  });

  it('refunds in parts by the charge until nothing is left, then refuses', async () => {
    const intent = await paid(10_000);
    const charge = intent.latest_charge as string;
    await stripe.refunds.create({ charge, amount: 2_500 });
    await expect(stripe.refunds.create({ charge, amount: 7_501 })).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    await stripe.refunds.create({ charge });
    const refunded = eventsFor(charge).filter((e) => e.type === 'charge.refunded');
    expect(refunded.map((e) => [e.data.object.amount_refunded, e.data.object.refunded])).toEqual([
      [2_500, false],
      [10_000, true],
    ]);
    expect((await stripe.refunds.list({ charge })).data.map((r) => r.amount)).toEqual([7_500, 2_500]);
    await expect(stripe.refunds.create({ charge, amount: 1 })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it('refunds a subscription invoice’s charge, whose PaymentIntent leads back to the invoice through its invoice payment', async () => {
    const customer = await stripe.customers.create({ email: 'subscriber@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const price = await stripe.prices.create({ currency: 'usd', unit_amount: 5_900, recurring: { interval: 'month' }, product_data: { name: 'Premium' } });
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: pm.id });
    const invoice = await stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 5_900 });
    const [payment] = (await stripe.invoicePayments.list({ invoice: invoice.id as string })).data;
    const intentId = payment.payment.payment_intent as string;
    const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 1_000 });
    expect(refund).toMatchObject({ amount: 1_000, payment_intent: intentId, status: 'succeeded' });
    expect(eventsFor(refund.charge as string).map((e) => e.type)).toEqual(['refund.created', 'charge.refunded']);
    const found = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId } });
    expect(found.data.map((p) => p.invoice)).toEqual([invoice.id]);
  });

  it('refuses what Stripe refuses, recording nothing', async () => {
    const declined = await stripe.paymentIntents.create({ amount: 5_000, currency: 'usd' });
    const intent = await paid(5_000);
    const before = emulator.events().length;
    await expect(stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400, param: 'charge' });
    await expect(stripe.refunds.create({ payment_intent: declined.id })).rejects.toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 0 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    await expect(stripe.refunds.create({ payment_intent: intent.id, reason: 'changed_mind' as 'duplicate' })).rejects.toMatchObject({ statusCode: 400, param: 'reason' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(emulator.events().length).toBe(before);
  });

  it('answers one refund for a repeated idempotency key', async () => {
    const intent = await paid();
    const key = `refund-${intent.id}`;
    const [a, b] = await Promise.all([stripe.refunds.create({ payment_intent: intent.id, amount: 100 }, { idempotencyKey: key }), stripe.refunds.create({ payment_intent: intent.id, amount: 100 }, { idempotencyKey: key })]);
    expect(a.id).toBe(b.id);
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(1);
  });

  it('expands the refund’s charge', async () => {
    const intent = await paid();
    const refund = await stripe.refunds.create({ payment_intent: intent.id, expand: ['charge'] });
    expect(refund.charge).toMatchObject({ object: 'charge', id: intent.latest_charge, refunded: true });
  });
});
