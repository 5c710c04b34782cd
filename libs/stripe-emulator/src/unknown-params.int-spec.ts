import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { browserConfirm } from './test-support/browser';
import { startEmulatorWithSdk } from './test-support/sdk';

/** A parameter Stripe does not define is a 400, never silently ignored: a typo fails in tests as in production. */
describe('Stripe emulator: unknown parameters', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  const refused = (param: string) => ({
    type: 'StripeInvalidRequestError',
    statusCode: 400,
    code: 'parameter_unknown',
    param,
    message: `Received unknown parameter: ${param}`,
  });

  it('refuses an unknown top-level parameter and creates nothing', async () => {
    const before = emulator.events().length;
    await expect(stripe.customers.create({ email: 'typo@example.com', emial: 'x' } as Stripe.CustomerCreateParams)).rejects.toMatchObject(refused('emial'));
    expect(emulator.events()).toHaveLength(before);
  });

  it('names a nested unknown parameter in bracket notation, list indexes included', async () => {
    const customer = await stripe.customers.create({ email: 'nested@example.com' });
    const product = await stripe.products.create({ name: 'Founder' });
    const item = { price_data: { currency: 'usd', product: product.id, unit_amount: 5_900, recurring: { interval: 'month' as const } } };
    const create = (extra: Record<string, unknown>) => stripe.subscriptions.create({ customer: customer.id, items: [item], ...extra } as Stripe.SubscriptionCreateParams);
    await expect(create({ payment_settings: { save_default_payment_method: 'on_subscription', colour: 'red' } })).rejects.toMatchObject(refused('payment_settings[colour]'));
    // Stripe's inline price on a subscription item takes a product id, not product_data.
    await expect(create({ items: [{ price_data: { ...item.price_data, product: undefined, product_data: { name: 'x' } } }] })).rejects.toMatchObject(
      refused('items[0][price_data][product_data]'),
    );
    await expect(create({})).resolves.toMatchObject({ object: 'subscription' });
  });

  it('refuses unknown parameters on reads and lists too', async () => {
    const customer = await stripe.customers.create({ email: 'reads@example.com' });
    await expect(stripe.customers.retrieve(customer.id, { fields: 'email' } as Stripe.CustomerRetrieveParams)).rejects.toMatchObject(refused('fields'));
    await expect(stripe.subscriptions.list({ customer: customer.id, plan: 'x' } as Stripe.SubscriptionListParams)).rejects.toMatchObject(refused('plan'));
  });

  it('accepts the real parameters our checkouts send (description and automatic_payment_methods on a SetupIntent)', async () => {
    const customer = await stripe.customers.create({ email: 'trial-params@example.com', metadata: { source: 'trial-checkout' } });
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      description: 'Pitchlens 14-day trial',
      metadata: { product: 'premium_trial' },
    });
    expect(setup.description).toBe('Pitchlens 14-day trial');
    const updated = await stripe.setupIntents.update(setup.id, { metadata: { email: 'a@example.com' }, description: 'Renamed' });
    expect(updated).toMatchObject({ description: 'Renamed', metadata: { product: 'premium_trial', email: 'a@example.com' } });
    // Stripe.js sends return_url with the card; it is a real confirm parameter.
    expect((await browserConfirm(emulator.url, setup.client_secret as string, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
  });

  it('stores no idempotent result for a refused request: the corrected retry goes through', async () => {
    const key = { idempotencyKey: 'unknown-param-retry' };
    await expect(stripe.products.create({ name: 'Retry', colour: 'red' } as Stripe.ProductCreateParams, key)).rejects.toMatchObject(refused('colour'));
    await expect(stripe.products.create({ name: 'Retry' }, key)).resolves.toMatchObject({ name: 'Retry' });
  });
});
