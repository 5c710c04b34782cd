/**
 * The previous period of a report (README "Comparison"): the same length,
 * ending just before the range begins.
 */
import type { AdminDatedReportRequest, AdminReportRange } from '@pitchlens/contracts';
import { previousDays } from '@pitchlens/reports';
import { invalid } from '../validation/query-params';
import { reportInstants } from './report-range';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whole days compare with as many whole days before them; a range bounded by
 * an instant on either side compares with the same span of time just before
 * it. An open range has no previous period: 400 naming `compare`.
 */
export function previousRange({ from, to }: AdminReportRange): AdminReportRange {
  if (!from || !to) throw invalid('compare', 'needs a range with both from and to');
  const { from: start, until } = reportInstants({ from, to }) as { from: Date; until: Date };
  if (DATE_ONLY.test(from) && DATE_ONLY.test(to)) return previousDays({ from, to });
  const length = until.getTime() - start.getTime();
  // `to` is inclusive to the millisecond: the previous period ends one before this one starts.
  return { from: new Date(start.getTime() - length).toISOString(), to: new Date(start.getTime() - 1).toISOString() };
}

/** The report over `range`, and over the previous period too when `compare` asks for it. */
export async function withPrevious<T extends { previous?: T }>(range: AdminDatedReportRequest, report: (range: AdminReportRange) => Promise<T>): Promise<T> {
  if (!range.compare) return report(range);
  const previous = previousRange(range);
  const [current, before] = await Promise.all([report(range), report(previous)]);
  return { ...current, previous: before };
}
