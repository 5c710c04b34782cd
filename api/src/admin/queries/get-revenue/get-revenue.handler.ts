import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminRevenueResponse, RevenueMoney } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { GetRevenueQuery } from './get-revenue.query';
import { recurringRevenue, trialsDue } from './recurring-revenue';
import { money, revenueAttribution, type MoneyRow } from './revenue-attribution';
import { BUYERS, DAILY_IN_RANGE, moneyWithBuyer, SUMS } from './revenue-sql';

/**
 * Confirmed payments and refunds from revenue_daily (the revenue projector's
 * sums of PaymentSucceeded and PaymentRefunded); the buyers per product and
 * in all, revenue by the buyer's first-touch source, and attributed by a
 * chosen touch and field, from each payment and refund joined to the buyer's
 * contact (a refund's buyer is its payment's); recurring revenue and trials
 * due from each subscription's latest state.
 */
@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ days: { from, to }, touch, dimension, asOf }: GetRevenueQuery): Promise<AdminRevenueResponse> {
    const range = [from, to];
    const [perProduct, buyers, perDay, perSource, attribution, mrr, due] = await Promise.all([
      this.pool.query<MoneyRow & { product: string }>(
        `SELECT product, ${SUMS} FROM ${DAILY_IN_RANGE} GROUP BY product ORDER BY sum(amount_cents) DESC, product`,
        range,
      ),
      // The buyers behind each product's figures and behind the total (null: all products).
      this.pool.query<{ product: string | null; buyers: number }>(`SELECT p.product, ${BUYERS} AS buyers FROM ${moneyWithBuyer()} GROUP BY ROLLUP (p.product)`, range),
      this.pool.query<MoneyRow & { day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${SUMS} FROM ${DAILY_IN_RANGE} GROUP BY day ORDER BY day`, range),
      this.pool.query<MoneyRow & { product: string; source: string | null }>(
        `SELECT p.product, c.utm_source AS source, sum(p.payments)::int AS payments, sum(p.gross)::text AS gross, sum(p.refunded)::text AS refunded
           FROM ${moneyWithBuyer()}
          GROUP BY p.product, c.utm_source ORDER BY sum(p.gross) DESC, p.product, c.utm_source NULLS LAST`,
        range,
      ),
      revenueAttribution(this.pool, range, touch, dimension),
      recurringRevenue(this.pool),
      trialsDue(this.pool, asOf),
    ]);
    const buyersOf = new Map(buyers.rows.map((row) => [row.product, row.buyers]));
    const products = perProduct.rows.map((row) => ({ product: row.product, ...money(row), buyers: buyersOf.get(row.product) ?? 0 }));
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
      totalBuyers: buyersOf.get(null) ?? 0,
      attribution,
      asOf: asOf.toISOString(),
      mrr,
      trialsDue: due,
      trialsDueAmountCents: due.reduce((sum, t) => sum + t.amountCents, 0),
    };
  }
}
