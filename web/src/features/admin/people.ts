import { COHORT_REPORTS, type AdminReportRange, type CohortCell, type ContactsCohort, type OrderedFunnelStep, type RevenueDimension, type RevenueTouch } from '@pitchlens/contracts';
import { productLabel, stepLabel } from './admin-format';
import type { ConversionView } from './dashboard-view';

// Every key of a cohort, so the compiler says when one is missing: a key the address left out would be lost on a reload.
const KEYS: Record<keyof ContactsCohort, null> = {
  cohort: null,
  cohortFrom: null,
  cohortTo: null,
  cohortStep: null,
  cohortCell: null,
  cohortSteps: null,
  cohortWindow: null,
  cohortAsOf: null,
  cohortSource: null,
  cohortProduct: null,
  cohortBreakdown: null,
  cohortDimension: null,
  cohortTouch: null,
  cohortRow: null,
  cohortValue: null,
};
/** The address keys of a cohort, in the order the address lists them. */
export const COHORT_KEYS = Object.keys(KEYS) as (keyof ContactsCohort)[];

const rangeOf = ({ from, to }: AdminReportRange): ContactsCohort => ({ ...(from ? { cohortFrom: from } : {}), ...(to ? { cohortTo: to } : {}) });

/** The people behind a figure of each report: the report's question and the cell clicked. */
export const cohorts = {
  contacts: (cell: 'contacts' | 'identifiedContacts', range: AdminReportRange = {}): ContactsCohort => ({ cohort: 'contacts', ...rangeOf(range), cohortCell: cell }),
  funnel: (range: AdminReportRange, step: string, cell: 'contacts' | 'reachedOrBeyond' | 'dropOffFromPrevious'): ContactsCohort => ({ cohort: 'funnel', ...rangeOf(range), cohortStep: step, cohortCell: cell }),
  conversion: (range: AdminReportRange, view: ConversionView, asOf: string, place: number, cell: 'people' | 'dropped' | 'stillInWindow'): ContactsCohort => ({
    cohort: 'conversion',
    ...rangeOf(range),
    cohortSteps: view.steps.join(','),
    cohortWindow: view.window,
    cohortAsOf: asOf,
    cohortStep: String(place),
    cohortCell: cell,
  }),
  utm: (range: AdminReportRange, source: string | null, cell: 'contacts' | 'identifiedContacts'): ContactsCohort => ({ cohort: 'utm', ...rangeOf(range), cohortSource: source ?? '', cohortCell: cell }),
  /** The buyers over the range: of every product or of one, and of one revenue-by-touch row (its value, null for "(none)"). */
  revenue: (range: AdminReportRange, product?: string, row?: { touch: RevenueTouch; dimension: RevenueDimension; value: string | null }): ContactsCohort => ({
    cohort: 'revenue',
    ...rangeOf(range),
    ...(product ? { cohortProduct: product } : {}),
    ...(row ? { cohortDimension: row.dimension, cohortTouch: row.touch, ...(row.value === null ? { cohortRow: 'none' as const } : { cohortRow: 'value' as const, cohortValue: row.value }) } : {}),
  }),
};

/** The cohort an address names, as it names it (the server says what is wrong with one edited by hand); null without one. */
export function readCohort(search: URLSearchParams): ContactsCohort | null {
  const report = search.get('cohort');
  if (!(COHORT_REPORTS as readonly (string | null)[]).includes(report)) return null;
  const cohort: Record<string, string> = {};
  for (const key of COHORT_KEYS) {
    const value = search.get(key);
    if (value !== null) cohort[key] = value;
  }
  return cohort as ContactsCohort;
}

const CELLS: Record<CohortCell, string> = {
  contacts: 'contacts',
  identifiedContacts: 'contacts with an email',
  reachedOrBeyond: 'contacts whose furthest step is',
  dropOffFromPrevious: 'contacts who went no further than the step before',
  people: 'people who reached',
  dropped: 'people who dropped before',
  stillInWindow: 'people still in their window for',
};

function during({ cohortFrom, cohortTo }: ContactsCohort): string {
  if (cohortFrom && cohortTo) return `, ${cohortFrom} to ${cohortTo}`;
  if (cohortFrom) return `, from ${cohortFrom}`;
  if (cohortTo) return `, up to ${cohortTo}`;
  return ', all time';
}

/** What the contact table shows, in words: "people who dropped before Landing (Home → Landing within 14d), 2026-11-01 to 2026-11-14". */
export function describeCohort(cohort: ContactsCohort): string {
  const cell = CELLS[cohort.cohortCell ?? (cohort.cohort === 'conversion' ? 'people' : 'contacts')];
  switch (cohort.cohort) {
    case 'funnel': {
      const step = stepLabel(cohort.cohortStep ?? null);
      const what = cohort.cohortCell === 'reachedOrBeyond' ? `${cell} ${step} or later` : cohort.cohortCell === 'dropOffFromPrevious' ? `${cell} ${step}` : `contacts first reaching ${step}`;
      return `Funnel: ${what}${during(cohort)}`;
    }
    case 'conversion': {
      const steps = (cohort.cohortSteps ?? '').split(',').filter(Boolean) as OrderedFunnelStep[];
      const step = stepLabel(steps[Number(cohort.cohortStep ?? '1') - 1] ?? null);
      const row = cohort.cohortBreakdown ? `, ${cohort.cohortBreakdown.replace('_', ' ')} ${cohort.cohortRow === 'value' ? cohort.cohortValue : `(${cohort.cohortRow})`} by ${cohort.cohortTouch ?? 'first'} touch` : '';
      return `Conversion: ${cell} ${step} (${steps.map(stepLabel).join(' → ')} within ${cohort.cohortWindow ?? '14d'}${row})${during(cohort)}`;
    }
    case 'utm':
      return `UTM source ${cohort.cohortSource ? cohort.cohortSource : '(none)'}: ${cell} first seen${during(cohort)}`;
    case 'revenue': {
      const product = cohort.cohortProduct ? ` of ${productLabel(cohort.cohortProduct)}` : '';
      const value = cohort.cohortRow === 'none' ? '(none)' : cohort.cohortValue;
      const row = cohort.cohortDimension ? `, ${cohort.cohortDimension} ${value} by ${cohort.cohortTouch === 'last' ? 'last touch before paying' : 'first touch'}` : '';
      return `Revenue: buyers${product}${row}${during(cohort)}`;
    }
    default:
      return `Summary: ${cell}${cohort.cohortFrom || cohort.cohortTo ? ` first seen${during(cohort)}` : ', all time'}`;
  }
}
