import { LIVE_POLL_MS, type VisitorsFromSource, type VisitorsOnPage } from '@pitchlens/contracts';
import { useGetLiveVisitorsQuery } from '../api/admin-api';
import styles from './now-panel.module.css';

const count = new Intl.NumberFormat('en-US');

function Counts({ title, rows }: { title: string; rows: { name: string; visitors: number }[] }) {
  return (
    <div>
      <h3 className={styles.title}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.none}>None</p>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {rows.map((row) => (
            <li key={row.name}>
              <span>{row.name}</span> <strong>{count.format(row.visitors)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const pageRows = (pages: VisitorsOnPage[]) => pages.map((p) => ({ name: p.path, visitors: p.visitors }));
const sourceRows = (sources: VisitorsFromSource[]) => sources.map((s) => ({ name: s.source ?? 'Direct', visitors: s.visitors }));

/**
 * "Now": the visitors of the last 5 minutes, their current pages and where
 * they came from, asked again every 5 s. The count is announced politely
 * when it changes; the lists are not, so a screen reader is not flooded.
 */
export function NowPanel() {
  const { data, isError } = useGetLiveVisitorsQuery({}, { pollingInterval: LIVE_POLL_MS, skipPollingIfUnfocused: false, refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="now-title" className={styles.panel}>
      <h2 id="now-title" className={styles.heading}>
        Now
      </h2>
      <p aria-live="polite" aria-atomic="true" className={styles.count} data-testid="now-visitors">
        {data ? (
          <>
            <strong>{count.format(data.visitors)}</strong> {data.visitors === 1 ? 'visitor' : 'visitors'} in the last 5 minutes
          </>
        ) : isError ? (
          'Live visitors are unavailable right now.'
        ) : (
          'Loading live visitors…'
        )}
      </p>
      {data && (
        <div className={styles.columns}>
          <Counts title="Current pages" rows={pageRows(data.pages)} />
          <Counts title="Sources" rows={sourceRows(data.sources)} />
        </div>
      )}
    </section>
  );
}
