/** How many days before a day its usual range is taken from. */
export const USUAL_RANGE_DAYS = 28;
/** Fewer days with visitors than this among them, and the site is too new to have a usual range. */
export const MIN_LIVE_DAYS = 7;
/** The least spread assumed, so a figure that is mostly 0 (purchases) alerts on a real jump, not on 1. */
const MIN_SPREAD = 2;

export interface UsualRange {
  /** Lower and upper quartile of the days compared (nearest rank). */
  q1: number;
  q3: number;
  low: number;
  high: number;
}

/** The value at rank ⌈p·n⌉ of the sorted values (nearest rank, as the reports' percentiles). */
function nearestRank(sorted: readonly number[], p: number): number {
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1];
}

/**
 * The usual range of a daily figure (README "What the numbers mean"): the
 * quartiles of the days compared, widened by 1.5 times their spread (at
 * least MIN_SPREAD) on each side, never below 0.
 */
export function usualRange(days: readonly number[]): UsualRange {
  const sorted = [...days].sort((a, b) => a - b);
  const q1 = nearestRank(sorted, 0.25);
  const q3 = nearestRank(sorted, 0.75);
  const spread = Math.max(q3 - q1, MIN_SPREAD);
  return { q1, q3, low: Math.max(0, q1 - 1.5 * spread), high: q3 + 1.5 * spread };
}

/** Whether `value` lies outside `range`, and on which side. */
export function outside(value: number, range: UsualRange): 'above' | 'below' | null {
  if (value > range.high) return 'above';
  if (value < range.low) return 'below';
  return null;
}
