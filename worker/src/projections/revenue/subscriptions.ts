import { normalizeEmail, type SubscriptionCancelled, type SubscriptionStarted, type SubscriptionUpdated, type TrialEnding, type TrialStarted } from '@pitchlens/contracts';
import type { ProjectionContext, RecordedEvent } from '@pitchlens/event-store';

/** Statuses that bill every period (recurring revenue, README "What the numbers mean"): active, and past_due (an invoice failed; Stripe is still retrying it). */
const BILLING = `status IN ('active', 'past_due')`;

export type SubscriptionEvent = SubscriptionStarted | SubscriptionUpdated | SubscriptionCancelled | TrialStarted | TrialEnding;

/** One fact, as the rules below read it. */
interface Fact {
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
 * A batch's facts of one subscription as one change, whatever the row held
 * before: the plan, interval, price and status of the last lifecycle fact
 * (`lifecycle`), or else of the first fact, which set them only where there
 * was no row (a trial fact: a trialing row at its plan and price, monthly);
 * `canceled` when any lifecycle fact cancels it (final whatever follows);
 * the trial's end and the address of the latest fact naming one.
 */
interface Change extends Omit<Fact, 'trial_only'> {
  lifecycle: boolean;
  canceled: boolean;
}

function folded(facts: readonly Fact[]): Change[] {
  const changes = new Map<string, Change>();
  for (const fact of facts) {
    const { trial_only: trial, ...fields } = fact;
    const change = changes.get(fact.subscription_id);
    if (!change) {
      changes.set(fact.subscription_id, { ...fields, lifecycle: !trial, canceled: !trial && fact.status === 'canceled' });
      continue;
    }
    if (!trial) Object.assign(change, { plan: fact.plan, status: fact.status, interval: fact.interval, amount_cents: fact.amount_cents, lifecycle: true });
    change.canceled ||= !trial && fact.status === 'canceled';
    change.trial_ends_at = fact.trial_ends_at ?? change.trial_ends_at;
    change.email = fact.email ?? change.email;
  }
  return [...changes.values()];
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
  const facts: Fact[] = events.map((event) => {
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
  // One statement a batch: each subscription's facts folded into one change (a statement per fact made a replay at
  // 10,000,000 events a round trip per fact). The rows as they were (the statement's snapshot, before its upsert)
  // leave the billing sums and the rows as they are now join them.
  await db.query(
    `WITH change AS (
       SELECT * FROM jsonb_to_recordset($1) AS c(subscription_id text, plan text, status text, interval text, amount_cents bigint,
                                                 trial_ends_at timestamptz, email text, lifecycle boolean, canceled boolean)
     ), was AS (
       SELECT s.* FROM ${into} s JOIN change c USING (subscription_id)
     ), now AS (
       SELECT c.subscription_id,
              CASE WHEN w.status = 'canceled' OR c.canceled THEN 'canceled' WHEN x.sets THEN c.status ELSE w.status END AS status,
              CASE WHEN x.sets THEN c.plan ELSE w.plan END AS plan,
              CASE WHEN x.sets THEN c.interval ELSE w.interval END AS interval,
              CASE WHEN x.sets THEN c.amount_cents ELSE w.amount_cents END AS amount_cents,
              coalesce(c.trial_ends_at, w.trial_ends_at) AS trial_ends_at,
              coalesce(c.email, w.email) AS email
         FROM change c LEFT JOIN was w USING (subscription_id), LATERAL (SELECT c.lifecycle OR w.subscription_id IS NULL AS sets) x
     ), written AS (
       INSERT INTO ${into} (subscription_id, plan, status, interval, amount_cents, trial_ends_at, email)
       SELECT subscription_id, plan, status, interval, amount_cents, trial_ends_at, email FROM now
       ON CONFLICT (subscription_id) DO UPDATE SET plan = excluded.plan, status = excluded.status, interval = excluded.interval,
         amount_cents = excluded.amount_cents, trial_ends_at = excluded.trial_ends_at, email = excluded.email
     ), billed AS (
       SELECT plan, interval, -1 AS subscriptions, -amount_cents AS amount_cents FROM was WHERE ${BILLING}
       UNION ALL
       SELECT plan, interval, 1, amount_cents FROM now WHERE ${BILLING}
     )
     INSERT INTO ${billing} AS b (plan, interval, subscriptions, amount_cents)
     SELECT plan, interval, sum(subscriptions), sum(amount_cents) FROM billed GROUP BY plan, interval
     ON CONFLICT (plan, interval) DO UPDATE SET subscriptions = b.subscriptions + excluded.subscriptions, amount_cents = b.amount_cents + excluded.amount_cents`,
    [JSON.stringify(folded(facts))],
  );
}
