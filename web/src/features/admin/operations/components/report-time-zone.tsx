import { reportTimeZones } from '@pitchlens/contracts';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/store/api-slice';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { adminApi } from '../../api/admin-api';
import { useChooseReportTimeZoneMutation, useGetReportTimeZoneQuery } from '../api/operations-api';
import styles from '../operations-panel.module.css';
import { ReplayProgress } from './replay-progress';

/**
 * The zone report days follow: the one the live read models are built in,
 * and a choice of another, which rebuilds them by a replay whose progress
 * shows here. The dashboard's figures follow once the rebuild is in.
 */
export function ReportTimeZone() {
  const zone = useGetReportTimeZoneQuery(undefined, { refetchOnMountOrArgChange: true });
  const [choose, chosen] = useChooseReportTimeZoneMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const zones = useMemo(() => reportTimeZones(), []);
  const { refetch } = zone;
  const value = picked ?? zone.data?.timeZone ?? 'UTC';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await choose({ timeZone: value });
    if ('data' in result && result.data) setJobId(result.data.rebuildJobId);
  };
  const rebuilt = useCallback(() => {
    void refetch();
    // Every report is asked again: its days are now in the new zone.
    dispatch(adminApi.util.invalidateTags(['AdminReports']));
  }, [refetch, dispatch]);

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
      {jobId && <ReplayProgress key={jobId} jobId={jobId} onFinished={rebuilt} />}
    </div>
  );
}
