import type { AdminContact, ContactSortField, ContactsResponse } from '@pitchlens/contracts';
import { formatShortTimestamp, formatTimestamp, stepLabel } from '../admin-format';
import { pageCount, type ContactFilters } from '../contacts-filters';
import tableStyles from './admin-table.module.css';
import controlStyles from './control.module.css';
import styles from './contacts-table.module.css';

interface ContactsTableProps {
  data: ContactsResponse | undefined;
  loading: boolean;
  filters: ContactFilters;
  onSort(field: ContactSortField): void;
  onPage(page: number): void;
  onOpen(contact: AdminContact): void;
}

/**
 * The columns that fit a laptop screen: referrer and UTM fields share one
 * "Source" column (the drawer shows each in full), long values are cut short
 * with the whole value on hover, and anything wider scrolls inside the table.
 */
const COLUMNS: { label: string; sort?: ContactSortField }[] = [
  { label: 'Email', sort: 'email' },
  { label: 'Name' },
  { label: 'Current step', sort: 'currentFunnelStep' },
  { label: 'Source' },
  { label: 'Created', sort: 'createdAt' },
  { label: 'Last activity', sort: 'lastActivity' },
];

const fullName = (c: AdminContact) => [c.firstName, c.lastName].filter(Boolean).join(' ') || '–';

/** Who sent the contact: a referrer first, else the first-touch UTM source and medium. */
function source(c: AdminContact): string {
  if (c.referrerName || c.referrerEmail) return `Referred by ${c.referrerName ?? c.referrerEmail}`;
  return [c.utmSource, c.utmMedium].filter(Boolean).join(' / ') || '–';
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatTimestamp(iso)}>
      {formatShortTimestamp(iso)}
    </time>
  );
}

/** Who the pager's total counts. */
function whoIsCounted({ cohort, includeAnonymous }: ContactFilters, total: number): string {
  if (cohort) return total === 1 ? 'person behind the figure' : 'people behind the figure';
  return includeAnonymous ? 'contacts, anonymous visitors included' : 'contacts with an email';
}

/** The contact table (spec §2, §3): ids stay hidden; a row opens the contact's drawer. */
export function ContactsTable({ data, loading, filters, onSort, onPage, onOpen }: ContactsTableProps) {
  const contacts = data?.contacts ?? [];
  const pages = pageCount(data?.total ?? 0);
  return (
    <div className={styles.wrap}>
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <div className={styles.scroll} role="region" aria-label="Contacts table" tabIndex={0}>
        <table className={tableStyles.list}>
          <caption className="visually-hidden">Contacts</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const sorted = column.sort && filters.sort === column.sort;
                return (
                  <th key={column.label} scope="col" aria-sort={sorted ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {column.sort ? (
                      <button type="button" className={styles.sort} onClick={() => onSort(column.sort!)}>
                        {column.label}
                        <span aria-hidden="true">{sorted ? (filters.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {contacts.map((c) => (
              <tr key={c.id} className={styles.row} onClick={() => onOpen(c)}>
                <td className={styles.clip}>
                  <button
                    type="button"
                    title={c.email}
                    className={styles.open}
                    onClick={(event) => {
                      // The row would open it a second time.
                      event.stopPropagation();
                      onOpen(c);
                    }}
                  >
                    {c.email}
                  </button>
                </td>
                <td>{fullName(c)}</td>
                <td>{stepLabel(c.currentFunnelStep)}</td>
                <td className={styles.clip} title={source(c)}>
                  {source(c)}
                </td>
                <td>
                  <When iso={c.createdAt} />
                </td>
                <td>
                  <When iso={c.lastActivity} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loading && (
        <p role="status" className={styles.message}>
          Loading contacts...
        </p>
      )}
      {!loading && data && contacts.length === 0 && <p className={styles.message}>No contacts found matching your criteria</p>}
      {data && data.total > 0 && (
        <nav className={styles.pager} aria-label="Contact pages">
          <button type="button" className={controlStyles.control} disabled={filters.page <= 1} onClick={() => onPage(filters.page - 1)}>
            Previous
          </button>
          <span>
            Page {filters.page} of {pages} · {data.total} {whoIsCounted(filters, data.total)}
          </span>
          <button type="button" className={controlStyles.control} disabled={filters.page >= pages} onClick={() => onPage(filters.page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
