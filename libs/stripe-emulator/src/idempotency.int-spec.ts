import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { startEmulatorWithSdk } from './test-support/sdk';

describe('Stripe emulator: idempotent creates', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  it('replays the stored response for a repeated Idempotency-Key', async () => {
    const params = { amount: 49_700, currency: 'usd', description: 'Framework session' };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'checkout-abc' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'checkout-abc' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.paymentIntents.list()).data.filter((pi) => pi.description === 'Framework session')).toHaveLength(1);
  });

  it('refuses a key over 255 characters, creating nothing', async () => {
    const before = (await stripe.customers.list()).data.length;
    await expect(stripe.customers.create({ email: 'long@example.com' }, { idempotencyKey: 'k'.repeat(256) })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
    expect((await stripe.customers.list()).data).toHaveLength(before);
    await expect(stripe.customers.create({ email: 'long@example.com' }, { idempotencyKey: 'k'.repeat(255) })).resolves.toMatchObject({ email: 'long@example.com' });
  });

  it('refuses the same key with different parameters (idempotency_error)', async () => {
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'cus-1' });
    await expect(stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'cus-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    await expect(stripe.subscriptions.create({ customer: 'cus_x', items: [] }, { idempotencyKey: 'cus-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('replays a card decline instead of charging again', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 99_700, currency: 'usd' });
    const attempt = (): Promise<unknown> => stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'confirm-1' });
    await expect(attempt()).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    await expect(attempt()).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    const failures = emulator.events().filter((e) => e.type === 'payment_intent.payment_failed' && e.data.object.id === pi.id);
    expect(failures).toHaveLength(1);
    expect(failures[0].request.idempotency_key).toBe('confirm-1');
  });

  it('scopes keys to the API key', async () => {
    const other = new Stripe('sk_test_other', { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
    const a = await stripe.customers.create({ email: 'scoped@example.com' }, { idempotencyKey: 'shared' });
    const b = await other.customers.create({ email: 'scoped@example.com' }, { idempotencyKey: 'shared' });
    expect(b.id).not.toBe(a.id);
  });
});
