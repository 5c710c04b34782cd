import { personOfAct, readModel } from '@pitchlens/database';
import { inDays } from '../../reports/report-sql';

/** Days of the report: $1 and $2 in every statement built here. */
const IN_RANGE = inDays('day', '$1', '$2');

/** A refund's buyer is its payment's (its address, session, position and time); the refund's own until that payment is recorded. */
const BUYER = ['email', 'session_id', 'transaction_id', 'global_position']
  .map((column) => `CASE WHEN paid.event_id IS NULL THEN r.${column} ELSE paid.${column} END AS ${column}`)
  .join(', ');

/**
 * Payments in the range at their gross, and refunds in the range against
 * their payment's buyer and time. `payment_id` names a payment (null on a
 * refund's row); `paid_at` is when the payment was taken (null: not known).
 */
export const MONEY_IN_RANGE = `
  SELECT event_id::text AS payment_id, paid_at, product, email, session_id, transaction_id, global_position, 1 AS payments, amount_cents AS gross, 0::bigint AS refunded
    FROM ${readModel('revenue_payments')} WHERE ${IN_RANGE}
  UNION ALL
  SELECT NULL, paid.paid_at, r.product, ${BUYER}, 0, 0::bigint, r.amount_cents
    FROM ${readModel('revenue_refunds')} r LEFT JOIN ${readModel('revenue_payments')} paid ON paid.payment_intent_id = r.payment_intent_id
   WHERE ${inDays('r.day', '$1', '$2')}`;

/**
 * Each money row `p` joined to its buyer's contact `c` as it is now (README
 * "How far": the person of the address it was paid as, else whose its
 * session was at the payment's position in the log, as identity has them).
 * A payment recorded before positions were kept (until the worker has
 * rebuilt the revenue tables) takes the session's latest owner.
 */
export const MONEY_WITH_BUYER = `(${MONEY_IN_RANGE}) p
  LEFT JOIN ${readModel('contacts')} c
    ON c.id = ${personOfAct({ email: 'p.email', session: 'p.session_id', transaction: 'p.transaction_id', position: 'p.global_position' })}`;

export const SUMS = `sum(payments)::int AS payments, sum(amount_cents)::text AS gross, sum(refunded_cents)::text AS refunded`;
export const DAILY_IN_RANGE = `${readModel('revenue_daily')} WHERE ${IN_RANGE}`;
