import {
  CONTACT_SORT_FIELDS,
  conversionSteps,
  conversionWindowSeconds,
  DEFAULT_CONVERSION_WINDOW,
  ORDERED_FUNNEL_STEPS,
  REVENUE_DIMENSIONS,
  REVENUE_TOUCHES,
  SORT_ORDERS,
  type OrderedFunnelStep,
  type RevenueDimension,
  type RevenueTouch,
} from '@pitchlens/contracts';
import { INITIAL_FILTERS, type ContactFilters } from './contacts-filters';

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

/** The conversion funnel's steps (in the order followed) and window. */
export interface ConversionView {
  steps: OrderedFunnelStep[];
  window: string;
}

export const DEFAULT_CONVERSION: ConversionView = { steps: [...ORDERED_FUNNEL_STEPS], window: DEFAULT_CONVERSION_WINDOW };

/** Which touch, and which of its fields, revenue is attributed to. */
export interface RevenueView {
  touch: RevenueTouch;
  dimension: RevenueDimension;
}

export const DEFAULT_REVENUE: RevenueView = { touch: 'first', dimension: 'source' };

/** What the dashboard shows: the tab, the contact filters, the reports' range (the filters' dates), the conversion funnel and the revenue attribution asked. */
export interface DashboardView {
  tab: TabId;
  filters: LinkedFilters;
  conversion: ConversionView;
  revenue: RevenueView;
}

const LINKED: readonly (keyof LinkedFilters)[] = ['step', 'from', 'to', 'includeAnonymous', 'sort', 'order', 'page'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, choices: readonly T[], fallback: T): T {
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
    },
    conversion: {
      steps: Array.isArray(steps) ? steps : DEFAULT_CONVERSION.steps,
      window: conversionWindowSeconds(window) === null ? DEFAULT_CONVERSION.window : window,
    },
    revenue: {
      touch: oneOf(search.get('touch'), REVENUE_TOUCHES, DEFAULT_REVENUE.touch),
      dimension: oneOf(search.get('by'), REVENUE_DIMENSIONS, DEFAULT_REVENUE.dimension),
    },
  };
}

/** The search of a view's address. Defaults are left out: the plain address is the first view. */
export function viewSearch({ tab, filters, conversion, revenue }: DashboardView): URLSearchParams {
  const search = new URLSearchParams();
  if (tab !== 'overview') search.set('tab', tab);
  for (const key of LINKED) if (filters[key] !== INITIAL_FILTERS[key]) search.set(key, String(filters[key]));
  const steps = conversion.steps.join(',');
  if (steps !== DEFAULT_CONVERSION.steps.join(',')) search.set('steps', steps);
  if (conversion.window !== DEFAULT_CONVERSION.window) search.set('window', conversion.window);
  if (revenue.touch !== DEFAULT_REVENUE.touch) search.set('touch', revenue.touch);
  if (revenue.dimension !== DEFAULT_REVENUE.dimension) search.set('by', revenue.dimension);
  return search;
}
