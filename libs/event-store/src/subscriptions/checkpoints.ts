import { PROJECTOR_NAMES } from '@pitchlens/contracts';
import { START_CHECKPOINT, type Checkpoint } from '../types';
import type { Pool, PoolClient } from 'pg';

/**
 * Locks a projector's checkpoint row for the rest of the transaction and
 * returns it. Whoever holds this lock is the only one applying events for
 * that projector, so two workers (or a worker and a replay's swap) can never
 * apply the same events twice.
 */
export async function lockCheckpoint(db: PoolClient, name: string, version = 1): Promise<LockedCheckpoint> {
  // The row exists after a consumer's first batch, so the insert runs once, not once per batch.
  const locked = await selectForUpdate(db, name);
  if (locked) return locked;
  // A consumer's first batch builds its tables with this code: the row says which version that is.
  // Its first tables count days in the zone the others' do, so reports never mix zones.
  await db.query(
    `INSERT INTO read_model.projector_checkpoints (name, version, time_zone)
     SELECT $1, $2, coalesce((SELECT time_zone FROM read_model.projector_checkpoints WHERE name = ANY($3) ORDER BY name LIMIT 1), 'UTC')
     ON CONFLICT (name) DO NOTHING`,
    [name, version, PROJECTOR_NAMES],
  );
  return (await selectForUpdate(db, name)) ?? { ...START_CHECKPOINT, timeZone: 'UTC' };
}

/** A consumer's checkpoint as it stands, unlocked (the start of the log before its first batch). */
export async function readCheckpoint(db: Pool | PoolClient, name: string): Promise<Checkpoint> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text, global_position::text FROM read_model.projector_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position } : START_CHECKPOINT;
}

/** A checkpoint with the zone its projector's tables bucket days in: read under the lock, so a replay's swap is seen. */
export interface LockedCheckpoint extends Checkpoint {
  timeZone: string;
}

async function selectForUpdate(db: PoolClient, name: string): Promise<LockedCheckpoint | null> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string; time_zone: string }>(
    `SELECT transaction_id::text, global_position::text, time_zone FROM read_model.projector_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position, timeZone: rows[0].time_zone } : null;
}

/**
 * Moves the checkpoint; `rebuiltBy` (a replay's swap) starts the count over
 * and records the version that built the tables and the zone they count days in.
 */
export async function saveCheckpoint(
  db: PoolClient,
  name: string,
  checkpoint: Checkpoint,
  applied: number,
  rebuiltBy?: { version: number; timeZone: string },
): Promise<void> {
  await db.query(
    `UPDATE read_model.projector_checkpoints
        SET transaction_id = $2::xid8, global_position = $3::bigint, updated_at = now(),
            events_applied = CASE WHEN $5::int IS NULL THEN events_applied + $4 ELSE $4 END,
            version = coalesce($5::int, version), time_zone = coalesce($6, time_zone)
      WHERE name = $1`,
    [name, checkpoint.transactionId, checkpoint.globalPosition, applied, rebuiltBy?.version ?? null, rebuiltBy?.timeZone ?? null],
  );
}

/**
 * Projectors whose live tables count days in another zone than `timeZone`
 * (one without a checkpoint yet counts as UTC, what its first batch would write).
 */
export async function projectorsOutOfZone<P extends { name: string }>(db: Pool | PoolClient, projectors: readonly P[], timeZone: string): Promise<P[]> {
  const { rows } = await db.query<{ name: string; time_zone: string }>('SELECT name, time_zone FROM read_model.projector_checkpoints');
  const zones = new Map(rows.map((r) => [r.name, r.time_zone]));
  return projectors.filter((p) => (zones.get(p.name) ?? 'UTC') !== timeZone);
}

/**
 * The zone the live read models count days in: their projectors' stamp (a
 * reactor's row is never rebuilt, so its stamp says nothing). Replays swap
 * every projector's tables in one zone together (replayTogether), so they
 * agree; before the first checkpoint, UTC.
 */
export async function liveTimeZone(db: Pool | PoolClient): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>(
    'SELECT time_zone FROM read_model.projector_checkpoints WHERE name = ANY($1) ORDER BY name LIMIT 1',
    [PROJECTOR_NAMES],
  );
  return rows[0]?.time_zone ?? 'UTC';
}

/** Projectors whose tables an older version of their code built: their numbers follow old rules until rebuilt. */
export async function staleProjectors<P extends { name: string; version: number }>(db: Pool | PoolClient, projectors: readonly P[]): Promise<P[]> {
  const { rows } = await db.query<{ name: string; version: number }>('SELECT name, version FROM read_model.projector_checkpoints');
  const builtBy = new Map(rows.map((r) => [r.name, r.version]));
  return projectors.filter((p) => (builtBy.get(p.name) ?? p.version) < p.version);
}
