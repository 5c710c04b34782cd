import { reportTimeZones } from '@pitchlens/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/store/api-slice';
import { useChooseReportTimeZoneMutation, useGetReportTimeZoneQuery } from '../api/operations-api';
import styles from '../operations-panel.module.css';

/**
 * The zone report days follow: the one the live read models are built in,
 * and a choice of another, which rebuilds them by a replay (`onRebuildQueued`:
 * the panel follows it, as it does every rebuild).
 */
export function ReportTimeZone({ onRebuildQueued }: { onRebuildQueued: (jobId: string) => void }) {
  const zone = useGetReportTimeZoneQuery(undefined, { refetchOnMountOrArgChange: true });
  const [choose, chosen] = useChooseReportTimeZoneMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const zones = useMemo(() => reportTimeZones(), []);
  const value = picked ?? zone.data?.timeZone ?? 'UTC';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await choose({ timeZone: value });
    if ('data' in result && result.data?.rebuildJobId) onRebuildQueued(result.data.rebuildJobId);
  };

  return (
    <div className={styles.section}>
      {zone.error && <p className={styles.error}>Could not load the report time zone: {errorMessage(zone.error)}</p>}
      {zone.data && (
        <p>
          Reports count days in <strong data-testid="live-time-zone">{zone.data.liveTimeZone}</strong>
          {zone.data.timeZone !== zone.data.liveTimeZone && <> until the rebuild in {zone.data.timeZone} is in</>}.
        </p>
      )}
      <form className={styles.actions} onSubmit={(event) => void submit(event)}>
        <label htmlFor="report-time-zone">Zone</label>
        <select id="report-time-zone" value={value} onChange={(event) => setPicked(event.target.value)}>
          {zones.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <Button size="sm" type="submit" disabled={chosen.isLoading || !zone.data || value === zone.data.timeZone}>
          Rebuild reports in this zone
        </Button>
      </form>
      {chosen.error && <p className={styles.error}>The time zone was not changed: {errorMessage(chosen.error)}</p>}
    </div>
  );
}
