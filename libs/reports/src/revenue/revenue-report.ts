import type { AdminRevenueResponse, RevenueDimension, RevenueMoney, RevenueTouch } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { byName, byteOrder } from '../byte-order';
import type { DayRange } from '../range';
import { recurringRevenue, trialsDue } from './recurring-revenue';
import { groupMoney, type MoneyFigures, type MoneyRow } from './money-groups';
import { boughtRows, contactsEntered, money, revenueAttribution } from './revenue-attribution';
import { DAILY_IN_RANGE, SUMS } from './revenue-sql';

/**
 * Which touch and which of its fields revenue is attributed to, the moment
 * recurring revenue and trials due are judged at, and where the figures of
 * the range's money rows with their buyers come from (Postgres works the rows
 * out unless given: the API holds them in memory).
 */
export interface RevenueOptions {
  touch?: RevenueTouch;
  dimension?: RevenueDimension;
  asOf?: Date;
  figures?: (days: DayRange, touch: RevenueTouch, dimension: RevenueDimension) => Promise<MoneyFigures>;
}

/**
 * Confirmed payments and refunds from revenue_daily (the revenue projector's
 * sums of PaymentSucceeded and PaymentRefunded); the buyers per product and
 * in all, revenue by the buyer's first-touch source, and attributed by a
 * chosen touch and field (first touch and source unless asked), from one pass
 * over each payment and refund with its buyer (a refund's buyer is its
 * payment's: groupMoney); recurring revenue and trials due from each subscription's
 * latest state at `asOf` (now unless asked).
 */
export async function revenueReport(db: Pool, { from, to }: DayRange, zone: string, options: RevenueOptions = {}): Promise<AdminRevenueResponse> {
  const { touch = 'first', dimension = 'source', asOf = new Date(), figures: figuresOf = fromPostgres(db) } = options;
  const range = [from, to];
  const [perProduct, perDay, figures, entered, mrr, due] = await Promise.all([
    db.query<MoneyRow & { product: string }>(`SELECT product, ${SUMS} FROM ${DAILY_IN_RANGE} GROUP BY product ORDER BY sum(amount_cents) DESC, product COLLATE "C"`, range),
    db.query<MoneyRow & { day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${SUMS} FROM ${DAILY_IN_RANGE} GROUP BY day ORDER BY day`, range),
    figuresOf({ from, to }, touch, dimension),
    contactsEntered(db, range, touch, dimension),
    recurringRevenue(db),
    trialsDue(db, asOf),
  ]);
  const buyersOf = figures.buyers;
  const products = perProduct.rows.map((row) => ({ product: row.product, ...money(row), buyers: buyersOf.get(row.product) ?? 0 }));
  const total = (key: keyof RevenueMoney) => products.reduce((sum, p) => sum + p[key], 0);
  return {
    timeZone: zone,
    from,
    to,
    products,
    days: perDay.rows.map((row) => ({ day: row.day, ...money(row) })),
    bySource: figures.bySource.sort(biggestGross).map((row) => ({ product: row.product, source: row.source, ...money(row) })),
    totalPayments: total('payments'),
    totalAmountCents: total('amountCents'),
    totalRefundedCents: total('refundedCents'),
    totalNetCents: total('netCents'),
    totalBuyers: buyersOf.get(null) ?? 0,
    attribution: revenueAttribution(touch, dimension, figures, entered),
    asOf: asOf.toISOString(),
    mrr,
    trialsDue: due.listed,
    trialsDueCount: due.count,
    trialsDueAmountCents: due.amountCents,
  };
}

/** The money figures of rows Postgres works out (the worker's digests and alerts). */
function fromPostgres(db: Pool): NonNullable<RevenueOptions['figures']> {
  return async ({ from, to }, touch, dimension) => groupMoney(await boughtRows(db, [from, to]), touch, dimension);
}

/** Biggest gross first, then by product and source (none last), in byte order. */
function biggestGross(a: MoneyRow & { product: string; source: string | null }, b: typeof a): number {
  return Number(b.gross) - Number(a.gross) || byteOrder(a.product, b.product) || byName(a.source, b.source);
}
