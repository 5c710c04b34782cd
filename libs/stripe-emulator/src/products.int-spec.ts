import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { startEmulatorWithSdk } from './test-support/sdk';

/** Products under ids we choose: two processes can race to make the same one, and Stripe lets only one win. */
describe('Stripe emulator: products with a chosen id', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  it('two creations at once: one product, the other refused with resource_already_exists', async () => {
    const create = (): Promise<Stripe.Product> => stripe.products.create({ id: 'pitchlens_race', name: 'Race', metadata: { product: 'race' } });
    const [first, second] = await Promise.allSettled([create(), create()]);
    const outcomes = [first, second];
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected.reason).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_already_exists',
      param: 'id',
      message: 'Product already exists.',
    });
    expect(await stripe.products.retrieve('pitchlens_race')).toMatchObject({ id: 'pitchlens_race', name: 'Race' });
    expect(emulator.events().filter((e) => e.type === 'product.created' && e.data.object.id === 'pitchlens_race')).toHaveLength(1);
  });

  it('generated ids never collide', async () => {
    const [a, b] = await Promise.all([stripe.products.create({ name: 'A' }), stripe.products.create({ name: 'B' })]);
    expect(a.id).toMatch(/^prod_/);
    expect(a.id).not.toBe(b.id);
  });
});
