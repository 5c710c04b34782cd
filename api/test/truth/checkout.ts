import { CATALOGUE, type FunnelStep, type ProductId } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import type { Driver, Http } from './driver';
import { HUMAN_AGENTS, type CheckoutPlan } from './population';

/**
 * The checkouts, as the pages and Stripe.js run them: the page records its
 * step, creates the checkout for its session, names the buyer, then the card
 * is confirmed (a declined card is retried with a good one). The truth keeps
 * what Stripe took and the steps the payment records, at when it was taken.
 */

const CREATE: Record<ProductId, { route: string; body: Record<string, unknown>; step: FunnelStep | null }> = {
  premium_monthly: { route: '/api/create-premium-subscription', body: { billingCycle: 'monthly' }, step: 'premium_checkout' },
  premium_yearly: { route: '/api/create-premium-subscription', body: { billingCycle: 'yearly' }, step: 'premium_checkout' },
  premium_trial: { route: '/api/create-trial-payment', body: {}, step: 'trial_checkout' },
  framework_session: { route: '/api/create-framework-payment', body: {}, step: 'framework_session' },
  enterprise_pilot: { route: '/api/create-payment-intent', body: { metadata: { product: 'enterprise_pilot', program: 'pilot' } }, step: null },
};
/** The steps a confirmed payment records for its buyer. */
const STEPS_OF: Record<ProductId, FunnelStep[]> = {
  premium_monthly: ['premium_purchase_success', 'completed'],
  premium_yearly: ['premium_purchase_success', 'completed'],
  premium_trial: ['trial_signup_success', 'completed'],
  framework_session: ['completed'],
  enterprise_pilot: ['completed'],
};
const GOOD = '4242424242424242';

interface Paid {
  plan: CheckoutPlan;
  /** Stripe's clock counts whole seconds. */
  takenFrom: number;
}

export async function runCheckouts(http: Http, driver: Driver, emulatorUrl: string, db: Pool, plans: CheckoutPlan[]): Promise<void> {
  const paid: Paid[] = [];
  const problems = driver.problems;
  const post = async (route: string, body: Record<string, unknown>, what: string): Promise<Record<string, unknown> | null> => {
    const res = await http().post(route).set('user-agent', HUMAN_AGENTS[0]).send(body);
    if (res.status >= 200 && res.status < 300) return res.body as Record<string, unknown>;
    problems.push({ figure: `answer to POST ${route} (${what})`, expected: '2xx', actual: `${res.status} ${JSON.stringify(res.body).slice(0, 200)}` });
    return null;
  };
  const one = async (plan: CheckoutPlan) => {
    const { route, body, step } = CREATE[plan.product];
    if (step) {
      const at = Date.now() - 1_000;
      await driver.send({
        route: '/api/track-funnel-step', body: { step, sessionId: plan.sessionId, occurredAt: new Date(at).toISOString(), eventId: uuidv7() },
        userAgent: HUMAN_AGENTS[0], accepted: true, retry: 'none', exactAt: at, record: { kind: 'step', step, sessionId: plan.sessionId, email: null, bot: false },
      });
    }
    const created = await post(route, { ...body, sessionId: plan.sessionId, eventId: uuidv7() }, plan.product);
    if (!created) return;
    const clientSecret = created.clientSecret as string;
    const kind = clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    if (plan.email) {
      const lo = Date.now();
      const buyer = { clientSecret, email: plan.email, sessionId: plan.sessionId, ...(created.subscriptionId ? { subscriptionId: created.subscriptionId } : {}) };
      if (await post('/api/checkout-buyer', buyer, plan.product)) {
        driver.ledger.calls.push({ kind: 'checkoutBuyer', sessionId: plan.sessionId, email: plan.email, bot: false, at: { lo, hi: Date.now() } });
      }
    }
    let takenFrom = 0;
    for (const card of plan.cards) {
      takenFrom = Math.floor(Date.now() / 1000) * 1000;
      const confirmed = await browserConfirm(emulatorUrl, clientSecret, card, kind);
      const expected = card === GOOD ? 200 : 402;
      if (confirmed.status !== expected) {
        problems.push({ figure: `Stripe confirm (${plan.product})`, expected: String(expected), actual: `${confirmed.status} ${JSON.stringify(confirmed.body).slice(0, 160)}` });
      }
    }
    if (plan.cards[plan.cards.length - 1] !== GOOD) return;
    paid.push({ plan, takenFrom });
    if (plan.storeCustomer && plan.email) {
      const lo = Date.now();
      const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
      const stored = await post('/api/store-customer', { email: plan.email, paymentIntentId: id, paymentIntentClientSecret: clientSecret, sessionId: plan.sessionId }, plan.product);
      if (stored) driver.ledger.calls.push({ kind: 'storeCustomer', sessionId: plan.sessionId, email: plan.email, bot: false, at: { lo, hi: Date.now() } });
    }
  };
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < plans.length) await one(plans[next++]);
  }));

  // Stripe's webhooks reach the API and the worker's payments reactor records each payment (or trial) once.
  const trials = paid.filter((p) => p.plan.product === 'premium_trial').length;
  const payments = paid.length - trials;
  const count = async (type: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events WHERE type = $1', [type])).rows[0].n;
  try {
    await until(async () => (await count('PaymentSucceeded')) >= payments && (await count('TrialStarted')) >= trials, 'every confirmed payment and trial to be recorded', 60_000);
  } catch {
    problems.push({ figure: 'payments recorded (PaymentSucceeded, TrialStarted)', expected: `${payments}, ${trials}`, actual: `${await count('PaymentSucceeded')}, ${await count('TrialStarted')}` });
  }
  const takenBy = Date.now();
  for (const { plan, takenFrom } of paid) {
    const paidAt = { lo: takenFrom, hi: takenBy };
    const email = plan.email;
    if (plan.product !== 'premium_trial') driver.ledger.purchases.push({ product: plan.product, amountCents: CATALOGUE[plan.product].amountCents, sessionId: plan.sessionId, email, paidAt });
    for (const step of STEPS_OF[plan.product]) driver.ledger.calls.push({ kind: 'paymentStep', step, sessionId: plan.sessionId, email, bot: false, at: paidAt });
  }
}
