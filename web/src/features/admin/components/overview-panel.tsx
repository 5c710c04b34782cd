import type { AdminContact } from '@pitchlens/contracts';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { DASHBOARD_POLLING, useListContactsQuery } from '../api/admin-api';
import { contactsRequest, csvHref, reportRange, sortBy, type ContactFilters } from '../contacts-filters';
import type { ConversionView, LinkedFilters, RevenueView } from '../dashboard-view';
import { useDebouncedValue } from '../use-debounced-value';
import { TrafficReport, UtmReport } from './activity-reports';
import { ContactDrawer } from './contact-drawer';
import { ContactFiltersBar, type FilterInputs } from './contact-filters-bar';
import { ContactsTable } from './contacts-table';
import { ConversionReport } from './conversion-report';
import { FunnelReport } from './funnel-report';
import { ReferralsTable } from './referrals-table';
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
  /** Returns to the gate when the server stops honouring the session. */
  onSessionEnded(): void;
}

/** Everything the dashboard shows. */
export function OverviewPanel({ filters: linked, onFilters, conversion, onConversion, revenue, onRevenue, onSessionEnded }: OverviewPanelProps) {
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

  // Any new filter starts again from the first page.
  const changeFilters = ({ email: text, ...chosen }: FilterInputs) => {
    setTyped(text);
    onFilters({ ...linked, ...chosen, page: 1 });
  };

  return (
    <div className={styles.panel}>
      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className={styles.heading}>
          Summary
        </h2>
        <SummaryCards range={range} />
      </section>
      <section aria-labelledby="reports-title">
        <h2 id="reports-title" className={styles.heading}>
          Funnel, traffic and revenue
        </h2>
        <div className={styles.reports}>
          <div className={styles.wide}>
            <FunnelReport range={range} />
          </div>
          <div className={styles.wide}>
            <ConversionReport range={range} value={conversion} onChange={onConversion} />
          </div>
          <div className={styles.wide}>
            <TrafficReport range={range} />
          </div>
          <UtmReport range={range} />
          <div className={styles.wide}>
            <RevenueReport range={range} value={revenue} onChange={onRevenue} />
          </div>
        </div>
      </section>
      <section aria-labelledby="contacts-title" className={styles.contacts}>
        <h2 id="contacts-title" className={styles.heading}>
          Contacts
        </h2>
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
        <ReferralsTable />
      </section>
      {open && <ContactDrawer contact={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
