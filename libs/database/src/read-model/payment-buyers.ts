import { liveTable, personOfAct, type ActAt, type TableNamer } from './identity';

/**
 * Who each payment and refund is credited to (README "Revenue by touch"):
 * the buyer's contact, the fields of their first touch, and of their latest
 * touch at or before the payment. The contacts projector keeps one row per
 * money event in `payment_buyers` and works it out again whenever a batch
 * changes the identity or the touches it depends on, so revenue reads the
 * answer instead of resolving every payment's person on every report.
 */
export const BUYER_COLUMNS = ['buyer_id', 'first_source', 'first_medium', 'first_campaign', 'last_source', 'last_medium', 'last_campaign'] as const;

/**
 * BUYER_COLUMNS and `buyer_created_at`, the buyer's contact's created time,
 * worked out again with the buyer whenever the payment moves to another
 * contact or the contact is found to be made earlier (its earliest act; a
 * merge keeps the earlier of two), so it is the contact's own, as a replay
 * writes it, and never earlier than it even while a batch is under way. So
 * every buyer of a range was made at or before the latest of theirs, which
 * bounds the people behind a revenue figure as a range bounds a funnel's
 * (the API's Cohort.createdBefore); a payment is not one of the buyer's acts,
 * so its own time bounds nothing.
 */
export const CREDITED_COLUMNS = [...BUYER_COLUMNS, 'buyer_created_at'] as const;

/** A money event's keys (SQL expressions): where it was made, the address it names, and when the payment was taken (null: not known, or a refund alone). */
export interface MoneyAct extends ActAt {
  paidAt: string;
}

/**
 * SQL for the money act's buyer as CREDITED_COLUMNS: one row, or none when no
 * contact is the buyer. The latest touch is the one at or before the payment
 * (ties to the larger event id), any touch when its time is not known; Stripe
 * stamps a payment to the second, so a touch within that second counts as
 * before it.
 */
export function buyerOf(act: MoneyAct, table: TableNamer = liveTable): string {
  return `SELECT c.id AS buyer_id, c.utm_source AS first_source, c.utm_medium AS first_medium, c.utm_campaign AS first_campaign,
                 t.source AS last_source, t.medium AS last_medium, t.campaign AS last_campaign, c.created_at AS buyer_created_at
            FROM ${table('contacts')} c
            LEFT JOIN LATERAL (
              SELECT source, medium, campaign FROM ${table('contact_touches')}
               WHERE contact_id = c.id AND at < coalesce(${act.paidAt}, 'infinity') + interval '1 second'
               ORDER BY at DESC, event_id DESC LIMIT 1
            ) t ON true
           WHERE c.id = ${personOfAct(act, table)}`;
}
