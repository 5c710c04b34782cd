import { personOfAct, readModel } from '@pitchlens/database';
import { inDays, type SqlParam } from '../../reports/report-sql';

/** A refund's buyer is its payment's (its address, session, position and time); the refund's own until that payment is recorded. */
const BUYER = ['email', 'session_id', 'transaction_id', 'global_position']
  .map((column) => `CASE WHEN paid.event_id IS NULL THEN r.${column} ELSE paid.${column} END AS ${column}`)
  .join(', ');

/**
 * Payments in the range (days `from`…`to`, placeholders) at their gross, and
 * refunds in the range against their payment's buyer and time (a one-time
 * purchase's found by its PaymentIntent, a subscription's by its invoice).
 * `payment_id` names a payment (null on a refund's row); `paid_at` is when
 * the payment was taken (null: not known).
 */
function moneyInRange(from: SqlParam, to: SqlParam): string {
  return `
  SELECT event_id::text AS payment_id, paid_at, product, email, session_id, transaction_id, global_position, 1 AS payments, amount_cents AS gross, 0::bigint AS refunded
    FROM ${readModel('revenue_payments')} WHERE ${inDays('day', from, to)}
  UNION ALL
  SELECT NULL, paid.paid_at, r.product, ${BUYER}, 0, 0::bigint, r.amount_cents
    FROM ${readModel('revenue_refunds')} r
    LEFT JOIN ${readModel('revenue_payments')} paid ON paid.payment_intent_id = r.payment_intent_id OR paid.invoice_id = r.invoice_id
   WHERE ${inDays('r.day', from, to)}`;
}

/**
 * Each money row `p` of the range joined to its buyer's contact `c` as it is
 * now (README "How far": the person of the address it was paid as, else
 * whose its session was at the payment's position in the log, as identity
 * has them; a payment recorded before positions were kept takes the
 * session's latest owner). The report's statements pass the range as $1 and
 * $2; the contact list's revenue cohort as its own parameters.
 */
export function moneyWithBuyer(from: SqlParam = '$1', to: SqlParam = '$2'): string {
  // Each row's buyer looked up by key (OFFSET 0 keeps the planner from hashing every contact for a range's few payments).
  return `(${moneyInRange(from, to)}) p
  LEFT JOIN LATERAL (SELECT * FROM ${readModel('contacts')} c
                      WHERE c.id = ${personOfAct({ email: 'p.email', session: 'p.session_id', transaction: 'p.transaction_id', position: 'p.global_position' })} OFFSET 0) c ON true`;
}

/** One person per buyer: their contact, else the address paid as, else the payment alone. */
const BUYER_KEY = `coalesce(c.id::text, 'email:' || p.email, 'payment:' || p.payment_id)`;

/** Buyers are counted from payments: a refund alone makes no buyer (README "Revenue by touch"). */
export const BUYERS = `count(DISTINCT ${BUYER_KEY}) FILTER (WHERE p.payments = 1)::int`;

export const SUMS = `sum(payments)::int AS payments, sum(amount_cents)::text AS gross, sum(refunded_cents)::text AS refunded`;
export const DAILY_IN_RANGE = `${readModel('revenue_daily')} WHERE ${inDays('day', '$1', '$2')}`;
