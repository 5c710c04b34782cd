/**
 * The people behind a figure (README "People behind every figure"): the
 * contact list and its CSV narrowed to exactly the contacts a report's cell
 * counts. A cohort names the report, the report's own question (its range,
 * and for the conversion funnel its steps, window and moment) and the cell.
 */
export const COHORT_REPORTS = ['contacts', 'funnel', 'conversion', 'utm', 'revenue'] as const;
export type CohortReport = (typeof COHORT_REPORTS)[number];

/** The summary's contact cards: every contact, or those with an email (first seen in the range, when it has one). */
export const CONTACTS_COHORT_CELLS = ['contacts', 'identifiedContacts'] as const;
/** The furthest-step funnel's cells (GET /api/admin/funnel, per ordered or other step). */
export const FUNNEL_COHORT_CELLS = ['contacts', 'reachedOrBeyond', 'dropOffFromPrevious'] as const;
/** The conversion funnel's cells (GET /api/admin/funnel/conversion, per step of those asked). */
export const CONVERSION_COHORT_CELLS = ['people', 'dropped', 'stillInWindow'] as const;
/** The UTM report's cells, per first-touch source; they are the summary's cells too. */
export const UTM_COHORT_CELLS = CONTACTS_COHORT_CELLS;
export type CohortCell = (typeof CONTACTS_COHORT_CELLS)[number] | (typeof FUNNEL_COHORT_CELLS)[number] | (typeof CONVERSION_COHORT_CELLS)[number];

/** A conversion funnel breakdown's row: a value's, "(other)" or "(none)"; a revenue-by-touch row: a value's or "(none)". */
export const COHORT_ROWS = ['value', 'other', 'none'] as const;
export type CohortRow = (typeof COHORT_ROWS)[number];

/** A cohort as the contact list's query names it. */
export interface ContactsCohort {
  cohort?: CohortReport;
  /** The report's `from` and `to`. */
  cohortFrom?: string;
  cohortTo?: string;
  /** The funnel's step name; the conversion funnel's step by its place, 1 for the first of those asked. */
  cohortStep?: string;
  cohortCell?: CohortCell;
  /** The conversion funnel's `steps` and `window`, and its `asOf`: who was still in the window is judged then. */
  cohortSteps?: string;
  cohortWindow?: string;
  cohortAsOf?: string;
  /** The UTM report's first-touch source; empty for contacts without one. */
  cohortSource?: string;
  /** A conversion funnel breakdown (`breakdown`, `touch`) and its row: a value's (`cohortValue`), "(other)" or "(none)". */
  cohortBreakdown?: string;
  /** The touch of a conversion breakdown or of revenue by touch (`first` or `last`). */
  cohortTouch?: string;
  cohortRow?: CohortRow;
  cohortValue?: string;
  /** The revenue report's product (its per-product row, or a by-touch row's product); all products when left out. */
  cohortProduct?: string;
  /** Revenue by touch's `dimension` (source, medium, campaign, referrer), for a by-touch row. */
  cohortDimension?: string;
}
