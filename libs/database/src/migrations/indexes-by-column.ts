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

/**
 * Indexes of one read-model table by name, each written as pg_get_indexdef
 * shows it after "USING btree ": a replay gives them generated names, so
 * they are found again by definition.
 */
export type IndexDefinitions = Record<string, string>;

export async function createIndexes(runner: QueryRunner, indexes: IndexDefinitions, table = 'contacts'): Promise<void> {
  for (const [name, definition] of Object.entries(indexes)) await runner.query(`CREATE INDEX ${name} ON read_model.${table} ${definition}`);
}

/** Drops the `read_model` table's indexes defined as any of `indexes`, whatever their names. */
export async function dropIndexesDefinedAs(runner: QueryRunner, indexes: IndexDefinitions, table = 'contacts'): Promise<void> {
  const found: { name: string }[] = await runner.query(
    `SELECT indexrelid::regclass::text AS name FROM pg_index
      WHERE indrelid = $2::regclass AND split_part(pg_get_indexdef(indexrelid), ' USING btree ', 2) = ANY($1)`,
    [Object.values(indexes), `read_model.${table}`],
  );
  for (const { name } of found) await runner.query(`DROP INDEX ${name}`);
}
