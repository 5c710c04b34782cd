import type { ReplayJobState, ReplayRequest } from '@pitchlens/contracts';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/store/api-slice';
import { useAppDispatch } from '../../../lib/store/hooks';
import { Button } from '../../../components/ui/button';
import { adminApi } from '../api/admin-api';
import { operationsApi, PROJECTORS_POLL_MS, useGetProjectorsQuery, useQueueReplayMutation } from './api/operations-api';
import { ErasePersonForm } from './components/erase-person-form';
import { ErasureList } from './components/erasure-list';
import { FailedEmails } from './components/failed-emails';
import { Notifications } from './components/notifications';
import { ProjectorsTable } from './components/projectors-table';
import { ReadReplica } from './components/read-replica';
import { RebuildStatus } from './components/rebuild-status';
import { ReplayConfirm } from './components/replay-confirm';
import { ReplayProgress } from './components/replay-progress';
import { ReportTimeZone } from './components/report-time-zone';
import { ShareLinks } from './components/share-links';
import styles from './operations-panel.module.css';
import { useRebuild } from './use-rebuild';

/** The dashboard's Operations tab: projector lag, replays on the worker, the read replica, the report time zone, failed emails, the team's mails, erasures, share links. */
export default function OperationsPanel() {
  const projectors = useGetProjectorsQuery(undefined, { pollingInterval: PROJECTORS_POLL_MS, refetchOnMountOrArgChange: true });
  const [queueReplay, queued] = useQueueReplayMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  // The replay or zone change this page queued, followed from its queueing (its state once ended); once it has
  // completed, the page shows the rebuilds' record (useRebuild), which every rebuild writes, whoever started it.
  const [job, setJob] = useState<{ id: string; ended: ReplayJobState | null } | null>(null);
  const dispatch = useAppDispatch();
  const { refetch } = projectors;

  const start = async (projector: string) => {
    setConfirming(null);
    const result = await queueReplay({ projector: projector as ReplayRequest['projector'] });
    if ('data' in result && result.data) setJob({ id: result.data.jobId, ended: null });
  };
  const rebuilt = useCallback(() => {
    void refetch();
    // A rebuild in another zone moves report days: the zone and every report are asked again.
    dispatch(operationsApi.util.invalidateTags(['ReportTimeZone', 'Rebuild']));
    dispatch(adminApi.util.invalidateTags(['AdminReports']));
  }, [refetch, dispatch]);
  const jobEnded = useCallback(
    (state: ReplayJobState) => {
      setJob((current) => (current && current.ended === null ? { ...current, ended: state } : current));
      rebuilt();
    },
    [rebuilt],
  );
  const rebuild = useRebuild(rebuilt);
  const running = (job !== null && job.ended === null) || rebuild.rebuild?.state === 'running';

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="operations-projectors">
        <div className={styles.heading}>
          <h2 id="operations-projectors">Projectors</h2>
          <Button size="sm" disabled={running || queued.isLoading} onClick={() => setConfirming('all')}>
            Replay all
          </Button>
        </div>
        {confirming && <ReplayConfirm projector={confirming} onConfirm={() => void start(confirming)} onCancel={() => setConfirming(null)} />}
        {queued.error && <p className={styles.error}>The replay was not queued: {errorMessage(queued.error)}</p>}
        {job && job.ended !== 'completed' ? (
          <ReplayProgress key={job.id} jobId={job.id} onFinished={jobEnded} />
        ) : (
          rebuild.rebuild && <RebuildStatus rebuild={rebuild.rebuild} />
        )}
        {rebuild.error !== undefined && <p className={styles.error}>Could not load the rebuild’s progress: {errorMessage(rebuild.error)}</p>}
        {projectors.error && <p className={styles.error}>Could not load the projectors: {errorMessage(projectors.error)}</p>}
        {projectors.data && <ProjectorsTable projectors={projectors.data} replayDisabled={running || queued.isLoading} onReplay={setConfirming} />}
      </section>
      <section className={styles.section} aria-labelledby="operations-read-replica">
        <h2 id="operations-read-replica">Read replica</h2>
        <ReadReplica />
      </section>
      <section className={styles.section} aria-labelledby="operations-time-zone">
        <h2 id="operations-time-zone">Report time zone</h2>
        <ReportTimeZone onRebuildQueued={(id) => setJob({ id, ended: null })} />
      </section>
      <section className={styles.section} aria-labelledby="operations-emails">
        <h2 id="operations-emails">Failed emails</h2>
        <FailedEmails />
      </section>
      <section className={styles.section} aria-labelledby="operations-notifications">
        <h2 id="operations-notifications">Notifications</h2>
        <Notifications />
      </section>
      <section className={styles.section} aria-labelledby="operations-erasures">
        <h2 id="operations-erasures">Erasure requests</h2>
        <ErasePersonForm />
        <ErasureList />
      </section>
      <section className={styles.section} aria-labelledby="operations-share-links">
        <h2 id="operations-share-links">Shared read-only links</h2>
        <ShareLinks />
      </section>
    </div>
  );
}
