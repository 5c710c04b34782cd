import { REVENUE_DIMENSIONS, type ContactsCohort, type RevenueDimension, type RevenueTouch } from '@pitchlens/contracts';
import { attributedMoney, moneyWithBuyer, type SqlParam } from '@pitchlens/reports';
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
 * the touch each is credited to come from the report's own SQL; a buyer is
 * someone with a payment in the range (a refund alone makes none), and only
 * buyers who are contacts can be listed.
 */
export function revenueCohort(filter: ContactsCohort, add: (value: unknown) => SqlParam): string {
  const stray = NOT_REVENUE.find((key) => filter[key] !== undefined);
  if (stray) throw invalid(stray, 'does not belong to the revenue cohort');
  const days = reportDays({ from: filter.cohortFrom, to: filter.cohortTo });
  const [from, to] = [add(days.from), add(days.to)];
  const where = ['p.payments = 1', 'b.buyer_id IS NOT NULL', ...(filter.cohortProduct === undefined ? [] : [`p.product = ${add(filter.cohortProduct)}`])];
  if (!TOUCH_ROW.some((key) => filter[key] !== undefined)) return `SELECT b.buyer_id AS id FROM ${moneyWithBuyer(from, to)} WHERE ${where.join(' AND ')}`;
  const dimension = filter.cohortDimension as RevenueDimension | undefined;
  if (dimension === undefined) throw invalid('cohortDimension', `is needed with a by-touch row: ${REVENUE_DIMENSIONS.join(', ')}`);
  const row = filter.cohortRow ?? (filter.cohortValue === undefined ? undefined : 'value');
  if (row === undefined) throw invalid('cohortRow', 'is needed with cohortDimension: value or none');
  if (row === 'other') throw invalid('cohortRow', 'must be value or none: revenue by touch has no (other) row');
  if ((row === 'value') !== (filter.cohortValue !== undefined)) throw invalid('cohortValue', row === 'value' ? 'is needed for a value row' : 'belongs to a value row');
  const money = attributedMoney((filter.cohortTouch ?? 'first') as RevenueTouch, dimension, from, to);
  where.push(row === 'none' ? `${money.value} IS NULL` : `${money.value} = ${add(filter.cohortValue)}`);
  return `SELECT b.buyer_id AS id FROM ${money.from} WHERE ${where.join(' AND ')}`;
}
