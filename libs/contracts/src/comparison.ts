/**
 * Comparison with the previous period: a dated report asked with
 * `compare=previous` also answers the same report for the period of the same
 * length just before its range, under `previous`.
 */
export const COMPARISONS = ['previous'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** How a figure moved from the previous period to this one. */
export interface PeriodChange {
  /** current − previous. */
  absolute: number;
  /** absolute / previous, to four decimals; null when the previous is 0. */
  relative: number | null;
  /** The previous is 0 and this one is not: there is nothing to be relative to. */
  isNew: boolean;
}

/** part / whole to four decimals, the precision of every rate the reports give; null when there is no whole to take it of. */
export function ratio(part: number, whole: number | null): number | null {
  return whole ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

export function periodChange(current: number, previous: number): PeriodChange {
  const absolute = current - previous;
  return { absolute, relative: ratio(absolute, previous), isNew: previous === 0 && current !== 0 };
}
