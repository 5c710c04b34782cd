import type { RebuildProgress, RebuildProjectorProgress, RebuildReason } from '@pitchlens/contracts';
import type { Pool, PoolClient } from 'pg';

/**
 * Held for a whole rebuild, so two workers never rebuild at once; the API
 * looks for it to tell a rebuild still running from one whose worker stopped.
 */
const REPLAY_LOCK_KEY = 'pitchlens.operations.replay';

/** Runs `work` holding the replay lock, waiting for it while another worker rebuilds. */
export async function withReplayLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [REPLAY_LOCK_KEY]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [REPLAY_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/** Starts the record of a rebuild (under the replay lock), in place of the one before: its projectors all waiting. */
export async function startRebuild(db: Pool | PoolClient, rebuild: { reason: RebuildReason; timeZone: string; projectors: readonly string[] }): Promise<void> {
  const projectors: RebuildProjectorProgress[] = rebuild.projectors.map((name) => ({ name, phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null }));
  await db.query(
    `INSERT INTO reports.rebuild_progress (reason, time_zone, started_at, projectors) VALUES ($1, $2, now(), $3)
     ON CONFLICT (only_row) DO UPDATE
       SET reason = excluded.reason, time_zone = excluded.time_zone, started_at = now(), finished_at = NULL, failure = NULL, projectors = excluded.projectors`,
    [rebuild.reason, rebuild.timeZone, JSON.stringify(projectors)],
  );
}

export async function recordRebuildProgress(db: Pool | PoolClient, projectors: readonly RebuildProjectorProgress[]): Promise<void> {
  await db.query('UPDATE reports.rebuild_progress SET projectors = $1', [JSON.stringify(projectors)]);
}

/** Ends the record: finished, or failed with why (the live tables then are as they were). */
export async function finishRebuild(db: Pool | PoolClient, failure: string | null): Promise<void> {
  await db.query('UPDATE reports.rebuild_progress SET finished_at = now(), failure = $1', [failure]);
}

/**
 * The latest rebuild. One not finished is running while someone holds the
 * replay lock (a session advisory lock on a bigint: its high half is classid,
 * its low half objid); without it, its worker stopped midway.
 */
export async function latestRebuild(db: Pool | PoolClient): Promise<RebuildProgress | null> {
  const { rows } = await db.query<{
    reason: RebuildReason;
    time_zone: string;
    started_at: Date;
    finished_at: Date | null;
    failure: string | null;
    projectors: RebuildProjectorProgress[];
    locked: boolean;
  }>(
    `SELECT reason, time_zone, started_at, finished_at, failure, projectors,
            EXISTS (SELECT 1 FROM pg_locks
                     WHERE locktype = 'advisory' AND granted AND objsubid = 1
                       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                       AND ((classid::bigint << 32) | objid::bigint) = hashtext($1)::bigint) AS locked
       FROM reports.rebuild_progress`,
    [REPLAY_LOCK_KEY],
  );
  const row = rows[0];
  if (!row) return null;
  const state = row.finished_at ? (row.failure === null ? 'finished' : 'failed') : row.locked ? 'running' : 'interrupted';
  return {
    state,
    reason: row.reason,
    timeZone: row.time_zone,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    failure: row.failure,
    projectors: row.projectors,
  };
}
