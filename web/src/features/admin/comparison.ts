import { periodChange, type AdminDatedReportRequest, type AdminReportRange } from '@pitchlens/contracts';
import { formatRate } from './admin-format';

const count = new Intl.NumberFormat('en-US');

/**
 * The request of a dated report, comparing when asked to and when the report
 * has a previous period: a range with both ends, or traffic's days, which
 * default to the last 30.
 */
export function comparedRange(range: AdminReportRange, compare: boolean, { daysByDefault = false } = {}): AdminDatedReportRequest {
  const closed = daysByDefault || (range.from !== undefined && range.to !== undefined);
  return compare && closed ? { ...range, compare: 'previous' } : range;
}

/** "+3, +33.3%", "−2, −50%", "new" (nothing before), "no change"; `format` shows the amount (counts by default). */
export function changeText(current: number, previous: number, format: (n: number) => string = (n) => count.format(n)): string {
  const change = periodChange(current, previous);
  if (change.isNew) return 'new';
  if (change.absolute === 0) return 'no change';
  const sign = change.absolute > 0 ? '+' : '−';
  const relative = change.relative === null ? '' : `, ${sign}${formatRate(Math.abs(change.relative))}`;
  return `${sign}${format(Math.abs(change.absolute))}${relative}`;
}

/** A table cell: the figure, and how it moved when there is a previous period to compare with. */
export function withChange(current: number, previous: number | undefined, format: (n: number) => string = (n) => count.format(n)): string {
  return previous === undefined ? format(current) : `${format(current)} (${changeText(current, previous, format)})`;
}
