import { TRIALS_DUE_LISTED, type RevenueMrr, type RevenueTrialDue } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';

/** How far after `asOf` a trial's end makes it due. */
export const TRIALS_DUE_DAYS = 7;

/** A trial due at $1 (the report's moment), within $2 days. */
const DUE = `status = 'trialing' AND trial_ends_at > $1 AND trial_ends_at <= $1::timestamptz + make_interval(days => $2)`;

/**
 * Monthly recurring revenue of the subscriptions billing at `asOf` (each one's
 * latest state the revenue projector has read by then): a monthly price
 * counts whole, a yearly price a twelfth; per plan, and in all, rounded to
 * the cent after summing. Trials are not in it: they are due, below. Read
 * from the subscriptions billing per plan and interval, which the revenue
 * projector keeps summed (revenue_billing): a few rows, not every
 * subscription.
 */
export async function recurringRevenue(pool: Pool): Promise<RevenueMrr> {
  const { rows } = await pool.query<{ plan: string; subscriptions: number; mrr: number }>(
    `SELECT plan, sum(subscriptions)::int AS subscriptions,
            sum(CASE WHEN interval = 'year' THEN amount_cents / 12.0 ELSE amount_cents END)::float8 AS mrr
       FROM ${readModel('revenue_billing')} WHERE subscriptions > 0
      GROUP BY plan ORDER BY plan COLLATE "C"`,
  );
  return {
    mrrCents: Math.round(rows.reduce((sum, r) => sum + r.mrr, 0)),
    activeSubscriptions: rows.reduce((sum, r) => sum + r.subscriptions, 0),
    byPlan: rows.map((r) => ({ plan: r.plan, subscriptions: r.subscriptions, mrrCents: Math.round(r.mrr) })),
  };
}

/**
 * Trials still trialing whose end lies after `asOf` and at most seven days
 * after it: how many and what they will charge in all, and the soonest
 * TRIALS_DUE_LISTED of them (soonest end first, then by subscription id).
 */
export async function trialsDue(pool: Pool, asOf: Date): Promise<{ listed: RevenueTrialDue[]; count: number; amountCents: number }> {
  const [listed, all] = await Promise.all([
    pool.query<{ subscription_id: string; plan: string; email: string | null; trial_ends_at: Date; amount_cents: string }>(
      `SELECT subscription_id, plan, email, trial_ends_at, amount_cents::text FROM ${readModel('revenue_subscriptions')}
        WHERE ${DUE} ORDER BY trial_ends_at, subscription_id LIMIT $3`,
      [asOf, TRIALS_DUE_DAYS, TRIALS_DUE_LISTED],
    ),
    pool.query<{ count: number; amount: string }>(
      `SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::text AS amount FROM ${readModel('revenue_subscriptions')} WHERE ${DUE}`,
      [asOf, TRIALS_DUE_DAYS],
    ),
  ]);
  return {
    listed: listed.rows.map((r) => ({ subscriptionId: r.subscription_id, plan: r.plan, email: r.email, trialEndsAt: r.trial_ends_at.toISOString(), amountCents: Number(r.amount_cents) })),
    count: all.rows[0].count,
    amountCents: Number(all.rows[0].amount),
  };
}
