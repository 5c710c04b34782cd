import type { AdminContact, ContactsCohort } from '@pitchlens/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { DASHBOARD_POLLING, useListContactsQuery } from '../api/admin-api';
import { contactsRequest, csvHref, reportRange, sortBy, type ContactFilters } from '../contacts-filters';
import type { ConversionView, LinkedFilters, RevenueView } from '../dashboard-view';
import { describeCohort } from '../people';
import { useDebouncedValue } from '../use-debounced-value';
import { TrafficReport, UtmReport } from './activity-reports';
import { ContactDrawer } from './contact-drawer';
import { ContactFiltersBar, type FilterInputs } from './contact-filters-bar';
import { CompareToggle } from './compare-toggle';
import { ContactsTable } from './contacts-table';
import { ConversionReport } from './conversion-report';
import { FunnelReport } from './funnel-report';
import { OpenPeople } from './people-button';
import { ReferralsSection } from './referrals-section';
import { RevenueReport } from './revenue-report';
import { SummaryCards } from './summary-cards';
import styles from './overview-panel.module.css';

export const EMAIL_SEARCH_DELAY_MS = 300;

interface OverviewPanelProps {
  /** The view's filters, which the address holds. */
  filters: LinkedFilters;
  onFilters(next: LinkedFilters): void;
  /** The conversion funnel asked, which the address holds too. */
  conversion: ConversionView;
  onConversion(next: ConversionView): void;
  /** The revenue attribution asked, held by the address as well. */
  revenue: RevenueView;
  onRevenue(next: RevenueView): void;
  /** Whether figures are set against the previous period (in the address too). */
  compare: boolean;
  onCompare(next: boolean): void;
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
      <section aria-labelledby="summary-title">
        <div className={styles.headingRow}>
          <h2 id="summary-title" className={styles.heading}>
            Summary
          </h2>
          <CompareToggle checked={compare} onChange={onCompare} range={range} />
        </div>
        <SummaryCards range={range} compare={compare} />
      </section>
      <section aria-labelledby="reports-title">
        <h2 id="reports-title" className={styles.heading}>
          Funnel, traffic and revenue
        </h2>
        <div className={styles.reports}>
          <div className={styles.wide}>
            <FunnelReport range={range} compare={compare} />
          </div>
          <div className={styles.wide}>
            <ConversionReport range={range} value={conversion} onChange={onConversion} compare={compare} />
          </div>
          <div className={styles.wide}>
            <TrafficReport range={range} compare={compare} />
          </div>
          <UtmReport range={range} compare={compare} />
          <div className={styles.wide}>
            <RevenueReport range={range} value={revenue} onChange={onRevenue} compare={compare} />
          </div>
        </div>
      </section>
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
