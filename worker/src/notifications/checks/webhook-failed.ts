import { readCheckpoint } from '@pitchlens/event-store';
import type { NotificationCheck } from '../notification-check';
import { renderTeamMail } from '../team-mail';

/** How long a Stripe delivery may wait for the payments reactor before it counts as failed. */
export const WEBHOOK_LATE_MINUTES = 15;

/**
 * A verified Stripe delivery (`StripeEventReceived`) the payments reactor has
 * not acted on WEBHOOK_LATE_MINUTES after it arrived: its batch keeps failing
 * (Stripe unreachable, an error acting on it). The reactor acts in log order,
 * so the oldest such delivery holds back every later one: the alert names it
 * and counts those waiting behind it, one mail per delivery that blocks.
 */
export const webhookFailed: NotificationCheck = {
  kind: 'webhook-failed',
  async due({ pool, now, links, sent }) {
    // The checkpoint as values bounds the index scan to the deliveries after it (projectionsCaughtUp says why).
    const from = await readCheckpoint(pool, 'payments-reactor');
    const { rows } = await pool.query<{ stripe_event_id: string; type: string; recorded_at: Date; waiting: number }>(
      `SELECT e.data->>'stripeEventId' AS stripe_event_id, e.data->>'type' AS type, e.recorded_at, count(*) OVER ()::int AS waiting
         FROM event_store.events e
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.type = 'StripeEventReceived' AND e.recorded_at < $3
        ORDER BY e.transaction_id, e.global_position
        LIMIT 1`,
      [from.transactionId, from.globalPosition, new Date(now.getTime() - WEBHOOK_LATE_MINUTES * 60_000)],
    );
    const blocking = rows[0];
    if (!blocking) return [];
    const key = `alert.webhook-failed.${blocking.stripe_event_id}`;
    if (await sent(key)) return [];
    const subject = `Pitchlens alert: Stripe delivery ${blocking.stripe_event_id} not acted on`;
    const intro = `Stripe's ${blocking.type} delivery ${blocking.stripe_event_id} arrived at ${blocking.recorded_at.toISOString()} and the payments reactor has not acted on it ${WEBHOOK_LATE_MINUTES} minutes later.`;
    const lines = [
      `${blocking.waiting} ${blocking.waiting === 1 ? 'delivery is' : 'deliveries are'} waiting over ${WEBHOOK_LATE_MINUTES} minutes, this one first: no payment, refund or subscription fact of them is recorded until it is acted on.`,
      "The worker's log says why each attempt failed (Stripe unreachable, an error acting on it); projector lag is in Operations.",
    ];
    return [{ key, mail: renderTeamMail(subject, intro, [{ heading: 'What it means', lines }], links) }];
  },
};
