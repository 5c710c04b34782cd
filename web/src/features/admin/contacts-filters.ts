import { CONTACTS_PAGE_SIZE_DEFAULT, type ContactSortField, type OrderedFunnelStep, type SortOrder } from '@pitchlens/contracts';

/** What the admin has chosen above the contact table. */
export interface ContactFilters {
  step: OrderedFunnelStep | 'all';
  /** Already debounced. */
  email: string;
  /** `YYYY-MM-DD` from the date inputs, or '' when open. */
  from: string;
  to: string;
  /** Anonymous visitors too (the summary's total contacts), or only contacts with an email (its identified ones). */
  includeAnonymous: boolean;
  sort: ContactSortField;
  order: SortOrder;
  page: number;
}

export const INITIAL_FILTERS: ContactFilters = { step: 'all', email: '', from: '', to: '', includeAnonymous: false, sort: 'lastActivity', order: 'desc', page: 1 };
export const PAGE_SIZE = CONTACTS_PAGE_SIZE_DEFAULT;

/** The date range the reports share; left-out sides stay open. */
export interface ReportRange {
  from?: string;
  to?: string;
}

export function reportRange({ from, to }: Pick<ContactFilters, 'from' | 'to'>): ReportRange {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * The query string of GET /api/contacts. Defaults are left out, so the
 * string is short and the same filters always give the same string (the cache key).
 */
export function contactsSearch(filters: ContactFilters, { paged = true } = {}): string {
  const params = new URLSearchParams();
  if (filters.step !== 'all') params.set('step', filters.step);
  const email = filters.email.trim();
  if (email) params.set('email', email);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.includeAnonymous) params.set('includeAnonymous', 'true');
  params.set('sort', filters.sort);
  params.set('order', filters.order);
  if (paged) {
    params.set('page', String(filters.page));
    params.set('pageSize', String(PAGE_SIZE));
  }
  return params.toString();
}

/** The CSV export asks for every contact the filters match, unpaged. */
export function csvHref(filters: ContactFilters): string {
  return `/api/contacts.csv?${contactsSearch(filters, { paged: false })}`;
}

/** A click on a column header: the same column flips the order, a new one starts descending. */
export function sortBy(filters: ContactFilters, field: ContactSortField): ContactFilters {
  const order: SortOrder = filters.sort === field ? (filters.order === 'desc' ? 'asc' : 'desc') : 'desc';
  return { ...filters, sort: field, order, page: 1 };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
