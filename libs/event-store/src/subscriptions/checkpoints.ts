import { START_CHECKPOINT, type Checkpoint } from '../types';
import type { Pool, PoolClient } from 'pg';

/**
 * Locks a projector's checkpoint row for the rest of the transaction and
 * returns it. Whoever holds this lock is the only one applying events for
 * that projector, so two workers (or a worker and a replay's swap) can never
 * apply the same events twice.
 */
export async function lockCheckpoint(db: PoolClient, name: string, version = 1): Promise<Checkpoint> {
  // The row exists after a consumer's first batch, so the insert runs once, not once per batch.
  const locked = await selectForUpdate(db, name);
  if (locked) return locked;
  // A consumer's first batch builds its tables with this code: the row says which version that is.
  await db.query(`INSERT INTO read_model.projector_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, version]);
  return (await selectForUpdate(db, name)) ?? START_CHECKPOINT;
}

async function selectForUpdate(db: PoolClient, name: string): Promise<Checkpoint | null> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text, global_position::text FROM read_model.projector_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position } : null;
}

/** Moves the checkpoint; `rebuiltBy` (a replay's swap) starts the count over and records the version that built the tables. */
export async function saveCheckpoint(db: PoolClient, name: string, checkpoint: Checkpoint, applied: number, rebuiltBy?: number): Promise<void> {
  await db.query(
    `UPDATE read_model.projector_checkpoints
        SET transaction_id = $2::xid8, global_position = $3::bigint, updated_at = now(),
            events_applied = CASE WHEN $5::int IS NULL THEN events_applied + $4 ELSE $4 END,
            version = coalesce($5::int, version)
      WHERE name = $1`,
    [name, checkpoint.transactionId, checkpoint.globalPosition, applied, rebuiltBy ?? null],
  );
}

/** Projectors whose tables an older version of their code built: their numbers follow old rules until rebuilt. */
export async function staleProjectors<P extends { name: string; version: number }>(db: Pool | PoolClient, projectors: readonly P[]): Promise<P[]> {
  const { rows } = await db.query<{ name: string; version: number }>('SELECT name, version FROM read_model.projector_checkpoints');
  const builtBy = new Map(rows.map((r) => [r.name, r.version]));
  return projectors.filter((p) => (builtBy.get(p.name) ?? p.version) < p.version);
}
