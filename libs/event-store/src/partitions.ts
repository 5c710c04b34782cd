import { escapeIdentifier as quoted, type Pool } from 'pg';

/** Months of the log made ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 3;

/** Where a detached month goes until the operator has dumped and dropped it. */
export const ARCHIVE_SCHEMA = 'event_archive';

/** One month of the log (or `events_before`, everything older than the first month). */
export interface LogPartition {
  name: string;
  /** null for events_before, which has no lower bound. */
  from: Date | null;
  to: Date;
  /** Postgres's estimate, as of the last ANALYZE: counting a month would read it all. */
  estimatedRows: number;
}

/**
 * Makes the log's months up to PARTITION_MONTHS_AHEAD after this one, those
 * missing (README "The event log"); the number made. The worker calls it
 * daily, and an append that finds no month for now does before trying again.
 */
export async function extendPartitions(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ made: number }>(`SELECT event_store.extend_partitions(now() + make_interval(months => $1)) AS made`, [PARTITION_MONTHS_AHEAD]);
  return rows[0].made;
}

/** The log's partitions, oldest first. */
export async function listPartitions(pool: Pool): Promise<LogPartition[]> {
  const { rows } = await pool.query<{ name: string; from: Date | null; to: Date; estimated_rows: number }>(
    `SELECT c.relname AS name, b[1]::timestamptz AS "from", b[2]::timestamptz AS "to", greatest(c.reltuples, 0)::bigint::int AS estimated_rows
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid,
            regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \\((?:MINVALUE|''([^'']+)'')\\) TO \\(''([^'']+)''\\)') AS b
      WHERE i.inhparent = 'event_store.events'::regclass
      ORDER BY 3`,
  );
  return rows.map((r) => ({ name: r.name, from: r.from, to: r.to, estimatedRows: r.estimated_rows }));
}

/**
 * Detaches every month that ended by `cutoff` and moves it to ARCHIVE_SCHEMA,
 * where it keeps its rows and refuses changes as the log does; the months
 * detached. CONCURRENTLY, so appends and reads go on meanwhile; a detach
 * that was interrupted is finished first. The month's event ids and stream
 * positions stay in event_store.event_keys: an archived id is still never
 * accepted again, and its streams go on from their last position.
 */
export async function detachMonthsBefore(pool: Pool, cutoff: Date): Promise<LogPartition[]> {
  await finishInterruptedDetaches(pool);
  const months = (await listPartitions(pool)).filter((p) => p.to.getTime() <= cutoff.getTime());
  // Not in a transaction: a concurrent detach cannot run in one.
  for (const month of months) await pool.query(`ALTER TABLE event_store.events DETACH PARTITION event_store.${quoted(month.name)} CONCURRENTLY`);
  await archiveDetached(pool);
  return months;
}

/** A detach stopped half way (its connection lost, say) is finished, and a month detached but not yet moved is moved. */
async function finishInterruptedDetaches(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'event_store.events'::regclass AND i.inhdetachpending`,
  );
  for (const { name } of rows) await pool.query(`ALTER TABLE event_store.events DETACH PARTITION event_store.${quoted(name)} FINALIZE`);
  await archiveDetached(pool);
}

/** Moves every detached month to ARCHIVE_SCHEMA, where it refuses changes as the log does. */
async function archiveDetached(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
      WHERE relnamespace = 'event_store'::regnamespace AND relkind = 'r' AND NOT relispartition AND relname ~ '^events_(before|\\d{4}_\\d{2})$'`,
  );
  if (rows.length > 0) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${ARCHIVE_SCHEMA}`);
  for (const { name } of rows) {
    await pool.query(`ALTER TABLE event_store.${quoted(name)} SET SCHEMA ${ARCHIVE_SCHEMA}`);
    // Detaching took away the row trigger it had from the log.
    await pool.query(`CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON ${ARCHIVE_SCHEMA}.${quoted(name)} FOR EACH ROW EXECUTE FUNCTION event_store.reject_change()`);
  }
}
