import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminRevenueResponse, RevenueDay, RevenueProductStats } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens';
import { GetRevenueQuery } from './get-revenue.query';

const IN_RANGE = `($1::date IS NULL OR day >= $1::date) AND ($2::date IS NULL OR day <= $2::date)`;

/**
 * Confirmed payments from revenue_daily (the revenue projector's sums of
 * PaymentSucceeded). Sums of cents are bigint in Postgres: read as text and
 * turned into numbers here, safe far beyond any real revenue.
 */
@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ from, to }: GetRevenueQuery): Promise<AdminRevenueResponse> {
    const range = [from, to];
    const [perProduct, perDay] = await Promise.all([
      this.pool.query<{ product: string; payments: number; cents: string }>(
        `SELECT product, sum(payments)::int AS payments, sum(amount_cents)::text AS cents
           FROM read_model.revenue_daily WHERE ${IN_RANGE}
          GROUP BY product ORDER BY sum(amount_cents) DESC, product`,
        range,
      ),
      this.pool.query<{ day: string; payments: number; cents: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(payments)::int AS payments, sum(amount_cents)::text AS cents
           FROM read_model.revenue_daily WHERE ${IN_RANGE}
          GROUP BY day ORDER BY day`,
        range,
      ),
    ]);
    const products: RevenueProductStats[] = perProduct.rows.map((row) => ({ product: row.product, payments: row.payments, amountCents: Number(row.cents) }));
    const days: RevenueDay[] = perDay.rows.map((row) => ({ day: row.day, payments: row.payments, amountCents: Number(row.cents) }));
    return {
      from,
      to,
      products,
      days,
      totalPayments: products.reduce((sum, p) => sum + p.payments, 0),
      totalAmountCents: products.reduce((sum, p) => sum + p.amountCents, 0),
    };
  }
}
