import { REVENUE_DIMENSIONS, type ContactsCohort, type RevenueDimension, type RevenueTouch } from '@pitchlens/contracts';
import type { DayRange } from '@pitchlens/reports';
import type { RevenueBuyersAsk } from '../../reports/money/money-store';
import { reportDays } from '../../reports/report-range';
import { invalid } from '../../validation/query-params';

/** What the revenue cohort takes besides its range: the rest name another report's figure. */
const NOT_REVENUE = ['cohortStep', 'cohortCell', 'cohortSteps', 'cohortWindow', 'cohortAsOf', 'cohortSource', 'cohortBreakdown'] as const;
/** A revenue-by-touch row's keys. */
const TOUCH_ROW = ['cohortDimension', 'cohortTouch', 'cohortRow', 'cohortValue'] as const;

/**
 * The revenue report (GET /api/admin/revenue) over the range: the buyers its
 * figures count, of all products or of `cohortProduct`, and with
 * `cohortDimension` (and `cohortTouch`, first by default) those of one
 * by-touch row: `cohortRow=value` with `cohortValue`, or `none`. The rows and
 * the touch each is credited to are the report's own (MoneyStore); a buyer is
 * someone with a payment in the range (a refund alone makes none), and only
 * buyers who are contacts can be listed.
 */
export function revenueCohort(filter: ContactsCohort): { days: DayRange; ask: RevenueBuyersAsk } {
  const stray = NOT_REVENUE.find((key) => filter[key] !== undefined);
  if (stray) throw invalid(stray, 'does not belong to the revenue cohort');
  const days = reportDays({ from: filter.cohortFrom, to: filter.cohortTo });
  const ask: RevenueBuyersAsk = filter.cohortProduct === undefined ? {} : { product: filter.cohortProduct };
  if (!TOUCH_ROW.some((key) => filter[key] !== undefined)) return { days, ask };
  const dimension = filter.cohortDimension as RevenueDimension | undefined;
  if (dimension === undefined) throw invalid('cohortDimension', `is needed with a by-touch row: ${REVENUE_DIMENSIONS.join(', ')}`);
  const row = filter.cohortRow ?? (filter.cohortValue === undefined ? undefined : 'value');
  if (row === undefined) throw invalid('cohortRow', 'is needed with cohortDimension: value or none');
  if (row === 'other') throw invalid('cohortRow', 'must be value or none: revenue by touch has no (other) row');
  if ((row === 'value') !== (filter.cohortValue !== undefined)) throw invalid('cohortValue', row === 'value' ? 'is needed for a value row' : 'belongs to a value row');
  const touch = (filter.cohortTouch ?? 'first') as RevenueTouch;
  return { days, ask: { ...ask, attribution: { touch, dimension, value: row === 'none' ? null : (filter.cohortValue as string) } } };
}
