import type { Pool } from 'pg';
import type Stripe from 'stripe';
import { until } from '../../../worker/test/child-process';
import type { Mismatch } from './driver';
import type { CheckoutRecord } from './truth-model';
import { openSpan } from './wall-clock';

/**
 * What happens at Stripe after the sales, as an operator does it in Stripe's
 * dashboard: refunds of one-time purchases (one whole, one a part, one in two
 * parts) and of a yearly subscription's first invoice (a part), a monthly
 * subscription cancelled, and two trials' ends moved (one
 * into the next seven days, one beyond). Each is kept on its checkout for
 * the truth; the test waits until the worker has recorded every one.
 */
const DAY_S = 24 * 3600;

export async function runAftercare(stripe: Stripe, db: Pool, checkouts: CheckoutRecord[], problems: Mismatch[]): Promise<void> {
  const paid = checkouts.filter((c) => c.paidAt !== null).sort((a, b) => a.seq - b.seq);
  const oneTime = paid.filter((c) => 'paymentIntentId' in c.stripeIds && (c.product === 'framework_session' || c.product === 'enterprise_pilot'));
  const refundPlans: (number | null)[][] = [[null], [10_000], [5_000, 2_500]];
  let refunds = 0;
  for (const [i, amounts] of refundPlans.entries()) {
    const checkout = oneTime[i];
    if (!checkout || !('paymentIntentId' in checkout.stripeIds)) continue;
    for (const amount of amounts) {
      const span = openSpan(true);
      const refund = await stripe.refunds.create({ payment_intent: checkout.stripeIds.paymentIntentId, ...(amount === null ? {} : { amount }) });
      checkout.refunds.push({ amountCents: refund.amount, at: span() });
      refunds++;
    }
  }
  // A subscription's first invoice, given back in a part: Stripe refunds the charge of the PaymentIntent that paid it.
  const subscribed = paid.find((c) => c.product === 'premium_yearly' && c.stripeIds.subscriptionId !== null);
  if (subscribed?.stripeIds.subscriptionId) {
    const [invoice] = (await stripe.invoices.list({ subscription: subscribed.stripeIds.subscriptionId })).data.filter((i) => i.status === 'paid' && i.amount_paid > 0);
    const [payment] = invoice ? (await stripe.invoicePayments.list({ invoice: invoice.id as string })).data : [];
    const span = openSpan(true);
    const refund = await stripe.refunds.create({ payment_intent: payment?.payment.payment_intent as string, amount: 5_900 });
    subscribed.refunds.push({ amountCents: refund.amount, at: span() });
    refunds++;
  }
  const monthly = paid.find((c) => c.product === 'premium_monthly' && c.stripeIds.subscriptionId !== null);
  if (monthly?.stripeIds.subscriptionId) {
    await stripe.subscriptions.cancel(monthly.stripeIds.subscriptionId);
    monthly.cancelled = true;
  }
  const trials = paid.filter((c) => c.product === 'premium_trial' && 'setupIntentId' in c.stripeIds).slice(0, 2);
  for (const [i, trial] of trials.entries()) {
    if (!('setupIntentId' in trial.stripeIds)) continue;
    const customer = (await stripe.setupIntents.retrieve(trial.stripeIds.setupIntentId)).customer as string;
    const [subscription] = (await stripe.subscriptions.list({ customer, status: 'trialing' })).data;
    if (!subscription) {
      problems.push({ figure: 'the trial subscription the worker creates', expected: 'one trialing', actual: 'none' });
      continue;
    }
    const endsAt = Math.floor(Date.now() / 1000) + (i === 0 ? 2 : 10) * DAY_S;
    await stripe.subscriptions.update(subscription.id, { trial_end: endsAt });
    trial.trialEndsAt = { at: endsAt * 1000, subscriptionId: subscription.id };
  }
  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE ${sql}`, params)).rows[0].n;
  const moved = trials.flatMap((t) => (t.trialEndsAt ? [new Date(t.trialEndsAt.at).toISOString()] : []));
  const done = async () =>
    (await count(`type = 'PaymentRefunded'`)) >= refunds &&
    (await count(`type = 'SubscriptionCancelled'`)) >= (monthly?.cancelled ? 1 : 0) &&
    (await count(`type = 'SubscriptionUpdated' AND data->>'trialEndsAt' = ANY($1)`, [moved])) >= moved.length;
  try {
    await until(done, 'every refund, cancellation and moved trial to be recorded', 60_000);
  } catch {
    problems.push({ figure: 'refunds, cancellation and moved trials recorded', expected: `${refunds}, 1, ${moved.length}`, actual: 'fewer' });
  }
}
