import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminRevenueResponse, RevenueDay, RevenueProductStats } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
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

/**
 * Confirmed payments from revenue_daily (the revenue projector's sums of
 * PaymentSucceeded), and by the buyer's first-touch source from each payment
 * joined to the buyer's contact as it is now (README "How far": the contact
 * of the address it was paid as, else whose its session was when it was
 * paid). Sums of cents are bigint in Postgres: read as text and turned into
 * numbers here, safe far beyond any real revenue.
 */
@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ days: { from, to } }: GetRevenueQuery): Promise<AdminRevenueResponse> {
    const range = [from, to];
    const [perProduct, perDay, perSource] = await Promise.all([
      this.pool.query<{ product: string; payments: number; cents: string }>(
        `SELECT product, sum(payments)::int AS payments, sum(amount_cents)::text AS cents
           FROM ${readModel('revenue_daily')} WHERE ${IN_RANGE}
          GROUP BY product ORDER BY sum(amount_cents) DESC, product`,
        range,
      ),
      this.pool.query<{ day: string; payments: number; cents: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(payments)::int AS payments, sum(amount_cents)::text AS cents
           FROM ${readModel('revenue_daily')} WHERE ${IN_RANGE}
          GROUP BY day ORDER BY day`,
        range,
      ),
      // The buyer is the contact of the address the payment was made as, else whose its session was then.
      this.pool.query<{ product: string; source: string | null; payments: number; cents: string }>(
        `SELECT p.product, c.utm_source AS source, count(*)::int AS payments, sum(p.amount_cents)::text AS cents
           FROM ${readModel('revenue_payments')} p
           LEFT JOIN ${readModel('contacts')} c
             ON c.id = coalesce((SELECT id FROM ${readModel('contacts')} WHERE email = p.email), (${SESSION_OWNER}))
          WHERE ${inDays('p.day', '$1', '$2')}
          GROUP BY p.product, c.utm_source ORDER BY sum(p.amount_cents) DESC, p.product, c.utm_source NULLS LAST`,
        range,
      ),
    ]);
    const bySource = perSource.rows.map((row) => ({ product: row.product, source: row.source, payments: row.payments, amountCents: Number(row.cents) }));
    const products: RevenueProductStats[] = perProduct.rows.map((row) => ({ product: row.product, payments: row.payments, amountCents: Number(row.cents) }));
    const days: RevenueDay[] = perDay.rows.map((row) => ({ day: row.day, payments: row.payments, amountCents: Number(row.cents) }));
    return {
      from,
      to,
      products,
      days,
      bySource,
      totalPayments: products.reduce((sum, p) => sum + p.payments, 0),
      totalAmountCents: products.reduce((sum, p) => sum + p.amountCents, 0),
    };
  }
}
