import type { Pool, PoolClient } from 'pg';

/** This connection's own count of rows read from the log's partitions that it has not yet reported to the shared statistics. */
async function unreported(db: Pool | PoolClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0)::int AS n FROM pg_stat_xact_user_tables
      WHERE schemaname = 'event_store' AND relname LIKE 'events%'`,
  );
  return rows[0].n;
}

/**
 * What `work` returned, and how many rows it read from the log's partitions.
 * `work` runs in a transaction on `db`, which must be the connection it reads
 * on (a client, or a pool of one): a connection reports its counts only
 * between transactions, so the difference across the transaction is its own
 * reads, and reads by other connections, which reach the shared statistics
 * whenever they report, are never counted.
 */
export async function logRowsReadBy<T>(db: Pool | PoolClient, work: () => Promise<T>): Promise<{ result: T; rows: number }> {
  await db.query('BEGIN');
  try {
    const before = await unreported(db);
    const result = await work();
    return { result, rows: (await unreported(db)) - before };
  } finally {
    await db.query('COMMIT');
  }
}
