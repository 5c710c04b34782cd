import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { advanceEmulatorTime } from '../../test/emulator-clock';
import { FOUR_CHECKOUTS } from '../../test/four-checkouts';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The revenue read model after the four purchases, on a stack and database of
 * this file's own: revenue_daily sums every payment of its database, so here
 * the four purchases are all there are.
 */
const DAY = 86_400;
let stack: PaymentsStack<TestApp>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startTestApp('revenue_read_model', { STRIPE_EMULATOR_PORT: '0' }));
  const { framework, pilot, founderYear, trial } = FOUR_CHECKOUTS;
  for (const checkout of [framework, pilot, founderYear]) await browserConfirm(stack.emulatorUrl, (await checkout(stack.http)).body.clientSecret);
  await browserConfirm(stack.emulatorUrl, (await trial(stack.http)).body.clientSecret, '4242424242424242', 'setup_intents');
  // The trial's first month is charged once the trial the worker starts has run its 14 days.
  await until(async () => ((await stack.api.db.query(`SELECT 1 FROM event_store.events WHERE type = 'TrialStarted'`)).rowCount ?? 0) > 0, 'the trial', 20_000);
  await advanceEmulatorTime(stack.emulatorUrl, 14 * DAY);
});

afterAll(() => stack?.close());

it('shows each successful purchase once', async () => {
  await until(async () => {
    const { rows } = await stack.api.db.query<{ n: number }>(`SELECT coalesce(sum(payments), 0)::int AS n FROM read_model.revenue_daily`);
    return rows[0].n >= 4;
  }, 'the revenue projector');
  const { rows } = await stack.api.db.query<{ product: string; payments: number; amount_cents: string }>(
    `SELECT product, sum(payments)::int AS payments, sum(amount_cents)::text AS amount_cents FROM read_model.revenue_daily GROUP BY product ORDER BY product`,
  );
  expect(rows).toEqual([
    { product: 'enterprise_pilot', payments: 1, amount_cents: '99700' },
    { product: 'framework_session', payments: 1, amount_cents: '49700' },
    { product: 'premium_trial', payments: 1, amount_cents: '7900' },
    { product: 'premium_yearly', payments: 1, amount_cents: '59000' },
  ]);
});
