import { ratio, type RevenueAttribution, type RevenueDimension, type RevenueMoney, type RevenueTouch } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { inDays, type SqlParam } from '../../reports/report-sql';
import { BUYERS, moneyWithBuyer } from './revenue-sql';

export interface MoneyRow {
  payments: number;
  gross: string;
  refunded: string;
}

/** Sums of cents are bigint in Postgres: read as text and turned into numbers here, safe far beyond any real revenue. */
export function money({ payments, gross, refunded }: MoneyRow): RevenueMoney {
  return { payments, amountCents: Number(gross), refundedCents: Number(refunded), netCents: Number(gross) - Number(refunded) };
}

/** The columns a touch's fields are read from, by alias. */
type TouchColumns = Record<'source' | 'medium' | 'campaign', string>;

/** A dimension's value from a touch's columns: `referrer` is the host of a `referral:<host>` source, none for a campaign's touch. */
function valueOf(touch: TouchColumns, dimension: RevenueDimension): string {
  if (dimension !== 'referrer') return touch[dimension];
  return `CASE WHEN ${touch.source} LIKE 'referral:%' THEN substr(${touch.source}, 10) END`;
}

const FIRST: TouchColumns = { source: 'c.utm_source', medium: 'c.utm_medium', campaign: 'c.utm_campaign' };
const AT_PAYMENT: TouchColumns = { source: 't.source', medium: 't.medium', campaign: 't.campaign' };

/**
 * The buyer's latest touch at or before the payment (ties to the larger event
 * id); a payment of unknown time takes the latest. Stripe stamps a payment to
 * the second, so a touch within that second counts as before it.
 */
const TOUCH_AT_PAYMENT = `LEFT JOIN LATERAL (
    SELECT source, medium, campaign FROM ${readModel('contact_touches')}
     WHERE contact_id = c.id AND at < coalesce(p.paid_at, 'infinity') + interval '1 second'
     ORDER BY at DESC, event_id DESC LIMIT 1
  ) t ON true`;

/**
 * The range's money rows `p` with their buyer's contact `c`, and the value of
 * the chosen field of the chosen touch each is credited to: what the report's
 * rows group and what the revenue cohort (the people behind a row) selects.
 */
export function attributedMoney(touch: RevenueTouch, dimension: RevenueDimension, from?: SqlParam, to?: SqlParam): { from: string; value: string } {
  return { from: `${moneyWithBuyer(from, to)} ${touch === 'last' ? TOUCH_AT_PAYMENT : ''}`, value: valueOf(touch === 'first' ? FIRST : AT_PAYMENT, dimension) };
}

interface AttributedRow extends MoneyRow {
  product: string | null;
  value: string | null;
  buyers: number;
}

/**
 * Revenue, buyers and conversion by one field of the buyer's first touch or
 * of their latest touch at or before the payment, per product and for all
 * products (README "What the numbers mean", Revenue). Contacts entered are
 * those first seen on the range's days, by the same field of their first
 * touch, or of their latest touch for last-touch attribution.
 */
export async function revenueAttribution(pool: Pool, days: unknown[], touch: RevenueTouch, dimension: RevenueDimension): Promise<RevenueAttribution> {
  const { from, value } = attributedMoney(touch, dimension);
  const [attributed, contacts] = await Promise.all([
    pool.query<AttributedRow>(
      `SELECT CASE WHEN grouping(p.product) = 1 THEN NULL ELSE p.product END AS product, ${value} AS value,
              sum(p.payments)::int AS payments, sum(p.gross)::text AS gross, sum(p.refunded)::text AS refunded,
              ${BUYERS} AS buyers
         FROM ${from}
        GROUP BY GROUPING SETS ((p.product, ${value}), (${value}))`,
      days,
    ),
    // Contacts entered, from their counts per created day (kept by the contacts projector).
    pool.query<{ value: string | null; contacts: number }>(
      `SELECT nullif(value, '') AS value, sum(contacts)::int AS contacts FROM ${readModel('contact_touch_counts')}
        WHERE touch = $3 AND dimension = $4 AND ${inDays('created_day', '$1', '$2')}
        GROUP BY 1`,
      [...days, touch, dimension],
    ),
  ]);
  const enteredBy = new Map(contacts.rows.map((row) => [row.value, row.contacts]));
  const row = (r: AttributedRow | { value: string | null }) => {
    const contactsEntered = enteredBy.get(r.value) ?? 0;
    const sums = 'gross' in r ? r : { payments: 0, gross: '0', refunded: '0', buyers: 0 };
    return { value: r.value, ...money(sums), buyers: sums.buyers, contactsEntered, conversionRate: ratio(sums.buyers, contactsEntered) };
  };
  const all = attributed.rows.filter((r) => r.product === null);
  // Values contacts entered with but nobody bought from still have a rate (0).
  const unsold = [...enteredBy.keys()].filter((v) => !all.some((r) => r.value === v)).map((v) => ({ value: v }));
  return {
    touch,
    dimension,
    values: [...all, ...unsold].map(row).sort(biggestNet),
    byProduct: attributed.rows
      .filter((r): r is AttributedRow & { product: string } => r.product !== null)
      .map((r) => ({ product: r.product, ...row(r) }))
      .sort((a, b) => biggestNet(a, b) || a.product.localeCompare(b.product)),
  };
}

/** Biggest net first; then more contacts entered; named values before none; then by name. */
function biggestNet(a: { netCents: number; contactsEntered: number; value: string | null }, b: typeof a): number {
  return b.netCents - a.netCents || b.contactsEntered - a.contactsEntered || Number(a.value === null) - Number(b.value === null) || (a.value ?? '').localeCompare(b.value ?? '');
}
