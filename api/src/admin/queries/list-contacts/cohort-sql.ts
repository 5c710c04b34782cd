import {
  CONTACTS_COHORT_CELLS,
  CONVERSION_COHORT_CELLS,
  FUNNEL_COHORT_CELLS,
  funnelRank,
  isFunnelStep,
  isOrderedStep,
  ORDERED_FUNNEL_STEPS,
  type ContactsCohort,
  type ConversionBreakdownRow,
} from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import { inDays, sqlParams, type InstantRange, type SqlParam } from '@pitchlens/reports';
import type { UuidArray } from '../../../common/pg/uuid-array';
import type { RevenueBuyers } from '../../reports/money/money-store';
import { reportDays, reportInstants } from '../../reports/report-range';
import { invalid } from '../../validation/query-params';
import { breakdownParams, conversionParams, type BreakdownParams, type ConversionParams } from '../get-conversion/conversion-params';
import type { ConversionCell } from '../get-conversion/conversion-figures';

type Add = (value: unknown) => SqlParam;

/**
 * Who a cohort holds: the ids a query gives (the funnel report's); the ids
 * themselves (the conversion funnel's and revenue's, found first: see
 * CohortMembers); or (the summary's and the UTM report's) contacts first seen
 * in a range, which are conditions on the contacts' own columns, so the list
 * reads them in its own order and counts them from contact_counts, where the
 * figure itself was counted.
 *
 * `createdBefore` (null: none known) is an instant every member's contact was
 * made before: a contact's created time is its earliest act (contact.ts in
 * the worker), and each member acted in the figure's range. The list checks
 * it first, so a walk of its order passes the contacts made since (at the
 * head of the default order, a morning's new visitors) without asking the
 * cohort about each.
 */
export type Cohort =
  | { ids: string; count?: CountSql; createdBefore: Date | null; firstSeen?: never; members?: never }
  | { firstSeen: FirstSeen; ids?: never; count?: never; createdBefore?: never; members?: never }
  | { members: UuidArray; createdBefore: Date | null; ids?: never; count?: never; firstSeen?: never };

/** A statement counting a cohort (as `total`), with its own parameters; or statements with those parameters whose totals add up to the count. */
export interface CountSql {
  text: string | string[];
  params: unknown[];
}

export interface FirstSeen {
  identifiedOnly: boolean;
  range: InstantRange;
  /** The first-touch source (null: none); undefined for any. */
  source?: string | null;
}

/** A first-seen cohort as conditions on read_model.contacts. */
export function firstSeenConditions({ identifiedOnly, range, source }: FirstSeen, add: Add): string[] {
  return [
    ...(identifiedOnly ? ['NOT anonymous'] : []),
    ...(range.from ? [`created_at >= ${add(range.from)}`] : []),
    ...(range.until ? [`created_at < ${add(range.until)}`] : []),
    ...(source === undefined ? [] : [source === null ? 'utm_source IS NULL' : `utm_source = ${add(source)}`]),
  ];
}

/** The keys of a conversion funnel breakdown's row, which only a conversion cohort takes. */
const BREAKDOWN_KEYS = ['cohortBreakdown', 'cohortTouch', 'cohortRow', 'cohortValue'] as const;

/** The revenue report's product and by-touch field, which only a revenue cohort takes. */
const REVENUE_KEYS = ['cohortProduct', 'cohortDimension'] as const;

function refuseBreakdown(filter: ContactsCohort): void {
  const stray = BREAKDOWN_KEYS.find((key) => filter[key] !== undefined);
  if (stray) throw invalid(stray, 'belongs to the conversion cohort');
}

/**
 * The ids of the contacts behind one figure, as SQL (null without a cohort).
 * Each reads what the figure's own query reads, under the same range rule, so
 * the list's total is the figure; a cohort that names no figure is a 400
 * naming the parameter at fault.
 */
export function cohortSql(filter: ContactsCohort, add: Add, members?: Members): Cohort | null {
  if (!filter.cohort) {
    const stray = (['cohortFrom', 'cohortTo', 'cohortStep', 'cohortCell', 'cohortSteps', 'cohortWindow', 'cohortAsOf', 'cohortSource', ...BREAKDOWN_KEYS, ...REVENUE_KEYS] as const).find((key) => filter[key] !== undefined);
    if (stray) throw invalid('cohort', `is needed with ${stray}`);
    return null;
  }
  if (filter.cohort !== 'revenue') refuseRevenueKeys(filter);
  const range = { from: filter.cohortFrom, to: filter.cohortTo };
  switch (filter.cohort) {
    case 'contacts':
    case 'utm':
      return { firstSeen: firstSeenCohort(filter, range) };
    case 'funnel':
      return funnelCohort(filter, range, add);
    case 'conversion':
      // Asked (conversionCohortAsk) and found first (CohortMembers), by the pass that counts the figure.
      if (!members?.conversion) throw new Error('a conversion cohort is listed with its members (CohortMembers)');
      // Each entered the funnel in the range, by a step reached: one of their own acts.
      return { members: members.conversion, createdBefore: reportInstants(range).until };
    case 'revenue':
      // Found first by the report's statement (CohortMembers): joined into the list's, the planner took its
      // buyers for a handful and checked them against contact after contact.
      if (!members?.revenue) throw new Error('a revenue cohort is listed with its members (CohortMembers)');
      // Not the range's end: a payment is not one of the buyer's acts, so their contact may be made after it.
      return { members: members.revenue.ids, createdBefore: members.revenue.createdBefore };
  }
}

/**
 * The summary's contact cards and the UTM report (GET /api/admin/utm): the
 * contacts first seen in the range (all time without one), anonymous or
 * `identifiedContacts` only, and for the UTM report those whose first-touch
 * source is `cohortSource` (empty: none).
 */
function firstSeenCohort(filter: ContactsCohort, range: { from?: string; to?: string }): FirstSeen {
  const cell = filter.cohortCell ?? 'contacts';
  if (!(CONTACTS_COHORT_CELLS as readonly string[]).includes(cell)) throw invalid('cohortCell', `must be one of: ${CONTACTS_COHORT_CELLS.join(', ')}`);
  if (filter.cohort === 'utm' && filter.cohortSource === undefined) throw invalid('cohortSource', 'is needed: the source of the row (empty for none)');
  if (filter.cohort === 'contacts' && filter.cohortSource !== undefined) throw invalid('cohortSource', 'belongs to the utm cohort');
  refuseBreakdown(filter);
  return {
    identifiedOnly: cell === 'identifiedContacts',
    range: reportInstants(range),
    ...(filter.cohortSource === undefined ? {} : { source: filter.cohortSource === '' ? null : filter.cohortSource }),
  };
}

/**
 * The furthest-step funnel (GET /api/admin/funnel): `contacts` first reached
 * the step on a day of the range; `reachedOrBeyond` have their furthest step
 * at or past it and first reached that furthest step in the range;
 * `dropOffFromPrevious` are those of the previous step's reachedOrBeyond who
 * are not in this one's: their furthest step is the previous one.
 */
function funnelCohort(filter: ContactsCohort, range: { from?: string; to?: string }, add: Add): Cohort {
  const step = filter.cohortStep ?? '';
  if (!isFunnelStep(step)) throw invalid('cohortStep', 'must be a funnel step');
  if (filter.cohortSource !== undefined) throw invalid('cohortSource', 'belongs to the utm cohort');
  refuseBreakdown(filter);
  const cell = filter.cohortCell ?? 'contacts';
  if (!(FUNNEL_COHORT_CELLS as readonly string[]).includes(cell)) throw invalid('cohortCell', `must be one of: ${FUNNEL_COHORT_CELLS.join(', ')}`);
  const days = reportDays(range);
  // Each member reached a step on a day of the range, which is one of their own acts.
  const createdBefore = reportInstants({ to: days.to ?? undefined }).until;
  const inRange = inDays('f.day', add(days.from), add(days.to));
  const firsts = readModel('funnel_first_reached');
  // Counted as the figure is, from the daily tables the projector keeps (GetFunnelHandler).
  const counted = (table: 'funnel_step_daily' | 'funnel_furthest_daily', steps: readonly string[]): CountSql => {
    const own = sqlParams();
    return {
      text: `SELECT coalesce(sum(f.contacts), 0)::int AS total FROM ${readModel(table)} f
              WHERE f.step = ANY(${own.add(steps)}::text[]) AND ${inDays('f.day', own.add(days.from), own.add(days.to))}`,
      params: own.values,
    };
  };
  if (cell === 'contacts') return { ids: `SELECT f.contact_id FROM ${firsts} f WHERE f.step = ${add(step)} AND ${inRange}`, count: counted('funnel_step_daily', [step]), createdBefore };
  if (!isOrderedStep(step)) throw invalid('cohortCell', 'must be contacts for a step outside the ordered funnel');
  const rank = funnelRank(step);
  if (cell === 'dropOffFromPrevious' && rank === 0) throw invalid('cohortCell', 'the first step has no previous one');
  const furthest = cell === 'reachedOrBeyond' ? ORDERED_FUNNEL_STEPS.slice(rank) : [ORDERED_FUNNEL_STEPS[rank - 1]];
  return {
    ids: `SELECT f.contact_id FROM ${readModel('contacts')} c JOIN ${firsts} f ON f.contact_id = c.id AND f.step = c.current_funnel_step
           WHERE c.current_funnel_step = ANY(${add(furthest)}::text[]) AND ${inRange}`,
    count: counted('funnel_furthest_daily', furthest),
    createdBefore,
  };
}

/** A conversion cohort as asked: the funnel (steps, window, range, breakdown), its figure, and when the figure was made. */
export interface ConversionCohortAsk {
  params: ConversionParams;
  range: InstantRange;
  breakdown: BreakdownParams | null;
  cell: ConversionCell;
  asOf: Date | null;
}

/** A 400 naming the first revenue-only key given to another cohort. */
function refuseRevenueKeys(filter: ContactsCohort): void {
  const revenueOnly = REVENUE_KEYS.find((key) => filter[key] !== undefined);
  if (revenueOnly) throw invalid(revenueOnly, 'belongs to the revenue cohort');
}

/** The people of a cohort found before the list is read (CohortMembers): a conversion cohort's as asked, a revenue cohort's buyers. */
export interface Members {
  conversion?: UuidArray;
  revenue?: RevenueBuyers;
}

/** Gives the members' memory back (UuidArray.release) once no query reads it. */
export function releaseMembers(members: Members | undefined): void {
  members?.conversion?.release();
  members?.revenue?.ids.release();
}

/**
 * The conversion funnel (GET /api/admin/funnel/conversion) asked with the
 * same range, steps and window: at step N (1 for the first asked), `people`
 * matched it, `dropped` matched N−1 but not N, `stillInWindow` are the
 * dropped whose window was still open at `cohortAsOf` (the answer's `asOf`).
 * Its people are found by the pass that counts the figure, so they are the
 * figure's, by construction. Checked here (a 400 naming the parameter)
 * before CohortMembers finds them, ahead of the list's own statement.
 */
export function conversionCohortAsk(filter: ContactsCohort): ConversionCohortAsk {
  refuseRevenueKeys(filter);
  const range = { from: filter.cohortFrom, to: filter.cohortTo };
  const params = conversionParams({ steps: filter.cohortSteps, window: filter.cohortWindow }, { steps: 'cohortSteps', window: 'cohortWindow' });
  const place = Number(filter.cohortStep ?? '1');
  if (!Number.isInteger(place) || place < 1 || place > params.steps.length) throw invalid('cohortStep', `must be the place of a step asked, 1 to ${params.steps.length}`);
  const cell = filter.cohortCell ?? 'people';
  if (!(CONVERSION_COHORT_CELLS as readonly string[]).includes(cell)) throw invalid('cohortCell', `must be one of: ${CONVERSION_COHORT_CELLS.join(', ')}`);
  if (cell !== 'people' && place === 1) throw invalid('cohortCell', 'nobody drops at the first step');
  if (cell === 'stillInWindow' && !filter.cohortAsOf) throw invalid('cohortAsOf', 'is needed for stillInWindow: the moment the figure was made');
  if (filter.cohortSource !== undefined) throw invalid('cohortSource', 'belongs to the utm cohort');
  const breakdown = breakdownParams({ breakdown: filter.cohortBreakdown, touch: filter.cohortTouch }, { breakdown: 'cohortBreakdown', touch: 'cohortTouch' });
  let row: ConversionCell['row'] = null;
  if (!breakdown) {
    if (filter.cohortRow !== undefined || filter.cohortValue !== undefined) throw invalid('cohortBreakdown', 'is needed with a row');
  } else {
    // A breakdown row's people: those the breakdown's figures group in it, "(other)" and "(none)" included.
    const kind = filter.cohortRow ?? (filter.cohortValue === undefined ? undefined : 'value');
    if (kind === undefined) throw invalid('cohortRow', 'is needed with a breakdown: value, other or none');
    if ((kind === 'value') !== (filter.cohortValue !== undefined)) throw invalid('cohortValue', kind === 'value' ? 'is needed for a value row' : 'belongs to a value row');
    row = { kind: kind as ConversionBreakdownRow['kind'], value: filter.cohortValue ?? null };
  }
  return { params, range: reportInstants(range), breakdown, cell: { place, cell: cell as ConversionCell['cell'], row }, asOf: filter.cohortAsOf ? new Date(filter.cohortAsOf) : null };
}
