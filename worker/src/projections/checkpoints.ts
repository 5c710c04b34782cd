import { START_CHECKPOINT, type Checkpoint } from '@pitchlens/event-store';
import type { PoolClient } from 'pg';

/**
 * Locks a projector's checkpoint row for the rest of the transaction and
 * returns it. Whoever holds this lock is the only one applying events for
 * that projector, so two workers (or a worker and a replay's swap) can never
 * apply the same events twice.
 */
export async function lockCheckpoint(db: PoolClient, name: string): Promise<Checkpoint> {
  await db.query(`INSERT INTO read_model.projector_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text, global_position::text FROM read_model.projector_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  const row = rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : START_CHECKPOINT;
}

export async function saveCheckpoint(db: PoolClient, name: string, checkpoint: Checkpoint, applied: number, reset = false): Promise<void> {
  await db.query(
    `UPDATE read_model.projector_checkpoints
        SET transaction_id = $2::xid8, global_position = $3::bigint, updated_at = now(),
            events_applied = CASE WHEN $5 THEN $4 ELSE events_applied + $4 END
      WHERE name = $1`,
    [name, checkpoint.transactionId, checkpoint.globalPosition, applied, reset],
  );
}
