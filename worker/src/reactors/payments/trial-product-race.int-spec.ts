import { CATALOGUE, readEventMetadata, type EventOfType, type StripeEventReceived } from '@pitchlens/contracts';
import type { EventStore, RecordedEvent } from '@pitchlens/event-store';
import { createStripeEmulator, type StripeEmulator } from '@pitchlens/stripe-emulator';
import Stripe from 'stripe';
import { browserConfirm } from '../../../../libs/stripe-emulator/src/test-support/browser';
import { barrier, holdFirstProductRead } from '../../../../libs/stripe-emulator/src/test-support/product-race';
import { PaymentsReactor } from './payments-reactor';

const PRODUCT_ID = `pitchlens_${CATALOGUE.premium_trial.id}`;

/**
 * A saved trial card makes the worker create the trial's subscription on the plan's product,
 * which the API (or another worker) may be creating at the same moment. Stripe refuses the
 * second creation (resource_already_exists); the trial must start all the same.
 */
describe('PaymentsReactor: the trial’s product made concurrently elsewhere', () => {
  let emulator: StripeEmulator;

  beforeEach(async () => {
    emulator = createStripeEmulator();
    await emulator.listen();
  });
  afterEach(() => emulator.close());

  const client = (key: string): Stripe => new Stripe(key, { ...emulator.sdkConfig(), maxNetworkRetries: 0 });
  // Setup deliveries record no facts: the reactor never writes to the store here.
  const reactor = (stripe: Stripe): PaymentsReactor => new PaymentsReactor(stripe, {} as EventStore);

  /** A trial checkout whose card is saved, as the browser leaves it, and the delivery that reports it. */
  async function savedTrialCard(stripe: Stripe, email: string): Promise<RecordedEvent<EventOfType<'StripeEventReceived'>>> {
    const customer = await stripe.customers.create({ email, metadata: { source: 'trial-checkout' } });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', metadata: { product: CATALOGUE.premium_trial.id } });
    expect((await browserConfirm(emulator.url, setup.client_secret as string, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
    const data: StripeEventReceived['data'] = { stripeEventId: `evt_${setup.id}`, type: 'setup_intent.succeeded', objectId: setup.id, objectType: 'setup_intent', created: emulator.now(), livemode: false };
    return {
      globalPosition: '1',
      transactionId: '1',
      eventId: `received-${setup.id}`,
      streamId: `stripe-event-${setup.id}`,
      streamPosition: 0,
      type: 'StripeEventReceived',
      schemaVersion: 1,
      data,
      metadata: readEventMetadata({ correlationId: 'test', causationId: null }),
      recordedAt: new Date(),
    };
  }

  async function trialOf(stripe: Stripe, email: string): Promise<Stripe.Subscription> {
    const [customer] = (await stripe.customers.list({ email })).data;
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data;
    return subscription;
  }

  it('the API makes the product between the worker’s read and its create: the trial starts on that product', async () => {
    const worker = client('sk_test_worker');
    const api = client('sk_test_api');
    const delivery = await savedTrialCard(worker, 'race@example.com');
    const calls = holdFirstProductRead(worker, () => api.products.create({ id: PRODUCT_ID, name: 'Made by the API', metadata: { product: 'premium_trial' } }));

    await reactor(worker).apply([delivery]);

    expect(calls).toEqual({ retrieves: 2, creates: 1 });
    const trial = await trialOf(worker, 'race@example.com');
    expect(trial).toMatchObject({ status: 'trialing', metadata: { product: 'premium_trial' } });
    expect(trial.items.data[0].price.product).toBe(PRODUCT_ID);
    expect(emulator.events().filter((e) => e.type === 'product.created')).toHaveLength(1);
  });

  it('two workers at once: one product, both trials start', async () => {
    const everyoneHasRead = barrier(2);
    const [a, b] = [client('sk_test_worker_a'), client('sk_test_worker_b')];
    const deliveries = [await savedTrialCard(a, 'first@example.com'), await savedTrialCard(b, 'second@example.com')];
    holdFirstProductRead(a, everyoneHasRead);
    holdFirstProductRead(b, everyoneHasRead);

    await Promise.all([reactor(a).apply([deliveries[0]]), reactor(b).apply([deliveries[1]])]);

    for (const email of ['first@example.com', 'second@example.com']) expect((await trialOf(a, email)).items.data[0].price.product).toBe(PRODUCT_ID);
    expect(emulator.events().filter((e) => e.type === 'product.created')).toHaveLength(1);
  });
});
