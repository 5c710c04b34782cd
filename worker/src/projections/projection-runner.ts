import type { EventReader } from '@pitchlens/event-store';
import type { Pool, PoolClient } from 'pg';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import { contextFor, type EventConsumer } from './projector';

/** Runs `work` in a transaction on its own connection. */
export async function inTransaction<T>(pool: Pool, work: (db: PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    const result = await work(db);
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    db.release();
  }
}

/**
 * Applies the next batch of events to a projector's live tables: checkpoint
 * locked, events read, read models written and checkpoint moved, all in one
 * transaction. A crash at any point leaves either all of it or none.
 * Returns how many events were applied (0: caught up).
 */
export function projectNextBatch(pool: Pool, reader: EventReader, projector: EventConsumer, batchSize: number): Promise<number> {
  return inTransaction(pool, async (db) => {
    const from = await lockCheckpoint(db, projector.name, projector.version);
    const { events, checkpoint } = await reader.readAfter(from, Math.min(batchSize, projector.maxBatchSize ?? batchSize), { types: projector.eventTypes, db });
    if (events.length > 0) await projector.apply(events, contextFor(db, 'live'));
    // Moved on even with nothing of its types, so the next read does not look at the same events.
    if (events.length > 0 || checkpoint.globalPosition !== from.globalPosition || checkpoint.transactionId !== from.transactionId) {
      await saveCheckpoint(db, projector.name, checkpoint, events.length);
    }
    return events.length;
  });
}
