import { ratio, type RevenueAttribution, type RevenueDimension, type RevenueMoney, type RevenueTouch } from '@pitchlens/contracts';
import { BUYER_COLUMNS, readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { byName, byteOrder } from '../byte-order';
import { inDays } from '../sql';
import type { BoughtRow, MoneyFigures, MoneyRow } from './money-groups';
import { moneyWithBuyer } from './revenue-sql';

/** Sums of cents are bigint in Postgres: read as text and turned into numbers here, safe far beyond any real revenue. */
export function money({ payments, gross, refunded }: MoneyRow): RevenueMoney {
  return { payments, amountCents: Number(gross), refundedCents: Number(refunded), netCents: Number(gross) - Number(refunded) };
}

/** A buyer's key as the in-memory rows make it too: their contact, else the address paid as, else the payment alone. */
const BUYER_KEY = `coalesce(b.buyer_id::text, 'email:' || p.email, p.credited::text)`;

/**
 * The range's (`days`: $1, $2) money rows with their buyer, as Postgres works
 * them out (moneyWithBuyer): what the worker's digests group (groupMoney);
 * the API holds the same rows in memory.
 */
export async function boughtRows(pool: Pool, days: unknown[]): Promise<BoughtRow[]> {
  const touches = BUYER_COLUMNS.filter((c) => c !== 'buyer_id').map((c) => `b.${c}`);
  const { rows } = await pool.query<BoughtRow>(
    `SELECT p.product, p.payments, p.gross::float8 AS gross, p.refunded::float8 AS refunded, ${BUYER_KEY} AS buyer, ${touches.join(', ')}
       FROM ${moneyWithBuyer()}`,
    days,
  );
  return rows;
}

/** Contacts first seen on the range's days ($1, $2) by the value of the touch's field, from their counts per created day (kept by the contacts projector). */
export async function contactsEntered(pool: Pool, days: unknown[], touch: RevenueTouch, dimension: RevenueDimension): Promise<Map<string | null, number>> {
  const { rows } = await pool.query<{ value: string | null; contacts: number }>(
    `SELECT nullif(value, '') AS value, sum(contacts)::int AS contacts FROM ${readModel('contact_touch_counts')}
      WHERE touch = $3 AND dimension = $4 AND ${inDays('created_day', '$1', '$2')}
      GROUP BY 1`,
    [...days, touch, dimension],
  );
  return new Map(rows.map((row) => [row.value, row.contacts]));
}

/**
 * Revenue, buyers and conversion by one field of the buyer's first touch or
 * of their latest touch at or before the payment, per product and for all
 * products (README "What the numbers mean", Revenue), from the money rows
 * `figures.attributed`. Contacts entered (`enteredBy`) are those first seen
 * on the range's days, by the same field of their first touch, or of their
 * latest touch for last-touch attribution.
 */
export function revenueAttribution(touch: RevenueTouch, dimension: RevenueDimension, figures: MoneyFigures, enteredBy: Map<string | null, number>): RevenueAttribution {
  type Attributed = MoneyFigures['attributed'][number];
  const row = (r: Attributed | { value: string | null }) => {
    const contactsEntered = enteredBy.get(r.value) ?? 0;
    const sums = 'gross' in r ? r : { payments: 0, gross: '0', refunded: '0', buyers: 0 };
    return { value: r.value, ...money(sums), buyers: sums.buyers, contactsEntered, conversionRate: ratio(sums.buyers, contactsEntered) };
  };
  const all = figures.attributed.filter((r) => r.product === null);
  // Values contacts entered with but nobody bought from still have a rate (0).
  const unsold = [...enteredBy.keys()].filter((v) => !all.some((r) => r.value === v)).map((v) => ({ value: v }));
  return {
    touch,
    dimension,
    values: [...all, ...unsold].map(row).sort(biggestNet),
    byProduct: figures.attributed
      .filter((r): r is Attributed & { product: string } => r.product !== null)
      .map((r) => ({ product: r.product, ...row(r) }))
      .sort((a, b) => biggestNet(a, b) || byteOrder(a.product, b.product)),
  };
}

/** Biggest net first; then more contacts entered; named values before none; then by name in byte order. */
function biggestNet(a: { netCents: number; contactsEntered: number; value: string | null }, b: typeof a): number {
  return b.netCents - a.netCents || b.contactsEntered - a.contactsEntered || byName(a.value, b.value);
}
