import type { Pool } from 'pg';

/** Where a reader of a table that numbers its writes (a `revision` per row write) stands: the file the table it read lives in, and the last revision read. */
export interface RevisedPosition {
  filenode: string;
  revision: number;
}

/**
 * The rows of `table` (qualified) written after `revision`, in revision
 * order, up to `limit` of them, as `columns` (SQL over alias t) give them,
 * with the file the table lives in, in one statement that holds the table
 * from its start, so a swap cannot come between the two: rows past the
 * revision of another table are not all of this one, which a reader tells by
 * the file and then reads whole. Each row's revision comes as `revision`.
 */
export async function readRevised<Row extends object>(pool: Pool, table: string, columns: string, revision: number, limit: number): Promise<{ filenode: string; rows: (Row & { revision: string })[] }> {
  const { rows } = await pool.query<Row & { filenode: string; revision: string | null }>(
    // The FROM clause is analysed (and the table locked) before the name in the select list is looked up.
    `SELECT pg_relation_filenode('${table}')::text AS filenode, p.*
       FROM (SELECT) one LEFT JOIN (SELECT ${columns}, t.revision::text AS revision FROM ${table} t
                                     WHERE t.revision > $1 ORDER BY t.revision LIMIT ${limit}) p ON true`,
    [revision],
  );
  return { filenode: rows[0].filenode, rows: rows.filter((row): row is Row & { filenode: string; revision: string } => row.revision !== null) };
}
