import type { ReplayJobState } from '@pitchlens/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/store/api-slice';
import { REPLAY_POLL_MS, useGetReplayJobQuery } from '../api/operations-api';
import { formatCount, isRunning } from '../operations-format';
import styles from '../operations-panel.module.css';

interface Props {
  jobId: string;
  /** Called once when the job has completed or failed, with which. */
  onFinished: (state: ReplayJobState) => void;
}

/** A replay job's progress, asked for every second until it ends. */
export function ReplayProgress({ jobId, onFinished }: Props) {
  const [running, setRunning] = useState(true);
  const { data, error } = useGetReplayJobQuery(jobId, { pollingInterval: running ? REPLAY_POLL_MS : 0, skipPollingIfUnfocused: false });
  useEffect(() => {
    if (data && !isRunning(data.state)) {
      setRunning(false);
      onFinished(data.state);
    }
  }, [data, onFinished]);

  if (error) return <p className={styles.error}>Could not read the replay’s progress: {errorMessage(error)}</p>;
  const progress = data?.progress;
  const percent = data?.state === 'completed' ? 100 : (progress?.percent ?? 0);
  const label = data?.projector === 'all' ? 'Replay of every projector' : `Replay of ${data?.projector ?? 'projector'}`;
  return (
    <div className={styles.progress} aria-live="polite">
      <label className={styles.progressLabel}>
        <span>
          {label}: {running ? (data?.state === 'active' ? 'running' : 'queued') : data?.state} ({percent}%)
        </span>
        <progress max={100} value={percent} />
      </label>
      {progress && (
        <p className={styles.note}>
          {progress.projector}: {formatCount(progress.eventsDone)} of {formatCount(progress.eventsTotal)} events · {formatCount(progress.eventsPerSecond)} events/s
        </p>
      )}
      {data?.state === 'failed' && <p className={styles.error}>The replay failed: {data.failedReason}</p>}
    </div>
  );
}
