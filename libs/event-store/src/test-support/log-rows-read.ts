import type { Pool, PoolClient } from 'pg';

/**
 * Rows read so far from the log's partitions, as the server counts them. The
 * counts of `db`'s own connection are flushed first, so `db` must be the one
 * connection the reads being measured ran on (a client, or a pool of one).
 */
export async function logRowsRead(db: Pool | PoolClient): Promise<number> {
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<{ n: number }>(
    `SELECT sum(seq_tup_read + coalesce(idx_tup_fetch, 0))::int AS n FROM pg_stat_user_tables WHERE schemaname = 'event_store' AND relname LIKE 'events%'`,
  );
  return rows[0].n;
}
