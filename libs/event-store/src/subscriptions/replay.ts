import type { Pool, PoolClient } from 'pg';
import type { EventReader } from '../event-reader';
import { START_CHECKPOINT, type Checkpoint, type EventShape } from '../types';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import { contextFor, qualifiedTable, type Projector } from './consumer';
import { inTransaction } from './transaction';

export interface ReplayProgress {
  projector: string;
  applied: number;
  /** Events of the projector's types in the log when the replay began. */
  total: number;
}

/**
 * Rebuilds a projector's tables from the whole log while the live ones keep
 * serving: projects into shadow tables, catches up, then — holding the live
 * checkpoint so the live projector waits — applies the last events and swaps
 * the tables in, all in one transaction. Events appended meanwhile are after
 * the new checkpoint and the live projector carries on from there. A replay
 * that dies leaves the live tables as they were; the next one starts over.
 */
export async function replay<E extends EventShape>(
  pool: Pool,
  reader: EventReader,
  projector: Projector<E>,
  options: { batchSize: number; onProgress?: (progress: ReplayProgress) => void },
): Promise<ReplayProgress> {
  const progress: ReplayProgress = { projector: projector.name, applied: 0, total: await countEvents(pool, projector) };
  await createShadowTables(pool, projector);
  let checkpoint = START_CHECKPOINT;
  let nextAnalyze = 1;
  for (let batch = 1; ; batch++) {
    const step = await inTransaction(pool, (db) => projectInto(db, reader, projector, checkpoint, options.batchSize));
    checkpoint = step.checkpoint;
    progress.applied += step.applied;
    options.onProgress?.(progress);
    if (step.applied < options.batchSize) break;
    // New tables have no statistics, so lookups into them are planned as scans
    // of the whole (growing) table; refreshing them at doubling intervals
    // keeps index plans for a handful of ANALYZE runs in all.
    if (batch === nextAnalyze) {
      await analyzeShadowTables(pool, projector);
      nextAnalyze *= 2;
    }
  }
  // The tables go live with statistics, so the first queries on them are planned well.
  await analyzeShadowTables(pool, projector);
  await inTransaction(pool, async (db) => {
    await lockCheckpoint(db, projector.name, projector.version);
    for (;;) {
      const step = await projectInto(db, reader, projector, checkpoint, options.batchSize);
      checkpoint = step.checkpoint;
      progress.applied += step.applied;
      if (step.applied === 0) break;
    }
    for (const table of projector.tables) {
      await db.query(`ALTER TABLE ${qualifiedTable(table, 'live')} RENAME TO ${table}__retired`);
      await db.query(`ALTER TABLE ${qualifiedTable(table, 'replay')} RENAME TO ${table}`);
      await db.query(`DROP TABLE read_model.${table}__retired`);
    }
    await saveCheckpoint(db, projector.name, checkpoint, progress.applied, projector.version);
  });
  options.onProgress?.(progress);
  return progress;
}

async function projectInto<E extends EventShape>(
  db: PoolClient,
  reader: EventReader,
  projector: Projector<E>,
  from: Checkpoint,
  batchSize: number,
): Promise<{ applied: number; checkpoint: Checkpoint }> {
  const { events, checkpoint } = await reader.readAfter<E>(from, batchSize, { types: projector.eventTypes, db });
  if (events.length > 0) await projector.apply(events, contextFor(db, 'replay'));
  return { applied: events.length, checkpoint };
}

async function createShadowTables(pool: Pool, projector: Projector): Promise<void> {
  await inTransaction(pool, async (db) => {
    for (const table of projector.tables) {
      await db.query(`DROP TABLE IF EXISTS ${qualifiedTable(table, 'replay')}`);
      await db.query(`CREATE TABLE ${qualifiedTable(table, 'replay')} (LIKE ${qualifiedTable(table, 'live')} INCLUDING ALL)`);
    }
  });
}

async function analyzeShadowTables(pool: Pool, projector: Projector): Promise<void> {
  for (const table of projector.tables) await pool.query(`ANALYZE ${qualifiedTable(table, 'replay')}`);
}

async function countEvents(pool: Pool, projector: Projector): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM event_store.events WHERE type = ANY($1)`, [[...projector.eventTypes]]);
  return Number(rows[0].n);
}

/** A digest of a table's whole content, independent of physical row order. */
export async function tableChecksum(db: Pool | PoolClient, table: string): Promise<string> {
  const { rows } = await db.query<{ digest: string | null }>(
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
  );
  return rows[0].digest ?? '';
}
