import { escapeIdentifier } from 'pg';
import type { QueryRunner } from 'typeorm';

/**
 * Drops a `read_model` table's non-unique indexes that lead with `column`
 * (only those on it alone, with `alone`). A table a replay swapped in names
 * its indexes after itself, not as a migration did, so a migration finds the
 * index it changes by what it is, not by name.
 */
export async function dropIndexesLeadingWith(runner: QueryRunner, table: string, column: string, { alone = false } = {}): Promise<void> {
  const rows = (await runner.query(
    `SELECT c.relname FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
      WHERE i.indrelid = $1::regclass AND NOT i.indisunique AND a.attname = $2 AND (NOT $3 OR i.indnatts = 1)`,
    [table, column, alone],
  )) as { relname: string }[];
  for (const { relname } of rows) await runner.query(`DROP INDEX read_model.${escapeIdentifier(relname)}`);
}
