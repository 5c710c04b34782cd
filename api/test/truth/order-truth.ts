import type { AdminRevenueResponse, AdminUtmResponse, RevenueAttributionRow } from '@pitchlens/contracts';
import { byteOrder } from '@pitchlens/reports';
import type { Mismatch } from './driver';

/**
 * The order of a report's rows, under README's rules: the rows' figures are
 * compared elsewhere, so here each list is checked against itself sorted by
 * those figures, and rows sharing them by name (named before none, then in
 * byte order).
 */
const byName = (a: string | null, b: string | null) => Number(a === null) - Number(b === null) || byteOrder(a ?? '', b ?? '');

function inOrder<T>(figure: string, rows: T[], name: (row: T) => string, compare: (a: T, b: T) => number): Mismatch[] {
  const expected = [...rows].sort(compare).map(name);
  const actual = rows.map(name);
  return JSON.stringify(expected) === JSON.stringify(actual) ? [] : [{ figure: `${figure} order`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) }];
}

/** The UTM report's sources: most contacts first. */
export function utmOrder(label: string, b: AdminUtmResponse): Mismatch[] {
  return inOrder(`utm[${label}].sources`, b.sources, (s) => String(s.source), (a, z) => z.contacts - a.contacts || byName(a.source, z.source));
}

/** Revenue's products and first-touch sources by gross, biggest first; attributed values by net, then contacts entered. */
export function revenueOrder(label: string, b: AdminRevenueResponse): Mismatch[] {
  const biggestNet = (a: RevenueAttributionRow, z: RevenueAttributionRow) => z.netCents - a.netCents || z.contactsEntered - a.contactsEntered || byName(a.value, z.value);
  return [
    ...inOrder(`revenue[${label}].products`, b.products, (p) => p.product, (a, z) => z.amountCents - a.amountCents || byteOrder(a.product, z.product)),
    ...inOrder(`revenue[${label}].bySource`, b.bySource ?? [], (s) => `${s.product}.${s.source}`, (a, z) => z.amountCents - a.amountCents || byteOrder(a.product, z.product) || byName(a.source, z.source)),
    ...inOrder(`revenue[${label}].attribution.values`, b.attribution.values, (r) => String(r.value), biggestNet),
    ...inOrder(`revenue[${label}].attribution.byProduct`, b.attribution.byProduct, (r) => `${r.product}.${r.value}`, (a, z) => biggestNet(a, z) || byteOrder(a.product, z.product)),
  ];
}
