import { readModelContent } from '@pitchlens/database';
import { tableChecksum } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { allProjectors } from '../src/projections/projectors';

interface Options {
  /** Leaves out the chart's notes of rebuilds, which a rebuild adds by design (and only once it is projected). */
  apartFromRebuildNotes?: boolean;
}

/** Every live read-model table, each as the query of its content. */
function contents(options: Options): [string, string][] {
  return allProjectors().flatMap((projector) =>
    projector.tables.map((table): [string, string] => [
      table,
      table === 'annotations' && options.apartFromRebuildNotes ? `(SELECT * FROM read_model.annotations WHERE kind <> 'rebuild')` : `read_model.${table}`,
    ]),
  );
}

/** A digest of every live read-model table's content, by table: two sets equal hold the same rows. */
export async function readModelChecksums(pool: Pool, options: Options = {}): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const [table, content] of contents(options)) sums[table] = await tableChecksum(pool, content);
  return sums;
}

/** Every live read-model table's rows, each as text, by table: for saying which rows two states differ in. */
export async function readModelRows(pool: Pool, options: Options = {}): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [table, content] of contents(options)) {
    const { rows } = await pool.query<{ row: string }>(`SELECT c::text AS row FROM (${readModelContent(content)}) c ORDER BY 1`);
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

/** What differs between two states of the read models, in words: each table's rows only one of them holds (a few of each). */
export function rowDifferences(a: Record<string, string[]>, aName: string, b: Record<string, string[]>, bName: string): string[] {
  const problems: string[] = [];
  for (const table of Object.keys(b)) {
    const inA = new Set(a[table] ?? []);
    const inB = new Set(b[table]);
    const onlyA = [...inA].filter((row) => !inB.has(row));
    const onlyB = [...inB].filter((row) => !inA.has(row));
    if (onlyA.length + onlyB.length === 0) continue;
    const few = (rows: string[]) => rows.slice(0, 5).join(' ; ') + (rows.length > 5 ? ` ; … ${rows.length - 5} more` : '');
    problems.push(`${table}: ${onlyA.length} rows only ${aName} [${few(onlyA)}], ${onlyB.length} rows only ${bName} [${few(onlyB)}]`);
  }
  return problems;
}
