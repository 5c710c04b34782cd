import {
  CONTACT_SORT_FIELDS,
  CONVERSION_BREAKDOWNS,
  CONVERSION_TOUCHES,
  conversionSteps,
  conversionWindowSeconds,
  DEFAULT_CONVERSION_TOUCH,
  DEFAULT_CONVERSION_WINDOW,
  ORDERED_FUNNEL_STEPS,
  REVENUE_DIMENSIONS,
  REVENUE_TOUCHES,
  SORT_ORDERS,
  type ConversionBreakdown,
  type ConversionTouch,
  type OrderedFunnelStep,
  type RevenueDimension,
  type RevenueTouch,
} from '@pitchlens/contracts';
import { INITIAL_FILTERS, type ContactFilters } from './contacts-filters';
import { COHORT_KEYS, readCohort } from './people';

export const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'operations', label: 'Operations' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/**
 * The filters an address holds: all but the email search, which stays out of
 * the address bar and its history (README: no personal data travels in URLs).
 */
export type LinkedFilters = Omit<ContactFilters, 'email'>;

/** The conversion funnel's steps (in the order followed), window, and what it is broken down by (null: not at all) with which touch. */
export interface ConversionView {
  steps: OrderedFunnelStep[];
  window: string;
  breakdown: ConversionBreakdown | null;
  touch: ConversionTouch;
}

export const DEFAULT_CONVERSION: ConversionView = { steps: [...ORDERED_FUNNEL_STEPS], window: DEFAULT_CONVERSION_WINDOW, breakdown: null, touch: DEFAULT_CONVERSION_TOUCH };

/** Which touch, and which of its fields, revenue is attributed to. */
export interface RevenueView {
  touch: RevenueTouch;
  dimension: RevenueDimension;
}

export const DEFAULT_REVENUE: RevenueView = { touch: 'first', dimension: 'source' };

/**
 * What the dashboard shows: the tab, the contact filters, the reports' range
 * (the filters' dates), the conversion funnel and the revenue attribution
 * asked, and whether figures are compared with the previous period.
 */
export interface DashboardView {
  tab: TabId;
  filters: LinkedFilters;
  conversion: ConversionView;
  revenue: RevenueView;
  compare: boolean;
}

const LINKED: readonly (keyof LinkedFilters)[] = ['step', 'from', 'to', 'includeAnonymous', 'sort', 'order', 'page'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string, F extends T | null>(value: string | null, choices: readonly T[], fallback: F): T | F {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The view an address names. What the dashboard does not offer (a link edited by hand) reads as the default. */
export function readView(search: URLSearchParams): DashboardView {
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(search.get('page'));
  const steps = conversionSteps(search.get('steps') ?? '');
  const window = search.get('window') ?? '';
  return {
    tab: oneOf(search.get('tab'), TABS.map((tab) => tab.id), 'overview'),
    filters: {
      step: oneOf(search.get('step'), ['all', ...ORDERED_FUNNEL_STEPS], INITIAL_FILTERS.step),
      from: day('from'),
      to: day('to'),
      includeAnonymous: search.get('includeAnonymous') === 'true',
      sort: oneOf(search.get('sort'), CONTACT_SORT_FIELDS, INITIAL_FILTERS.sort),
      order: oneOf(search.get('order'), SORT_ORDERS, INITIAL_FILTERS.order),
      page: Number.isSafeInteger(page) && page > 0 ? page : INITIAL_FILTERS.page,
      cohort: readCohort(search),
    },
    conversion: {
      steps: Array.isArray(steps) ? steps : DEFAULT_CONVERSION.steps,
      window: conversionWindowSeconds(window) === null ? DEFAULT_CONVERSION.window : window,
      breakdown: oneOf(search.get('breakdown'), CONVERSION_BREAKDOWNS, null),
      touch: oneOf(search.get('touch'), CONVERSION_TOUCHES, DEFAULT_CONVERSION.touch),
    },
    revenue: {
      touch: oneOf(search.get('revenueTouch'), REVENUE_TOUCHES, DEFAULT_REVENUE.touch),
      dimension: oneOf(search.get('revenueBy'), REVENUE_DIMENSIONS, DEFAULT_REVENUE.dimension),
    },
    compare: search.get('compare') === 'previous',
  };
}

/** The search of a view's address. Defaults are left out: the plain address is the first view. */
export function viewSearch({ tab, filters, conversion, revenue, compare }: DashboardView): URLSearchParams {
  const search = new URLSearchParams();
  if (tab !== 'overview') search.set('tab', tab);
  for (const key of LINKED) if (filters[key] !== INITIAL_FILTERS[key]) search.set(key, String(filters[key]));
  for (const key of COHORT_KEYS) {
    const value = filters.cohort?.[key];
    if (value !== undefined) search.set(key, value);
  }
  const steps = conversion.steps.join(',');
  if (steps !== DEFAULT_CONVERSION.steps.join(',')) search.set('steps', steps);
  if (conversion.window !== DEFAULT_CONVERSION.window) search.set('window', conversion.window);
  if (conversion.breakdown !== null) search.set('breakdown', conversion.breakdown);
  // The touch only means something with a breakdown (the API refuses it alone).
  if (conversion.breakdown !== null && conversion.touch !== DEFAULT_CONVERSION.touch) search.set('touch', conversion.touch);
  if (revenue.touch !== DEFAULT_REVENUE.touch) search.set('revenueTouch', revenue.touch);
  if (revenue.dimension !== DEFAULT_REVENUE.dimension) search.set('revenueBy', revenue.dimension);
  if (compare) search.set('compare', 'previous');
  return search;
}
