import type { Pool, PoolConfig } from 'pg';
import { createPool } from './database';

/**
 * A replica that has not answered a connection attempt by then is taken as
 * away: the request is answered by the primary rather than waiting the
 * primary's full connection timeout first.
 */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/** A pool on a streaming replica (DATABASE_READ_URL): read-only statements, and it gives up on connecting sooner than the primary's. */
export function createReadPool(url: string, options: Omit<PoolConfig, 'connectionString'> = {}, onConnectionLost?: (error: Error) => void): Pool {
  return createPool(url, { connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS, ...options }, onConnectionLost);
}

/** Where a replica's replay stands against its primary. */
export interface ReplicaPosition {
  /** The server is in recovery, i.e. a standby; a promoted or mistaken one is not read from. */
  standby: boolean;
  /** It has replayed everything the primary had flushed when asked: whatever was written before is on it. */
  caughtUp: boolean;
  /**
   * How long ago the primary committed the last transaction the replica has
   * replayed, 0 when caught up (an idle primary commits nothing, and the
   * replica is then not behind however old that commit is); null when it is
   * behind and has replayed no transaction since it started.
   */
  lagMs: number | null;
}

/** The primary's WAL flushed so far: a replica that has replayed up to it holds every commit answered before. */
export async function primaryFlushed(primary: Pool): Promise<string> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn');
  return rows[0].lsn;
}

/** Where the replica's replay stands against `flushed` (primaryFlushed, asked first); fails as the replica does. */
export async function replicaPosition(replica: Pool, flushed: string): Promise<ReplicaPosition> {
  const { rows } = await replica.query<{ standby: boolean; caught_up: boolean | null; behind_ms: number | null }>(
    `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up,
            (extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS behind_ms`,
    [flushed],
  );
  const [at] = rows;
  if (!at.standby) return { standby: false, caughtUp: false, lagMs: null };
  if (at.caught_up === true) return { standby: true, caughtUp: true, lagMs: 0 };
  return { standby: true, caughtUp: false, lagMs: at.behind_ms === null ? null : Math.max(0, Math.round(at.behind_ms)) };
}
