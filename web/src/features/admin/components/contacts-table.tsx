import type { AdminContact, ContactSortField, ContactsResponse } from '@pitchlens/contracts';
import { formatTimestamp, stepLabel } from '../admin-format';
import { pageCount, type ContactFilters } from '../contacts-filters';
import styles from './contacts-table.module.css';

interface ContactsTableProps {
  data: ContactsResponse | undefined;
  loading: boolean;
  filters: ContactFilters;
  onSort(field: ContactSortField): void;
  onPage(page: number): void;
  onOpen(contact: AdminContact): void;
}

const COLUMNS: { label: string; sort?: ContactSortField }[] = [
  { label: 'Email', sort: 'email' },
  { label: 'Name' },
  { label: 'Current step', sort: 'currentFunnelStep' },
  { label: 'Referrer' },
  { label: 'UTM source' },
  { label: 'UTM medium' },
  { label: 'Created', sort: 'createdAt' },
  { label: 'Last activity', sort: 'lastActivity' },
];

const fullName = (c: AdminContact) => [c.firstName, c.lastName].filter(Boolean).join(' ') || '–';

/** The contact table (spec §2, §3): ids stay hidden; a row opens the contact's drawer. */
export function ContactsTable({ data, loading, filters, onSort, onPage, onOpen }: ContactsTableProps) {
  const contacts = data?.contacts ?? [];
  const pages = pageCount(data?.total ?? 0);
  return (
    <div className={styles.wrap}>
      <div className={styles.scroll}>
        <table className={styles.table}>
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
                <td>
                  <button
                    type="button"
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
                <td>{c.referrerName ?? c.referrerEmail ?? '–'}</td>
                <td>{c.utmSource ?? '–'}</td>
                <td>{c.utmMedium ?? '–'}</td>
                <td>{formatTimestamp(c.createdAt)}</td>
                <td>{formatTimestamp(c.lastActivity)}</td>
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
          <button type="button" disabled={filters.page <= 1} onClick={() => onPage(filters.page - 1)}>
            Previous
          </button>
          <span>
            Page {filters.page} of {pages} · {data.total} contacts
          </span>
          <button type="button" disabled={filters.page >= pages} onClick={() => onPage(filters.page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
