import type { FunnelStep, ProductId } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import type { CheckoutPlan } from './checkout-plan';
import type { Driver, Http } from './driver';
import { HUMAN_AGENTS } from './population';
import type { Attempt, StripeIds } from './truth-model';
import { openSpan } from './wall-clock';

/**
 * The checkouts, as the pages and Stripe.js run them: the page records its
 * step, creates the checkout for its session (some pages send the buyer's
 * address with it), or names the buyer after it, then the card is confirmed
 * (a declined card is retried with a good one at once, or given up on). The
 * truth keeps every attempt as Stripe reported it, what Stripe took and the
 * steps the payment records, at when it was taken.
 */

interface Create {
  route: string;
  body: Record<string, unknown>;
  step: FunnelStep | null;
  /** The body field that carries the buyer's address, on the pages that send it. */
  addressField: string | null;
}

const CREATE: Record<ProductId, Create> = {
  premium_monthly: { route: '/api/create-premium-subscription', body: { billingCycle: 'monthly' }, step: 'premium_checkout', addressField: 'email' },
  premium_yearly: { route: '/api/create-premium-subscription', body: { billingCycle: 'yearly' }, step: 'premium_checkout', addressField: 'email' },
  premium_trial: { route: '/api/create-trial-payment', body: {}, step: 'trial_checkout', addressField: 'email' },
  framework_session: { route: '/api/create-framework-payment', body: {}, step: 'framework_session', addressField: 'customerEmail' },
  enterprise_pilot: { route: '/api/create-payment-intent', body: { metadata: { product: 'enterprise_pilot', program: 'pilot' } }, step: null, addressField: null },
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

interface Made {
  plan: CheckoutPlan;
  /** What Stripe named for it: the PaymentIntent, SetupIntent or subscription the create call made. */
  stripeIds: StripeIds;
  /** Its place in the order of arrival: whose the session was when it was made. */
  seq: number;
  attempts: Attempt[];
}

export async function runCheckouts(http: Http, driver: Driver, emulatorUrl: string, db: Pool, plans: CheckoutPlan[]): Promise<void> {
  const made: Made[] = [];
  const problems = driver.problems;
  const post = async (route: string, body: Record<string, unknown>, what: string): Promise<Record<string, unknown> | null> => {
    const res = await http().post(route).set('user-agent', HUMAN_AGENTS[0]).send(body);
    if (res.status >= 200 && res.status < 300) return res.body as Record<string, unknown>;
    problems.push({ figure: `answer to POST ${route} (${what})`, expected: '2xx', actual: `${res.status} ${JSON.stringify(res.body).slice(0, 200)}` });
    return null;
  };
  const one = async (plan: CheckoutPlan) => {
    const { route, body, step, addressField } = CREATE[plan.product];
    if (step) {
      const at = Date.now() - 1_000;
      await driver.send({
        route: '/api/track-funnel-step', body: { step, sessionId: plan.sessionId, occurredAt: new Date(at).toISOString(), eventId: uuidv7() },
        userAgent: HUMAN_AGENTS[0], accepted: true, retry: 'none', exactAt: at, record: { kind: 'step', step, sessionId: plan.sessionId, email: null, bot: false },
      });
    }
    const named = plan.namedBy === 'create' && plan.email !== null && addressField !== null;
    const createSpan = openSpan();
    const seq = driver.nextSeq();
    const created = await post(route, { ...body, ...(named ? { [addressField]: plan.email } : {}), sessionId: plan.sessionId, eventId: uuidv7() }, plan.product);
    if (!created) return;
    if (named) driver.record({ kind: 'checkoutCreate', sessionId: plan.sessionId, email: plan.email, bot: false, at: createSpan() }, seq);
    const clientSecret = created.clientSecret as string;
    const kind = clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    if (plan.email && !named) {
      const buyerSpan = openSpan();
      const buyer = { clientSecret, email: plan.email, sessionId: plan.sessionId, ...(created.subscriptionId ? { subscriptionId: created.subscriptionId } : {}) };
      if (await post('/api/checkout-buyer', buyer, plan.product)) {
        driver.record({ kind: 'checkoutBuyer', sessionId: plan.sessionId, email: plan.email, bot: false, at: buyerSpan() });
      }
    }
    const attempts: Attempt[] = [];
    for (const card of plan.cards) {
      const confirmSpan = openSpan(true);
      const confirmed = await browserConfirm(emulatorUrl, clientSecret, card, kind);
      attempts.push({ declined: card !== GOOD, at: confirmSpan() });
      const expected = card === GOOD ? 200 : 402;
      if (confirmed.status !== expected) {
        problems.push({ figure: `Stripe confirm (${plan.product})`, expected: String(expected), actual: `${confirmed.status} ${JSON.stringify(confirmed.body).slice(0, 160)}` });
      }
    }
    const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    const subscriptionId = typeof created.subscriptionId === 'string' ? created.subscriptionId : null;
    made.push({ plan, seq, attempts, stripeIds: kind === 'setup_intents' ? { setupIntentId: id, subscriptionId } : { paymentIntentId: id, subscriptionId } });
    if (plan.cards[plan.cards.length - 1] !== GOOD || !plan.storeCustomer || !plan.email) return;
    const storeSpan = openSpan();
    const stored = await post('/api/store-customer', { email: plan.email, paymentIntentId: id, paymentIntentClientSecret: clientSecret, sessionId: plan.sessionId }, plan.product);
    if (stored) driver.record({ kind: 'storeCustomer', sessionId: plan.sessionId, email: plan.email, bot: false, at: storeSpan() });
  };
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < plans.length) await one(plans[next++]);
  }));

  // Stripe's webhooks reach the API and the worker's payments reactor records each payment (or trial) once.
  const paid = made.filter((m) => !m.attempts[m.attempts.length - 1].declined);
  const trials = paid.filter((m) => m.plan.product === 'premium_trial').length;
  const payments = paid.length - trials;
  const count = async (type: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events WHERE type = $1', [type])).rows[0].n;
  try {
    await until(async () => (await count('PaymentSucceeded')) >= payments && (await count('TrialStarted')) >= trials, 'every confirmed payment and trial to be recorded', 60_000);
  } catch {
    problems.push({ figure: 'payments recorded (PaymentSucceeded, TrialStarted)', expected: `${payments}, ${trials}`, actual: `${await count('PaymentSucceeded')}, ${await count('TrialStarted')}` });
  }
  const takenBy = Date.now();
  for (const { plan, seq, attempts, stripeIds } of made) {
    const last = attempts[attempts.length - 1];
    // A trial's steps are dated when the worker starts it, after the card is saved: any time until now.
    const paidAt = last.declined ? null : { lo: last.at.lo, hi: takenBy };
    driver.ledger.checkouts.push({ product: plan.product, sessionId: plan.sessionId, email: plan.email, seq, attempts, paidAt, stripeIds, refunds: [], cancelled: false, trialEndsAt: null });
    if (!paidAt) continue;
    for (const step of STEPS_OF[plan.product]) driver.record({ kind: 'paymentStep', step, sessionId: plan.sessionId, email: plan.email, bot: false, at: paidAt }, seq);
  }
}
