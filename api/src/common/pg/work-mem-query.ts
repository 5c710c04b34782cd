import type { Pool, PoolClient, QueryArrayConfig, QueryArrayResult, QueryConfig, QueryResult, QueryResultRow } from 'pg';

/**
 * `work` on one connection of `pool` inside a transaction opened with
 * `begin` and committed after it. A connection that failed part way is
 * dropped, not pooled with its transaction open.
 */
export async function inTransaction<T>(pool: Pool, begin: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

/**
 * `query` run with work_mem at `kb` kilobytes for that statement alone (SET
 * LOCAL, in a read-only transaction of its own), or as a plain query when
 * `kb` is null.
 */
export function workMemQuery<R extends unknown[]>(pool: Pool, kb: number | null, query: QueryArrayConfig): Promise<QueryArrayResult<R>>;
export function workMemQuery<R extends QueryResultRow>(pool: Pool, kb: number | null, query: QueryConfig): Promise<QueryResult<R>>;
export async function workMemQuery(pool: Pool, kb: number | null, query: QueryConfig): Promise<QueryResult> {
  if (kb === null) return pool.query(query);
  return inTransaction(pool, `BEGIN READ ONLY; SET LOCAL work_mem = '${Math.ceil(kb)}kB'`, (client) => client.query(query));
}
