import type { AdminContact, ContactsCohort } from '@pitchlens/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { DASHBOARD_POLLING, useListContactsQuery } from '../api/admin-api';
import { contactsRequest, csvHref, reportRange, sortBy, type ContactFilters } from '../contacts-filters';
import type { LinkedFilters } from '../dashboard-view';
import { describeCohort } from '../people';
import { useDebouncedValue } from '../use-debounced-value';
import { ContactDrawer } from './contact-drawer';
import { ContactFiltersBar, type FilterInputs } from './contact-filters-bar';
import { ContactsTable } from './contacts-table';
import { NowPanel } from './now-panel';
import { OpenPeople } from './people-button';
import { ReferralsSection } from './referrals-section';
import { ReportSections, type ReportViewProps } from './report-sections';
import styles from './overview-panel.module.css';

export const EMAIL_SEARCH_DELAY_MS = 300;

/** The conversion funnel and revenue asked and the comparison are held by the address too. */
interface OverviewPanelProps extends ReportViewProps {
  /** The view's filters, which the address holds. */
  filters: LinkedFilters;
  onFilters(next: LinkedFilters): void;
  /** Returns to the gate when the server stops honouring the session. */
  onSessionEnded(): void;
}

/** Everything the dashboard shows. */
export function OverviewPanel({ filters: linked, onFilters, conversion, onConversion, revenue, onRevenue, compare, onCompare, onSessionEnded }: OverviewPanelProps) {
  // The email search as typed: asked for once typing pauses, and never put in the address.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState<AdminContact | null>(null);
  const email = useDebouncedValue(typed, EMAIL_SEARCH_DELAY_MS);

  const filters: ContactFilters = { ...linked, email };
  const { from, to } = linked;
  const range = useMemo(() => reportRange({ from, to }), [from, to]);
  const contacts = useListContactsQuery(contactsRequest(filters), DASHBOARD_POLLING);

  const expired = (contacts.error as { status?: unknown } | undefined)?.status === 401;
  useEffect(() => {
    if (expired) onSessionEnded();
  }, [expired, onSessionEnded]);

  // Any new filter starts again from the first page, and leaves the people of a figure for the filtered list.
  const changeFilters = ({ email: text, ...chosen }: FilterInputs) => {
    setTyped(text);
    onFilters({ ...linked, ...chosen, page: 1, cohort: null });
  };

  // A figure clicked: the table shows its people, and the keyboard and the eye go there.
  const contactsHeading = useRef<HTMLHeadingElement>(null);
  const latest = useRef(linked);
  latest.current = linked;
  const openPeople = useCallback(
    (cohort: ContactsCohort) => {
      onFilters({ ...latest.current, cohort, page: 1 });
      contactsHeading.current?.scrollIntoView?.({ block: 'start' });
      contactsHeading.current?.focus();
    },
    [onFilters],
  );

  return (
    <OpenPeople.Provider value={openPeople}>
    <div className={styles.panel}>
      <NowPanel />
      <ReportSections range={range} conversion={conversion} onConversion={onConversion} revenue={revenue} onRevenue={onRevenue} compare={compare} onCompare={onCompare} />
      <section aria-labelledby="contacts-title" className={styles.contacts}>
        <h2 id="contacts-title" className={styles.heading} ref={contactsHeading} tabIndex={-1}>
          Contacts
        </h2>
        {linked.cohort && (
          <p className={styles.cohort} role="status">
            <span>
              People behind a figure: <strong>{describeCohort(linked.cohort)}</strong>
            </span>
            <button type="button" className={styles.clear} onClick={() => onFilters({ ...linked, cohort: null, page: 1 })}>
              Show all contacts
            </button>
          </p>
        )}
        <ContactFiltersBar value={{ step: linked.step, email: typed, from, to, includeAnonymous: linked.includeAnonymous }} onChange={changeFilters} csvHref={csvHref(filters)} />
        {contacts.isError && !expired && <p role="alert">{errorMessage(contacts.error)}</p>}
        <ContactsTable
          data={contacts.currentData}
          loading={contacts.isFetching && !contacts.currentData}
          filters={filters}
          onSort={(field) => {
            const { sort, order, page } = sortBy(filters, field);
            onFilters({ ...linked, sort, order, page });
          }}
          onPage={(page) => onFilters({ ...linked, page })}
          onOpen={setOpen}
        />
      </section>
      <section aria-labelledby="referrals-title">
        <h2 id="referrals-title" className={styles.heading}>
          Referrals
        </h2>
        <ReferralsSection />
      </section>
      {open && <ContactDrawer contact={open} onClose={() => setOpen(null)} />}
    </div>
    </OpenPeople.Provider>
  );
}
