import type { Pool, QueryResult, QueryResultRow } from 'pg';

/**
 * `text` run with work_mem at `kb` kilobytes for that statement alone (SET
 * LOCAL, in a read-only transaction of its own), or as a plain query when
 * `kb` is null. A connection that failed part way is dropped, not pooled
 * with its transaction open.
 */
export async function workMemQuery<R extends QueryResultRow>(pool: Pool, kb: number | null, text: string, params: unknown[]): Promise<QueryResult<R>> {
  if (kb === null) return pool.query<R>(text, params);
  const client = await pool.connect();
  try {
    await client.query(`BEGIN READ ONLY; SET LOCAL work_mem = '${Math.ceil(kb)}kB'`);
    const result = await client.query<R>(text, params);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}
