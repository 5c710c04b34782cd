import {
  CONTACTS_PAGE_SIZE_DEFAULT,
  type AdminReportRange,
  type ContactSortField,
  type ContactsCohort,
  type ContactsCsvRequest,
  type ContactsRequest,
  type OrderedFunnelStep,
  type SortOrder,
} from '@pitchlens/contracts';

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
  /** The people behind a figure, opened from a report: the table shows them alone, whatever the filters above. */
  cohort: ContactsCohort | null;
}

export const INITIAL_FILTERS: ContactFilters = { step: 'all', email: '', from: '', to: '', includeAnonymous: false, sort: 'lastActivity', order: 'desc', page: 1, cohort: null };
export const PAGE_SIZE = CONTACTS_PAGE_SIZE_DEFAULT;

/** The date range the reports share; left-out sides stay open. */
export function reportRange({ from, to }: Pick<ContactFilters, 'from' | 'to'>): AdminReportRange {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * The query of GET /api/contacts.csv. Defaults are left out, so the query
 * stays short. A cohort is asked alone, anonymous visitors included as the
 * reports count them: its total is then the figure it came from.
 */
function contactsCsvRequest(filters: ContactFilters): ContactsCsvRequest {
  if (filters.cohort) return { ...filters.cohort, includeAnonymous: true, sort: filters.sort, order: filters.order };
  const email = filters.email.trim();
  return {
    ...(filters.step !== 'all' ? { step: filters.step } : {}),
    ...(email ? { email } : {}),
    ...reportRange(filters),
    ...(filters.includeAnonymous ? { includeAnonymous: true } : {}),
    sort: filters.sort,
    order: filters.order,
  };
}

/** The query of GET /api/contacts: the CSV's, and the page. */
export function contactsRequest(filters: ContactFilters): ContactsRequest {
  return { ...contactsCsvRequest(filters), page: filters.page, pageSize: PAGE_SIZE };
}

/** The CSV export asks for every contact the filters match, unpaged. */
export function csvHref(filters: ContactFilters): string {
  const query = new URLSearchParams(Object.entries(contactsCsvRequest(filters)).map(([key, value]) => [key, String(value)]));
  return `/api/contacts.csv?${query}`;
}

/** A click on a column header: the same column flips the order, a new one starts descending. */
export function sortBy(filters: ContactFilters, field: ContactSortField): ContactFilters {
  const order: SortOrder = filters.sort === field ? (filters.order === 'desc' ? 'asc' : 'desc') : 'desc';
  return { ...filters, sort: field, order, page: 1 };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
