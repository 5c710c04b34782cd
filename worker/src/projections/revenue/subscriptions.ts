import { normalizeEmail, type SubscriptionCancelled, type SubscriptionStarted, type SubscriptionUpdated, type TrialEnding, type TrialStarted } from '@pitchlens/contracts';
import type { ProjectionContext, RecordedEvent } from '@pitchlens/event-store';

/** Statuses that bill every period (recurring revenue, README "What the numbers mean"): active, and past_due (an invoice failed; Stripe is still retrying it). */
const BILLING = `status IN ('active', 'past_due')`;

export type SubscriptionEvent = SubscriptionStarted | SubscriptionUpdated | SubscriptionCancelled | TrialStarted | TrialEnding;

interface SubscriptionRow {
  subscription_id: string;
  plan: string;
  status: string;
  interval: string;
  amount_cents: number;
  /** null: this fact does not say (a trial fact always does; older lifecycle facts do not). */
  trial_ends_at: string | null;
  email: string | null;
  /** A trial fact: it tells the trial's end, and nothing of the lifecycle fields a lifecycle fact holds. */
  trial_only: boolean;
}

/**
 * Each subscription's latest state, for recurring revenue and trials due:
 * the status, plan, interval and price of its latest lifecycle fact in log
 * order (the payments reactor reads each from Stripe's current object), a
 * cancellation final whatever follows, and the trial's end from the latest
 * fact that names one. A trial fact alone (its lifecycle fact not read yet)
 * makes a trialing row. Beside them, the subscriptions billing per plan and
 * interval and their prices summed (revenue_billing), changed with each row,
 * so recurring revenue reads a few rows rather than every subscription.
 */
export async function applySubscriptions(events: RecordedEvent<SubscriptionEvent>[], { db, table }: ProjectionContext): Promise<void> {
  if (events.length === 0) return;
  const rows: SubscriptionRow[] = events.map((event) => {
    const email = event.data.email ? normalizeEmail(event.data.email) : null;
    if (event.type === 'TrialStarted' || event.type === 'TrialEnding') {
      const { subscriptionId, plan, amountCents, trialEndsAt } = event.data;
      return { subscription_id: subscriptionId, plan, status: 'trialing', interval: 'month', amount_cents: amountCents, trial_ends_at: trialEndsAt, email, trial_only: true };
    }
    const { subscriptionId, plan, interval, amountCents, trialEndsAt } = event.data;
    const status = event.type === 'SubscriptionCancelled' ? 'canceled' : event.data.status;
    return { subscription_id: subscriptionId, plan, status, interval, amount_cents: amountCents, trial_ends_at: trialEndsAt ?? null, email, trial_only: false };
  });
  const into = table('revenue_subscriptions');
  const billing = table('revenue_billing');
  // One statement per fact, in log order: a batch may hold several facts of one subscription. The row as it was
  // (read in the statement's snapshot, before its upsert) leaves the billing sums and the row as it is joins them.
  for (const row of rows) {
    await db.query(
      `WITH was AS (
         SELECT plan, interval, amount_cents FROM ${into} WHERE subscription_id = $1 AND ${BILLING}
       ), now AS (
         INSERT INTO ${into} (subscription_id, plan, status, interval, amount_cents, trial_ends_at, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (subscription_id) DO UPDATE SET
           plan = CASE WHEN $8 THEN ${into}.plan ELSE excluded.plan END,
           status = CASE WHEN $8 OR ${into}.status = 'canceled' THEN ${into}.status ELSE excluded.status END,
           interval = CASE WHEN $8 THEN ${into}.interval ELSE excluded.interval END,
           amount_cents = CASE WHEN $8 THEN ${into}.amount_cents ELSE excluded.amount_cents END,
           trial_ends_at = coalesce(excluded.trial_ends_at, ${into}.trial_ends_at),
           email = coalesce(excluded.email, ${into}.email)
         RETURNING plan, interval, amount_cents, status
       ), change AS (
         SELECT plan, interval, -1 AS subscriptions, -amount_cents AS amount_cents FROM was
         UNION ALL
         SELECT plan, interval, 1, amount_cents FROM now WHERE ${BILLING}
       )
       INSERT INTO ${billing} AS b (plan, interval, subscriptions, amount_cents)
       SELECT plan, interval, sum(subscriptions), sum(amount_cents) FROM change GROUP BY plan, interval
       ON CONFLICT (plan, interval) DO UPDATE SET subscriptions = b.subscriptions + excluded.subscriptions, amount_cents = b.amount_cents + excluded.amount_cents`,
      [row.subscription_id, row.plan, row.status, row.interval, row.amount_cents, row.trial_ends_at, row.email, row.trial_only],
    );
  }
}
