import { BUYER_COLUMNS, buyerOf, readModel } from '@pitchlens/database';
import { inDays } from '../sql';

/** A refund's buyer is its payment's (its address, session, position and time); the refund's own until that payment is recorded. */
const BUYER = ['email', 'session_id', 'transaction_id', 'global_position']
  .map((column) => `CASE WHEN paid.event_id IS NULL THEN r.${column} ELSE paid.${column} END AS ${column}`)
  .join(', ');

/**
 * Payments in the range (the statement's days $1…$2) at their gross, and
 * refunds in the range against their payment's buyer and time (a one-time
 * purchase's found by its PaymentIntent, a subscription's by its invoice).
 * `credited` names the money event whose buyer it is credited to (the
 * payment's, for a refund); `paid_at` is when the payment was taken (null:
 * not known).
 */
function moneyInRange(): string {
  return `
  SELECT event_id AS credited, paid_at, product, email, session_id, transaction_id, global_position, 1 AS payments, amount_cents AS gross, 0::bigint AS refunded
    FROM ${readModel('revenue_payments')} WHERE ${inDays('day', '$1', '$2')}
  UNION ALL
  SELECT coalesce(paid.event_id, r.event_id), paid.paid_at, r.product, ${BUYER}, 0, 0::bigint, r.amount_cents
    FROM ${readModel('revenue_refunds')} r
    LEFT JOIN ${readModel('revenue_payments')} paid ON paid.payment_intent_id = r.payment_intent_id OR paid.invoice_id = r.invoice_id
   WHERE ${inDays('r.day', '$1', '$2')}`;
}

/**
 * Each money row `p` of the range with its buyer `b` (BUYER_COLUMNS: the
 * buyer's contact, their first touch and their latest touch at the payment)
 * as identity has them now (README "How far": the person of the address it
 * was paid as, else whose its session was at the payment's position in the
 * log), read from payment_buyers, which the contacts projector keeps. A money
 * event it has not reached yet is worked out here by the same rule, so the
 * report never waits for it. The range is the statement's $1 and $2 (the
 * worker's digests; the API holds the same rows in memory).
 */
export function moneyWithBuyer(): string {
  const worked = buyerOf({ email: 'p.email', session: 'p.session_id', transaction: 'p.transaction_id', position: 'p.global_position', paidAt: 'p.paid_at' });
  // The lateral runs only where no row is kept (a one-time filter); OFFSET 0 keeps it a lookup by key rather than a hash of every contact.
  return `(${moneyInRange()}) p
  LEFT JOIN ${readModel('payment_buyers')} kept ON kept.event_id = p.credited
  LEFT JOIN LATERAL (${worked} AND kept.event_id IS NULL OFFSET 0) worked ON true
  CROSS JOIN LATERAL (SELECT ${BUYER_COLUMNS.map((c) => `CASE WHEN kept.event_id IS NULL THEN worked.${c} ELSE kept.${c} END AS ${c}`).join(', ')}) b`;
}

export const SUMS = `sum(payments)::int AS payments, sum(amount_cents)::text AS gross, sum(refunded_cents)::text AS refunded`;
export const DAILY_IN_RANGE = `${readModel('revenue_daily')} WHERE ${inDays('day', '$1', '$2')}`;
