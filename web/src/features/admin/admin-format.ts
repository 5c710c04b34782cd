import { CATALOGUE, type ConversionBreakdown, type ConversionBreakdownRow, type ConversionTouch, type ProductId } from '@pitchlens/contracts';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Money kept in cents, shown in dollars: "$497", "$1,491", "$59.50". */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? whole.format(cents / 100) : exact.format(cents / 100);
}

/** "breakdown_download" reads "Breakdown download". */
export function stepLabel(step: string | null): string {
  if (!step) return 'No step yet';
  const words = step.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A catalogue product by its name; an id the catalogue no longer knows as itself. */
export function productLabel(product: string): string {
  return CATALOGUE[product as ProductId]?.name ?? product;
}

/** 0.6667 reads "66.7%"; no rate reads "–". */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** A time to convert: "45 s", "12 min", "3.5 h", "2.1 d"; none reads "–". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const [value, unit] = seconds < 60 ? [seconds, 's'] : seconds < 3600 ? [seconds / 60, 'min'] : seconds < 86_400 ? [seconds / 3600, 'h'] : [seconds / 86_400, 'd'];
  return `${value.toFixed(value < 10 && unit !== 's' ? 1 : 0).replace(/\.0$/, '')} ${unit}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Timestamps from the API, in the admin's own time zone (rendered only after unlock, never prerendered). */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const shortThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const shortOtherYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A table cell's timestamp: "Nov 25, 10:42 AM" this year, "Nov 25, 2025" before it. */
export function formatShortTimestamp(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (date.getFullYear() === now.getFullYear() ? shortThisYear : shortOtherYear).format(date);
}

const BREAKDOWN_LABELS: Record<ConversionBreakdown, string> = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  referrer: 'Referrer',
  landing_page: 'Landing page',
};

/** "landing_page" reads "Landing page". */
export function breakdownLabel(by: ConversionBreakdown): string {
  return BREAKDOWN_LABELS[by];
}

/** Which touch supplied a row's value, as the dashboard says it (README: first over all time, last at or before entering). */
export function touchLabel(touch: ConversionTouch): string {
  return touch === 'first' ? 'First touch' : 'Last touch before entering';
}

/** A breakdown row's name: its value, or "(other)" / "(none)". */
export function breakdownRowLabel(row: Pick<ConversionBreakdownRow, 'kind' | 'value'>): string {
  return row.kind === 'value' ? String(row.value) : `(${row.kind})`;
}
