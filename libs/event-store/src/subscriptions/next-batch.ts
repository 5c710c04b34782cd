import type { Pool } from 'pg';
import { readsOnlyRareTypes, type EventReader } from '../event-reader';
import type { EventShape } from '../types';
import { lockCheckpoint, readCheckpoint, saveCheckpoint } from './checkpoints';
import { contextFor, isReactor, type EventConsumer, type Reactor } from './consumer';
import { logRevision, type LogWindow } from './log-window';
import { inTransaction } from './transaction';

/**
 * Applies the next batch of events to a projector's live tables: checkpoint
 * locked, events read (through `window` when given, shared with the
 * process's other projectors), read models written and checkpoint moved, all
 * in one transaction. A crash at any point leaves either all of it or none.
 * Returns how many events were applied, and whether a full page was read (so
 * more may be waiting now; after a short page the reader has seen every
 * readable event of the projector's types).
 */
export function projectNextBatch<E extends EventShape>(
  pool: Pool,
  reader: EventReader,
  projector: EventConsumer<E>,
  batchSize: number,
  window?: LogWindow,
): Promise<{ applied: number; more: boolean }> {
  if (isReactor(projector)) return reactToNextBatch(pool, reader, projector, batchSize);
  return inTransaction(pool, async (db) => {
    const from = await lockCheckpoint(db, projector.name, projector.version);
    const limit = Math.min(batchSize, projector.maxBatchSize ?? batchSize);
    // Only a reader of common types reads through the window: the others are spared the revision's round trip.
    const shared = window && !readsOnlyRareTypes(projector.eventTypes) ? { log: window, revision: await logRevision(db) } : undefined;
    const { events, checkpoint, more } = await reader.readAfter<E>(from, limit, { types: projector.eventTypes, db, window: shared });
    if (events.length > 0) await projector.apply(events, contextFor(db, 'live', from.timeZone));
    // Moved on even with nothing of its types, so the next read does not look at the same events.
    if (events.length > 0 || checkpoint.globalPosition !== from.globalPosition || checkpoint.transactionId !== from.transactionId) {
      await saveCheckpoint(db, projector.name, checkpoint, events.length);
    }
    return { applied: events.length, more };
  });
}

/**
 * A reactor's batch: read and acted on with no transaction open, then the
 * checkpoint moved, only if it still stands where the batch began (a worker
 * that lost its ownership meanwhile leaves it to the one that holds it now).
 */
async function reactToNextBatch<E extends EventShape>(pool: Pool, reader: EventReader, reactor: Reactor<E>, batchSize: number): Promise<{ applied: number; more: boolean }> {
  const from = await readCheckpoint(pool, reactor.name);
  const limit = Math.min(batchSize, reactor.maxBatchSize ?? batchSize);
  const { events, checkpoint, more } = await reader.readAfter<E>(from, limit, { types: reactor.eventTypes });
  if (events.length > 0) await reactor.apply(events);
  if (events.length > 0 || checkpoint.globalPosition !== from.globalPosition || checkpoint.transactionId !== from.transactionId) {
    await inTransaction(pool, async (db) => {
      const now = await lockCheckpoint(db, reactor.name, reactor.version);
      if (now.globalPosition === from.globalPosition && now.transactionId === from.transactionId) await saveCheckpoint(db, reactor.name, checkpoint, events.length);
    });
  }
  return { applied: events.length, more };
}
