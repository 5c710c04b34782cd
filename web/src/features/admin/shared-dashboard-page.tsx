import { useEffect, useMemo, useState } from 'react';
import { TextField } from '../../components/ui/form-fields';
import { setShareToken } from '../../lib/store/share-token';
import { DASHBOARD_POLLING, useGetAdminSummaryQuery } from './api/admin-api';
import { NowPanel } from './components/now-panel';
import { ReportSections } from './components/report-sections';
import { reportRange } from './contacts-filters';
import { DEFAULT_CONVERSION, DEFAULT_REVENUE } from './dashboard-view';
import { ReadOnlyView } from './read-only-view';
import styles from './shared-dashboard-page.module.css';

/** The refusal's reason as the API words it (expired, revoked, not signed here), else the status. */
function refusalOf(error: unknown): string {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : 'The shared dashboard could not be loaded.';
}

/** The figures, once the token has opened the summary; else why it did not. */
function SharedFigures() {
  const summary = useGetAdminSummaryQuery(undefined, DASHBOARD_POLLING);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [conversion, setConversion] = useState(DEFAULT_CONVERSION);
  const [revenue, setRevenue] = useState(DEFAULT_REVENUE);
  const [compare, setCompare] = useState(false);
  const range = useMemo(() => reportRange({ from, to }), [from, to]);

  if (summary.isError) return <p role="alert">{refusalOf(summary.error)}</p>;
  if (!summary.data) return <p role="status">Loading the figures…</p>;
  return (
    <>
      <NowPanel />
      <div className={styles.range}>
        <TextField id="shared-from" label="From" type="date" value={from} onValueChange={setFrom} />
        <TextField id="shared-to" label="To" type="date" value={to} onValueChange={setTo} />
      </div>
      <ReportSections range={range} conversion={conversion} onConversion={setConversion} revenue={revenue} onRevenue={setRevenue} compare={compare} onCompare={setCompare} />
    </>
  );
}

/**
 * /admin-dashboard/shared#<token> (README "Shared read-only links"): the
 * dashboard's figures for whoever holds a share link, signed out. The token
 * stays in the fragment (never sent to a server but as the API's bearer);
 * the page shows aggregate figures only: no contacts, people or drill-downs,
 * which the API would refuse the token anyway.
 */
export default function SharedDashboardPage() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const fromAddress = decodeURIComponent(window.location.hash.slice(1)) || null;
    setShareToken(fromAddress);
    setToken(fromAddress);
    return () => setShareToken(null);
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Pitchlens dashboard (shared, read-only)</h1>
      </header>
      <main className={styles.main}>
        {token === undefined ? (
          <p role="status">Opening the shared dashboard…</p>
        ) : token === null ? (
          <p role="alert">This address holds no share link: ask for the whole link again.</p>
        ) : (
          <ReadOnlyView.Provider value={true}>
            <SharedFigures />
          </ReadOnlyView.Provider>
        )}
      </main>
    </div>
  );
}
