import { formatPrice, periodChange } from '@pitchlens/contracts';

const count = (value: number) => value.toLocaleString('en-US');
const cents = (value: number) => (value < 0 ? `-${formatPrice(-value)}` : formatPrice(value));

/**
 * "Visitors: 412 (week before 380: +32, +8.4%)": a figure against the one it
 * compares with, the change as the dashboard gives it (current − previous,
 * relative to the previous; "new" when that was 0).
 */
export function compareLine(label: string, current: number, previous: number, kind: 'count' | 'cents' = 'count'): string {
  const format = kind === 'cents' ? cents : count;
  const change = periodChange(current, previous);
  const sign = (value: string, n: number) => (n > 0 ? `+${value}` : n < 0 ? value : '±0');
  const absolute = sign(format(change.absolute), change.absolute);
  const relative = change.isNew ? 'new' : change.relative === null ? null : sign(`${(change.relative * 100).toFixed(1)}%`, change.relative);
  return `${label}: ${format(current)} (week before ${format(previous)}: ${[absolute, relative].filter(Boolean).join(', ')})`;
}
