import { until } from '../../../worker/test/child-process';
import { TcpProxy } from '../../../worker/test/tcp-proxy';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { paymentsReactorCaughtUp, startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The worker reaches Stripe (the emulator) through a relay the test holds:
 * Stripe stops answering. The payments reactor waits on it with no
 * transaction open, so the projectors read on: page views tracked meanwhile
 * are counted before the payment is recorded, and the payment once Stripe
 * answers again.
 */
let stack: PaymentsStack<TestApp>;
let stripeRelay: TcpProxy;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startTestApp('slow_stripe', { STRIPE_EMULATOR_PORT: '0' }), {
    workerStripePort: async (emulatorPort) => {
      stripeRelay = new TcpProxy(emulatorPort);
      const port = await stripeRelay.start();
      // From the worker's first call: a connection it opened before would be relayed still.
      stripeRelay.hold();
      return port;
    },
  });
});

afterAll(async () => {
  stripeRelay?.letGo();
  await stack?.close();
  await stripeRelay?.stop();
});

const paymentsRecorded = async () =>
  (await stack.api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'PaymentSucceeded'`)).rows[0].n;
const viewsCounted = async () =>
  (await stack.api.db.query<{ n: number }>(`SELECT coalesce(sum(views), 0)::int AS n FROM read_model.page_views_daily WHERE path = '/while-stripe-waits'`)).rows[0].n;

it('projects page views while a Stripe call hangs, then records the payment once Stripe answers', async () => {
  // The worker may call Stripe at start (declines an older version lost): those calls wait too.
  const waitingBefore = stripeRelay.waiting;
  const created = await stack.http().post('/api/create-framework-payment').send({ customerEmail: 'slow.stripe@example.com' }).expect(200);
  const { clientSecret } = created.body as { clientSecret: string };
  expect((await browserConfirm(stack.emulatorUrl, clientSecret)).body.status).toBe('succeeded');
  await until(
    async () => (await stack.api.db.query(`SELECT 1 FROM event_store.events WHERE type = 'StripeEventReceived'`)).rowCount! > 0,
    "Stripe's deliveries to be recorded",
  );
  await until(async () => stripeRelay.waiting > waitingBefore, 'the payments reactor to call Stripe');

  for (let i = 0; i < 3; i++) await stack.http().post('/api/track-page-view').send({ path: '/while-stripe-waits', sessionId: `session-slow-stripe-${i}` }).expect(201);
  await until(async () => (await viewsCounted()) === 3, 'the views to be counted while Stripe does not answer');
  expect(await paymentsReactorCaughtUp(stack.api.db)).toBe(false);
  expect(await paymentsRecorded()).toBe(0);

  stripeRelay.letGo();
  await stack.settle();
  expect(await paymentsRecorded()).toBe(1);
});
