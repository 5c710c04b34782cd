import { readModelContent } from '@pitchlens/database';
import type { RebuildPhase } from '@pitchlens/contracts';
import { escapeIdentifier, type Pool, type PoolClient } from 'pg';
import type { EventReader } from '../event-reader';
import { START_CHECKPOINT, type Checkpoint, type EventShape } from '../types';
import { liveTimeZone, lockCheckpoint, saveCheckpoint } from './checkpoints';
import { contextFor, qualifiedTable, SHADOW_SUFFIX, type Fill, type Projector } from './consumer';
import { inLanes } from './in-lanes';
import { createShadow, onEveryPartition, shadowPartitionNames, storedTables } from './shadow-partitions';
import { inTransaction } from './transaction';

export interface ReplayProgress {
  projector: string;
  phase: Exclude<RebuildPhase, 'waiting'>;
  applied: number;
  /** Events of the projector's types in the log when the replay began. */
  total: number;
}

/**
 * Projectors a replay of several builds at once: each spends about half its
 * time waiting on Postgres, so two keep both cores of a small machine busy
 * (every projector of 1,000,000 events in 49 s instead of 68 one by one).
 */
export const REPLAY_LANES = 2;

export interface ReplayOptions {
  batchSize: number;
  /** The zone the rebuilt tables count days in (the swap stamps it on the checkpoints); by default the live tables' zone. */
  timeZone?: string;
  onProgress?: (progress: ReplayProgress) => void;
}

/**
 * Rebuilds a projector's tables from the whole log while the live ones keep
 * serving: projects into shadow tables, catches up, then — holding the live
 * checkpoint so the live projector waits — applies the last events and swaps
 * the tables in, all in one transaction. Events appended meanwhile are after
 * the new checkpoint and the live projector carries on from there. A replay
 * that dies leaves the live tables as they were; the next one starts over.
 */
export async function replay<E extends EventShape>(pool: Pool, reader: EventReader, projector: Projector<E>, options: ReplayOptions): Promise<ReplayProgress> {
  const [done] = await replayTogether(pool, reader, [projector as Projector], options);
  return done;
}

/**
 * Rebuilds several projectors as `replay` does one, and swaps all their
 * tables in one transaction: a report reading two of them (in a new time
 * zone, say) never sees one rebuilt and the other not.
 */
export async function replayTogether(pool: Pool, reader: EventReader, projectors: readonly Projector[], wanted: ReplayOptions): Promise<ReplayProgress[]> {
  const options = { ...wanted, timeZone: wanted.timeZone ?? (await liveTimeZone(pool)) };
  const built = await inLanes(projectors, REPLAY_LANES, async (projector) => ({ projector, ...(await buildShadow(pool, reader, projector, options)) }));
  tell(built, 'swapping', options);
  await inTransaction(pool, async (db) => {
    // Locked in name order: two swaps never wait on each other crosswise.
    for (const { projector } of [...built].sort((a, b) => a.projector.name.localeCompare(b.projector.name))) {
      await lockCheckpoint(db, projector.name, projector.version);
    }
    for (const entry of built) {
      for (;;) {
        const step = await projectInto(db, reader, entry.projector, entry.checkpoint, options);
        entry.checkpoint = step.checkpoint;
        entry.progress.applied += step.applied;
        if (!step.more) break;
      }
      for (const table of entry.projector.tables) {
        const partitions = await shadowPartitionNames(db, qualifiedTable(table, 'replay'));
        await db.query(`ALTER TABLE ${qualifiedTable(table, 'live')} RENAME TO ${table}__retired`);
        await db.query(`ALTER TABLE ${qualifiedTable(table, 'replay')} RENAME TO ${table}`);
        await db.query(`DROP TABLE read_model.${table}__retired`);
        await takeLiveIndexNames(db, table);
        // The retired table's partitions went with it: its names are free for the new one's.
        for (const { shadow, live } of partitions) {
          await db.query(`ALTER TABLE read_model.${escapeIdentifier(shadow)} RENAME TO ${escapeIdentifier(live)}`);
          await takeLiveIndexNames(db, live);
        }
      }
      await saveCheckpoint(db, entry.projector.name, entry.checkpoint, entry.progress.applied, { version: entry.projector.version, timeZone: options.timeZone });
    }
  });
  // Told in order, counting what the swap applied: the last projector's ends it.
  tell(built, 'done', options);
  return built.map(({ progress }) => progress);
}

function tell(built: readonly { progress: ReplayProgress }[], phase: ReplayProgress['phase'], options: ReplayOptions): void {
  for (const { progress } of built) {
    progress.phase = phase;
    options.onProgress?.(progress);
  }
}

/**
 * A fill's batches look up, by key, rows the batches before wrote: pages in
 * memory, where an index probe costs about what a page read in order does.
 * Priced as if from disk (the default, 4), the planner turned such lookups
 * into scans of the whole shadow table once it held a few hundred thousand
 * rows, so each batch cost more as the table grew.
 */
const FILL = { settings: { random_page_cost: '1.1' } };

/** A projector's shadow tables, built from the log up to about now (the swap applies the rest). */
async function buildShadow(pool: Pool, reader: EventReader, projector: Projector, options: ReplayOptions & { timeZone: string }): Promise<{ progress: ReplayProgress; checkpoint: Checkpoint }> {
  const progress: ReplayProgress = { projector: projector.name, phase: 'building', applied: 0, total: await countEvents(pool, projector) };
  await createShadowTables(pool, projector);
  const deferred = await dropReportIndexes(pool, projector);
  const checkpoint = await fillShadow(pool, reader, projector, options, progress);
  await finishShadow(pool, projector, deferred, options.timeZone);
  return { progress, checkpoint };
}

/** Applies the whole log, batch by batch, to the shadow tables; answers the checkpoint it reached. */
async function fillShadow(pool: Pool, reader: EventReader, projector: Projector, options: ReplayOptions & { timeZone: string }, progress: ReplayProgress): Promise<Checkpoint> {
  // Each page is read while the one before it is applied: pages come from the log alone (no read model,
  // and the shadow's checkpoint is kept here until the swap), so reading needs no place in a batch's transaction.
  const readAfter = (from: Checkpoint) => {
    const kept = projector.replayCondition ? { name: projector.name, sql: projector.replayCondition } : undefined;
    const page = reader.readAfter(from, options.batchSize, { types: projector.eventTypes, kept });
    // Handled when awaited; until then a failed read must not count as unhandled.
    page.catch(() => undefined);
    return page;
  };
  // New tables have no statistics, so lookups into them are planned as scans of the whole (growing) table;
  // refreshing them at doubling intervals keeps index plans for a handful of ANALYZE runs in all. Each runs
  // beside the batches after it, on a connection of its own (it holds back no write), rather than before them.
  let analyzing: Promise<void> = Promise.resolve();
  const trailing: Fill = { pool, options: FILL, behind: Promise.resolve() };
  const fill = async () => {
    let reading = readAfter(START_CHECKPOINT);
    let nextAnalyze = 1;
    for (let batch = 1; ; batch++) {
      const { events, checkpoint, more, passed = 0 } = await reading;
      if (more) reading = readAfter(checkpoint);
      if (events.length > 0) await inTransaction(pool, (db) => projector.apply(events, contextFor(db, 'replay', options.timeZone, trailing)), FILL);
      if (!more) await trailing.behind;
      progress.applied += events.length + passed;
      options.onProgress?.(progress);
      if (!more) return checkpoint;
      if (batch === nextAnalyze) {
        await analyzing;
        analyzing = onShadowTables(pool, projector, 'ANALYZE');
        // Handled when awaited, as a page is.
        analyzing.catch(() => undefined);
        nextAnalyze *= 2;
      }
    }
  };
  // Nothing of the fill runs on once it has ended, failed or not: the caller may hold a lock for it.
  const checkpoint = await fill().catch(async (error: unknown) => {
    await Promise.allSettled([analyzing, trailing.behind]);
    throw error;
  });
  await analyzing;
  return checkpoint;
}

/** Completes the filled tables, makes them logged, builds their deferred indexes and their statistics: ready to swap in. */
async function finishShadow(pool: Pool, projector: Projector, deferred: string[], timeZone: string): Promise<void> {
  if (projector.completeShadow) {
    // It reads whole tables in key order, which an index-only scan gives; but over a table never vacuumed, whose
    // pages are not yet marked all-visible, such a scan fetches every row from the heap in key order, not page order.
    await onShadowTables(pool, projector, 'VACUUM');
    await inTransaction(pool, async (db) => projector.completeShadow?.(contextFor(db, 'replay', timeZone)));
  }
  // Filled unlogged (see createShadowTables), logged before the swap: from here a crash keeps them, and a replica gets
  // them. Before the deferred indexes are built, which the rewrite would otherwise build a second time.
  // One table at a time: two at once each ran slower (README "The worker").
  for (const table of projector.tables) {
    for (const stored of await storedTables(pool, qualifiedTable(table, 'replay'))) await pool.query(`ALTER TABLE ${stored} SET LOGGED`);
  }
  for (const definition of deferred) await pool.query(definition);
  // The tables go live with statistics, so the first queries on them are planned well.
  await onShadowTables(pool, projector, 'ANALYZE');
}

async function projectInto(
  db: PoolClient,
  reader: EventReader,
  projector: Projector,
  from: Checkpoint,
  { batchSize, timeZone }: ReplayOptions & { timeZone: string },
): Promise<{ applied: number; checkpoint: Checkpoint; more: boolean }> {
  const { events, checkpoint, more } = await reader.readAfter(from, batchSize, { types: projector.eventTypes, db });
  if (events.length > 0) await projector.apply(events, contextFor(db, 'replay', timeZone));
  return { applied: events.length, checkpoint, more };
}

/**
 * LIKE names a shadow's indexes after the shadow (`<table>__replay_pkey`);
 * once it is the live table, and the old one with its names is dropped, they
 * are named after the table, so names never say replay on a live table.
 */
async function takeLiveIndexNames(db: PoolClient, table: string): Promise<void> {
  const shadowPrefix = table + SHADOW_SUFFIX;
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = $1::regclass`,
    [qualifiedTable(table, 'live')],
  );
  for (const { name } of rows.filter((r) => r.name.startsWith(shadowPrefix))) {
    await db.query(`ALTER INDEX read_model.${escapeIdentifier(name)} RENAME TO ${escapeIdentifier(table + name.slice(shadowPrefix.length))}`);
  }
}

async function createShadowTables(pool: Pool, projector: Projector): Promise<void> {
  await inTransaction(pool, async (db) => {
    for (const table of projector.tables) {
      await db.query(`DROP TABLE IF EXISTS ${qualifiedTable(table, 'replay')}`);
      const [live, shadow] = [qualifiedTable(table, 'live'), qualifiedTable(table, 'replay')];
      // Unlogged while they fill: a fill's random writes into tables larger than the shared buffers wrote
      // each page whole to the WAL after every checkpoint (about 30 GB for the contacts at 10,000,000 events);
      // made logged once full, they are written once. A crash meanwhile empties them, and a replay that dies starts over anyway.
      await createShadow(db, live, shadow);
      // LIKE copies no triggers: the shadow numbers its writes as the live table does (a money table's revision).
      const { rows } = await db.query<{ definition: string }>(
        `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal`,
        [live],
      );
      for (const { definition } of rows) await db.query(definition.replace(` ON ${live} `, ` ON ${shadow} `));
    }
  });
}

/**
 * Drops the non-unique indexes of the projector's report-indexed shadow
 * tables, answering the statements that make them again. Building an index
 * over a full table is one sort; keeping it while the table fills is a
 * random write per row, and most of a replay's writes are row updates that
 * touch every index.
 */
async function dropReportIndexes(pool: Pool, projector: Projector): Promise<string[]> {
  const tables = (projector.reportIndexedTables ?? []).map((table) => qualifiedTable(table, 'replay'));
  if (tables.length === 0) return [];
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisunique`,
    [tables],
  );
  for (const { name } of rows) await pool.query(`DROP INDEX ${name}`);
  return rows.map((r) => onEveryPartition(r.definition));
}

/** Runs ANALYZE or VACUUM on each of the projector's shadow tables, each in a statement of its own (VACUUM cannot run in a transaction). */
async function onShadowTables(pool: Pool, projector: Projector, command: 'ANALYZE' | 'VACUUM'): Promise<void> {
  for (const table of projector.tables) await pool.query(`${command} ${qualifiedTable(table, 'replay')}`);
}

async function countEvents(pool: Pool, projector: Projector): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM event_store.events WHERE type = ANY($1)`, [[...projector.eventTypes]]);
  return Number(rows[0].n);
}

/** A digest of a table's whole content (readModelContent), independent of physical row order. */
export async function tableChecksum(db: Pool | PoolClient, table: string): Promise<string> {
  const { rows } = await db.query<{ digest: string | null }>(
    `SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c::text), '')) AS digest FROM (${readModelContent(table)}) c`,
  );
  return rows[0].digest ?? '';
}
