import { founderPlan } from '@pitchlens/contracts';
import { createStripeEmulator, type StripeEmulator } from '@pitchlens/stripe-emulator';
import Stripe from 'stripe';
import { barrier, holdFirstProductRead } from '../../../../libs/stripe-emulator/src/test-support/product-race';
import { StripeCatalogue } from './stripe-catalogue';
import type { StripeGateway } from './stripe-gateway';

/**
 * Two API processes selling the first founder subscription at once: both find no product,
 * both create it, Stripe lets one win (resource_already_exists for the other), and both go on
 * with the same product. Through the official SDK against the emulator.
 */
describe('StripeCatalogue: concurrent creation of a plan’s product', () => {
  let emulator: StripeEmulator;

  beforeEach(async () => {
    emulator = createStripeEmulator();
    await emulator.listen();
  });
  afterEach(() => emulator.close());

  /** One API process: its own SDK client (no retries, so no automatic idempotency key hides the race). */
  function apiProcess(): { stripe: Stripe; catalogue: StripeCatalogue } {
    const stripe = new Stripe('sk_test_catalogue', { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
    const gateway = { stripe } as Pick<StripeGateway, 'stripe'> as StripeGateway;
    return { stripe, catalogue: new StripeCatalogue(gateway) };
  }

  const created = (id: string) => emulator.events().filter((e) => e.type === 'product.created' && e.data.object.id === id);

  it('two processes at once: one product, and both use it', async () => {
    const plan = founderPlan('monthly');
    const everyoneHasRead = barrier(2);
    const [a, b] = [apiProcess(), apiProcess()];
    const calls = [holdFirstProductRead(a.stripe, everyoneHasRead), holdFirstProductRead(b.stripe, everyoneHasRead)];

    const ids = await Promise.all([a.catalogue.productFor(plan), b.catalogue.productFor(plan)]);

    expect(ids).toEqual([`pitchlens_${plan.id}`, `pitchlens_${plan.id}`]);
    expect(created(`pitchlens_${plan.id}`)).toHaveLength(1);
    // Both created; the loser was refused and read the winner's product back.
    expect(calls.map((c) => c.creates)).toEqual([1, 1]);
    expect(calls.map((c) => c.retrieves).sort()).toEqual([1, 2]);
  });

  it('another process creating it between our read and our create: ours is refused, theirs is used', async () => {
    const plan = founderPlan('yearly');
    const id = `pitchlens_${plan.id}`;
    const { stripe, catalogue } = apiProcess();
    const other = new Stripe('sk_test_other', { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
    const calls = holdFirstProductRead(stripe, () => other.products.create({ id, name: 'Made by the worker', metadata: { product: plan.id } }));

    await expect(catalogue.productFor(plan)).resolves.toBe(id);
    expect(calls).toEqual({ retrieves: 2, creates: 1 });
    expect((await other.products.retrieve(id)).name).toBe('Made by the worker');
    // Remembered: the next checkout asks Stripe nothing.
    await catalogue.priceData(plan);
    expect(calls.retrieves).toBe(2);
  });

  it('still fails on anything but a concurrent creation', async () => {
    const { stripe, catalogue } = apiProcess();
    stripe.products.create = (() => Promise.reject(new Stripe.errors.StripeAPIError({ message: 'Stripe is down', type: 'api_error' }))) as typeof stripe.products.create;
    await expect(catalogue.productFor(founderPlan('monthly'))).rejects.toThrow('Stripe is down');
  });
});
