import type { Client } from 'pg';

/** One table's bytes on disk (its rows, TOAST and indexes; a partitioned table's over its partitions), and per event of the log. */
export interface TableSize {
  name: string;
  bytes: number;
  bytesPerEvent: number;
}

/** The tables of a schema, largest first, and their sum. */
export interface SchemaSize {
  bytes: number;
  bytesPerEvent: number;
  tables: TableSize[];
}

/** What the log (schema event_store: its months, the keys, checkpoints) and the read models (read_model) take on disk. */
export interface DiskSizes {
  events: number;
  log: SchemaSize;
  readModels: SchemaSize;
}

const SCHEMAS = { log: 'event_store', readModels: 'read_model' } as const;

/** Sizes as Postgres counts them now: pages on disk, dead rows included (VACUUM frees them for reuse, not for the file system). */
export async function sizesOnDisk(client: Client, events: number): Promise<DiskSizes> {
  const { rows } = await client.query<{ schema: string; name: string; bytes: number }>(
    `SELECT n.nspname AS schema, coalesce(parent.relname, c.relname) AS name, sum(pg_total_relation_size(c.oid))::float8 AS bytes
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_inherits i ON i.inhrelid = c.oid
       LEFT JOIN pg_class parent ON parent.oid = i.inhparent
      WHERE c.relkind = 'r' AND n.nspname = ANY($1)
      GROUP BY 1, 2`,
    [Object.values(SCHEMAS)],
  );
  const perEvent = (bytes: number) => (events > 0 ? Math.round((bytes / events) * 10) / 10 : NaN);
  const schema = (name: string): SchemaSize => {
    const tables = rows
      .filter((row) => row.schema === name)
      .map((row) => ({ name: row.name, bytes: row.bytes, bytesPerEvent: perEvent(row.bytes) }))
      .sort((a, b) => b.bytes - a.bytes);
    const bytes = tables.reduce((sum, table) => sum + table.bytes, 0);
    return { bytes, bytesPerEvent: perEvent(bytes), tables };
  };
  return { events, log: schema(SCHEMAS.log), readModels: schema(SCHEMAS.readModels) };
}

/** Lines for a report: each schema's whole, then its `largest` tables. */
export function formatSizes(sizes: DiskSizes, largest = 6): string[] {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 });
  const line = (label: string, size: { bytes: number; bytesPerEvent: number }) => `${label} ${mb(size.bytes)} MB, ${size.bytesPerEvent.toLocaleString('en-US')} bytes an event`;
  const schema = (label: string, size: SchemaSize) => [
    line(`  ${label}:`, size),
    ...size.tables.slice(0, largest).map((table) => line(`    ${table.name}`, table)),
    ...(size.tables.length > largest ? [`    and ${size.tables.length - largest} more tables`] : []),
  ];
  return [`On disk at ${sizes.events.toLocaleString('en-US')} events (rows, TOAST and indexes):`, ...schema('the log', sizes.log), ...schema('the read models', sizes.readModels)];
}
