import { escapeIdentifier, type Pool, type PoolClient } from 'pg';
import { SHADOW_SUFFIX } from './consumer';

/*
 * A partitioned read-model table through a replay: LIKE copies a table's
 * columns, defaults, constraints and indexes but not its partitioning, so a
 * shadow of a partitioned table is made partitioned the same way, with a
 * shadow of each partition; a partitioned table cannot be unlogged, so its
 * partitions are, while they fill.
 */

/** How a table is partitioned and its partitions' names (in read_model) and bounds; null for a table without partitions. */
async function partitionsOf(db: Pool | PoolClient, table: string): Promise<{ key: string; parts: { name: string; bound: string }[] } | null> {
  const { rows } = await db.query<{ key: string | null }>(`SELECT pg_get_partkeydef($1::regclass) AS key`, [table]);
  const key = rows[0]?.key;
  if (!key) return null;
  const parts = await db.query<{ name: string; bound: string }>(
    `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY c.relname`,
    [table],
  );
  return { key, parts: parts.rows };
}

/** `shadow`, an unlogged copy of `live` (its partitions unlogged where it has them), empty. */
export async function createShadow(db: PoolClient, live: string, shadow: string): Promise<void> {
  const partitioned = await partitionsOf(db, live);
  if (!partitioned) {
    await db.query(`CREATE UNLOGGED TABLE ${shadow} (LIKE ${live} INCLUDING ALL)`);
    return;
  }
  await db.query(`CREATE TABLE ${shadow} (LIKE ${live} INCLUDING ALL) PARTITION BY ${partitioned.key}`);
  for (const { name, bound } of partitioned.parts) {
    await db.query(`CREATE UNLOGGED TABLE read_model.${escapeIdentifier(name + SHADOW_SUFFIX)} PARTITION OF ${shadow} ${bound}`);
  }
}

/** The tables that hold a table's rows: its partitions, or itself. */
export async function storedTables(db: Pool | PoolClient, table: string): Promise<string[]> {
  const partitioned = await partitionsOf(db, table);
  return partitioned ? partitioned.parts.map(({ name }) => `read_model.${escapeIdentifier(name)}`) : [table];
}

/** The live names of a shadow's partitions, named once the live table they replace is dropped: each shadow name and its live one. */
export async function shadowPartitionNames(db: PoolClient, shadow: string): Promise<{ shadow: string; live: string }[]> {
  const partitioned = await partitionsOf(db, shadow);
  return (partitioned?.parts ?? []).filter(({ name }) => name.endsWith(SHADOW_SUFFIX)).map(({ name }) => ({ shadow: name, live: name.slice(0, -SHADOW_SUFFIX.length) }));
}

/**
 * An index definition to run again: pg_get_indexdef gives a partitioned
 * table's index as made on it alone (`ON ONLY`), which would leave its
 * partitions without one.
 */
export const onEveryPartition = (definition: string) => definition.replace(' ON ONLY ', ' ON ');
