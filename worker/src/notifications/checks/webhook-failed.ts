import type { NotificationCheck } from '../notification-check';
import { renderTeamMail } from '../team-mail';

/** How long a Stripe delivery may wait for the payments reactor before it counts as failed. */
export const WEBHOOK_LATE_MINUTES = 15;

/**
 * A verified Stripe delivery (`StripeEventReceived`) the payments reactor has
 * not acted on WEBHOOK_LATE_MINUTES after it arrived: its batch keeps failing
 * (Stripe unreachable, an error acting on it), so no payment fact of it or of
 * any later delivery is recorded. One mail per delivery.
 */
export const webhookFailed: NotificationCheck = {
  kind: 'webhook-failed',
  async due({ pool, now, links, sent }) {
    const { rows } = await pool.query<{ stripe_event_id: string; type: string; recorded_at: Date }>(
      `SELECT e.data->>'stripeEventId' AS stripe_event_id, e.data->>'type' AS type, e.recorded_at
         FROM event_store.events e
         LEFT JOIN read_model.projector_checkpoints c ON c.name = 'payments-reactor'
        WHERE (e.transaction_id, e.global_position) > (COALESCE(c.transaction_id, '0'), COALESCE(c.global_position, 0))
          AND e.type = 'StripeEventReceived' AND e.recorded_at < $1
        ORDER BY e.transaction_id, e.global_position
        LIMIT 20`,
      [new Date(now.getTime() - WEBHOOK_LATE_MINUTES * 60_000)],
    );
    const due = [];
    for (const row of rows) {
      const key = `alert.webhook-failed.${row.stripe_event_id}`;
      if (await sent(key)) continue;
      const subject = `Pitchlens alert: Stripe delivery ${row.stripe_event_id} not acted on`;
      const intro = `Stripe's ${row.type} delivery ${row.stripe_event_id} arrived at ${row.recorded_at.toISOString()} and the payments reactor has not acted on it ${WEBHOOK_LATE_MINUTES} minutes later.`;
      const lines = [
        'No payment, refund or subscription fact of it, or of any delivery after it, is recorded until it is.',
        "The worker's log says why each attempt failed (Stripe unreachable, an error acting on it); projector lag is in Operations.",
      ];
      due.push({ key, mail: renderTeamMail(subject, intro, [{ heading: 'What it means', lines }], links) });
    }
    return due;
  },
};
