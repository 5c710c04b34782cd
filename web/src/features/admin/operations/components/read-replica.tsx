import { errorMessage } from '../../../../lib/store/api-slice';
import { PROJECTORS_POLL_MS, useGetReadReplicaQuery } from '../api/operations-api';
import { formatLag } from '../operations-format';
import styles from '../operations-panel.module.css';

/** How far behind, as a person reads it: "caught up", "3 s behind", "lag unknown". */
const behind = (lagMs: number | null) => (lagMs === null ? 'lag unknown' : lagMs === 0 ? 'caught up' : `${formatLag(lagMs / 1000)} behind`);

/**
 * The streaming replica the reports read (DATABASE_READ_URL): whether one is
 * set, whether it answers, how far behind it is, and so which server the
 * reports come from now; refreshed as the projectors are.
 */
export function ReadReplica() {
  const { data, error } = useGetReadReplicaQuery(undefined, { pollingInterval: PROJECTORS_POLL_MS, refetchOnMountOrArgChange: true });
  if (error) return <p className={styles.error}>Could not load the read replica: {errorMessage(error)}</p>;
  if (!data) return <p className={styles.note}>Loading the read replica…</p>;
  if (!data.configured) return <p className={styles.note}>None is configured (DATABASE_READ_URL): the primary answers every report.</p>;
  return (
    <>
      <p>
        Reports read from the <strong data-testid="reports-from">{data.reportsFrom}</strong>. The replica is {data.reachable ? 'reachable' : 'unreachable'},{' '}
        {behind(data.lagMs)} (at most {formatLag(data.maxLagMs / 1000)} allowed).
      </p>
      {data.reason && <p className={styles.error}>Why the primary answers the reports: {data.reason}.</p>}
    </>
  );
}
