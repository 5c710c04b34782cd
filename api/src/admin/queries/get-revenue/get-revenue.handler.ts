import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminRevenueResponse, RevenueMoney } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { inDays } from '../../reports/report-sql';
import { GetRevenueQuery } from './get-revenue.query';

const IN_RANGE = inDays('day', '$1', '$2');

/**
 * Whose the paying session was when the payment was recorded: its part that
 * began last at or before the payment's position in the log. A payment
 * recorded before positions were kept (until the worker has rebuilt the
 * revenue tables) takes the session's latest part.
 */
const SESSION_OWNER = `SELECT s.contact_id FROM ${readModel('contact_sessions')} s
   WHERE s.session_id = p.session_id
     AND (p.global_position IS NULL OR (s.from_transaction, s.from_position) <= (p.transaction_id, p.global_position))
   ORDER BY s.from_transaction DESC, s.from_position DESC LIMIT 1`;

/** A refund's buyer is its payment's (its address, session and position); the refund's own until that payment is recorded. */
const BUYER = ['email', 'session_id', 'transaction_id', 'global_position'].map((column) => `CASE WHEN paid.event_id IS NULL THEN r.${column} ELSE paid.${column} END AS ${column}`).join(', ');

/** Payments in the range at their gross, and refunds in the range against their payment's buyer. */
const MONEY_IN_RANGE = `
  SELECT product, email, session_id, transaction_id, global_position, 1 AS payments, amount_cents AS gross, 0::bigint AS refunded
    FROM ${readModel('revenue_payments')} WHERE ${IN_RANGE}
  UNION ALL
  SELECT r.product, ${BUYER}, 0, 0::bigint, r.amount_cents
    FROM ${readModel('revenue_refunds')} r LEFT JOIN ${readModel('revenue_payments')} paid ON paid.payment_intent_id = r.payment_intent_id
   WHERE ${inDays('r.day', '$1', '$2')}`;

interface MoneyRow {
  payments: number;
  gross: string;
  refunded: string;
}

/** Sums of cents are bigint in Postgres: read as text and turned into numbers here, safe far beyond any real revenue. */
function money({ payments, gross, refunded }: MoneyRow): RevenueMoney {
  return { payments, amountCents: Number(gross), refundedCents: Number(refunded), netCents: Number(gross) - Number(refunded) };
}

const SUMS = `sum(payments)::int AS payments, sum(amount_cents)::text AS gross, sum(refunded_cents)::text AS refunded`;

/**
 * Confirmed payments and refunds from revenue_daily (the revenue projector's
 * sums of PaymentSucceeded and PaymentRefunded), and by the buyer's
 * first-touch source from each payment and refund joined to the buyer's
 * contact as it is now (README "How far": the contact of the address it was
 * paid as, else whose its session was when it was paid; a refund's buyer is
 * its payment's).
 */
@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ days: { from, to } }: GetRevenueQuery): Promise<AdminRevenueResponse> {
    const range = [from, to];
    const [perProduct, perDay, perSource] = await Promise.all([
      this.pool.query<MoneyRow & { product: string }>(
        `SELECT product, ${SUMS} FROM ${readModel('revenue_daily')} WHERE ${IN_RANGE}
          GROUP BY product ORDER BY sum(amount_cents) DESC, product`,
        range,
      ),
      this.pool.query<MoneyRow & { day: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${SUMS} FROM ${readModel('revenue_daily')} WHERE ${IN_RANGE}
          GROUP BY day ORDER BY day`,
        range,
      ),
      // The buyer is the contact of the address the payment was made as, else whose its session was then.
      this.pool.query<MoneyRow & { product: string; source: string | null }>(
        `SELECT p.product, c.utm_source AS source, sum(p.payments)::int AS payments, sum(p.gross)::text AS gross, sum(p.refunded)::text AS refunded
           FROM (${MONEY_IN_RANGE}) p
           LEFT JOIN ${readModel('contacts')} c
             ON c.id = coalesce((SELECT id FROM ${readModel('contacts')} WHERE email = p.email), (${SESSION_OWNER}))
          GROUP BY p.product, c.utm_source ORDER BY sum(p.gross) DESC, p.product, c.utm_source NULLS LAST`,
        range,
      ),
    ]);
    const products = perProduct.rows.map((row) => ({ product: row.product, ...money(row) }));
    const total = (key: keyof RevenueMoney) => products.reduce((sum, p) => sum + p[key], 0);
    return {
      timeZone: reportTimeZone(),
      from,
      to,
      products,
      days: perDay.rows.map((row) => ({ day: row.day, ...money(row) })),
      bySource: perSource.rows.map((row) => ({ product: row.product, source: row.source, ...money(row) })),
      totalPayments: total('payments'),
      totalAmountCents: total('amountCents'),
      totalRefundedCents: total('refundedCents'),
      totalNetCents: total('netCents'),
    };
  }
}
