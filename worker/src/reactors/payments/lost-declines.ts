import { streams, type EventOfType } from '@pitchlens/contracts';
import { EVENT_COLUMNS, toRecorded, type EventRow, type RecordedEvent } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import type { PaymentsReactor } from './payments-reactor';
import { factId } from './stripe-facts';

/** Held while looking, so two workers starting together do not ask Stripe twice. */
export const LOST_DECLINES_LOCK_KEY = 'pitchlens.payments.lost-declines';
/** Stripe keeps an event 30 days: an older one is not asked for. */
const STRIPE_KEEPS_EVENTS_SECONDS = 30 * 86_400;
/**
 * A delivery is recorded after Stripe made its event, so one made since the
 * cut-off was recorded since then too; a day's margin for clocks that
 * disagree. It bounds the look by the deliveries' index of recorded times
 * (migration 1732209800000) instead of every rarer event in the log.
 */
const CLOCK_MARGIN_SECONDS = 86_400;

type Delivery = RecordedEvent<EventOfType<'StripeEventReceived'>>;

/**
 * Declines the log lost before the payments reactor read attempts from
 * Stripe's events: a card declined, then retried at once, was re-read as
 * succeeded and its failure recorded as nothing; a trial's card that could
 * not be saved was not recorded at all. A replay cannot bring such a failure
 * back (it was never appended). They are found exactly: failed deliveries
 * (of a PaymentIntent with a recorded payment, or of any SetupIntent) whose
 * failure (its id derived from the Stripe event) is missing; each is handed to the
 * reactor again, which records it from the event Stripe still keeps and skips
 * one Stripe no longer has. Facts are stored once by their ids, so running
 * again (or beside the live reactor) adds nothing twice. Answers how many
 * deliveries were looked up, or null when another worker is doing it.
 */
export async function recordLostDeclines(pool: Pool, reactor: PaymentsReactor, nowSeconds: number, signal?: AbortSignal): Promise<number | null> {
  const client = await pool.connect();
  let locked = false;
  try {
    locked = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOST_DECLINES_LOCK_KEY])).rows[0].locked;
    if (!locked) return null;
    const failed = (
      await client.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM event_store.events e
          WHERE e.type = 'StripeEventReceived' AND e.recorded_at >= $2
            AND e.data->>'type' IN ('payment_intent.payment_failed', 'setup_intent.setup_failed')
            AND (e.data->>'created')::bigint >= $1
          ORDER BY e.global_position`,
        [nowSeconds - STRIPE_KEEPS_EVENTS_SECONDS, new Date((nowSeconds - STRIPE_KEEPS_EVENTS_SECONDS - CLOCK_MARGIN_SECONDS) * 1000)],
      )
    ).rows.map((row) => toRecorded(row) as Delivery);
    if (failed.length === 0) return 0;
    const paid = new Set(
      (
        await client.query<{ stream_id: string }>(`SELECT DISTINCT stream_id FROM event_store.events WHERE stream_id = ANY($1) AND type = 'PaymentSucceeded'`, [
          failed.map((delivery) => streams.stripeObject(delivery.data.objectId)),
        ])
      ).rows.map((row) => row.stream_id),
    );
    const failureId = (delivery: Delivery) => factId(`payment-failed/${delivery.data.stripeEventId}`);
    const recorded = new Set(
      (await client.query<{ event_id: string }>(`SELECT event_id::text FROM event_store.events WHERE event_id = ANY($1::uuid[])`, [failed.map(failureId)])).rows.map(
        (row) => row.event_id,
      ),
    );
    const lost = failed.filter(
      (delivery) => (delivery.data.type === 'setup_intent.setup_failed' || paid.has(streams.stripeObject(delivery.data.objectId))) && !recorded.has(failureId(delivery)),
    );
    const batchSize = reactor.maxBatchSize;
    for (let start = 0; start < lost.length && !signal?.aborted; start += batchSize) await reactor.apply(lost.slice(start, start + batchSize));
    return lost.length;
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOST_DECLINES_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
