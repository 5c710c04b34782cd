import { ERASED } from '@pitchlens/contracts';
import { escapeLiteral } from 'pg';
import type { ProjectionContext } from '../subscriptions/consumer';
import { likePatterns, withoutAddress } from './address-match';

/** A person being erased, as read models need them (see Projector.erase). */
export interface ErasedPerson {
  /** Their address, normalized. */
  address: string;
  /** What the erasure wrote in its place. */
  pseudonym: string;
  /** Their events as the erasure left them in the log. */
  events: readonly { type: string; data: unknown }[];
}

/** A column of a read-model table holding strings copied from events' data as they stand. */
export interface CopiedText {
  table: string;
  column: string;
  /** A text[] column, each element a copied string. */
  array?: boolean;
  /**
   * For a column of the key where two rows can come to read alike (a path
   * holding the address becomes `…[erased]…`, which another row may already
   * be): the key, and the counts summed when rows meet (none: one is kept).
   */
  merge?: { key: readonly string[]; sum: readonly string[] };
}

/**
 * Rewrites the copies of event strings that named the address exactly as the
 * erasure rewrote the strings in the log (withoutAddress): the address alone
 * becomes the pseudonym, inside a longer text `[erased]`. So the rows read as
 * a replay of the erased log would write them. Rows are found by LIKE and
 * decided by the same exact match the erasure used. Answers, per column
 * (`table.column`), the values written.
 */
export async function rewriteCopies({ db, table }: ProjectionContext, person: ErasedPerson, copies: readonly CopiedText[]): Promise<Map<string, string[]>> {
  const written = new Map<string, string[]>();
  for (const copy of copies) {
    const qualified = table(copy.table);
    const found = copy.array
      ? `SELECT DISTINCT v FROM ${qualified} t, unnest(t.${copy.column}) v WHERE lower(v) LIKE ANY($1::text[])`
      : `SELECT DISTINCT t.${copy.column} AS v FROM ${qualified} t WHERE lower(t.${copy.column}) LIKE ANY($1::text[])`;
    const { rows } = await db.query<{ v: string }>(found, [likePatterns(person.address)]);
    const pairs = rows.map(({ v }) => [v, withoutAddress(v, person.address, person.pseudonym)]).filter(([from, to]) => from !== to);
    if (pairs.length === 0) continue;
    const params = [pairs.map(([from]) => from), pairs.map(([, to]) => to)];
    await db.query(rewriteStatement(qualified, copy), params);
    written.set(`${copy.table}.${copy.column}`, [...new Set(params[1])]);
  }
  return written;
}

function rewriteStatement(qualified: string, { column, array, merge }: CopiedText): string {
  const pairs = `unnest($1::text[], $2::text[]) m(old, new)`;
  if (array) {
    return `UPDATE ${qualified} t SET ${column} = ARRAY(SELECT coalesce(m.new, u.v) FROM unnest(t.${column}) WITH ORDINALITY u(v, n) LEFT JOIN ${pairs} ON m.old = u.v ORDER BY u.n)
             WHERE t.${column} && $1::text[]`;
  }
  if (!merge) return `UPDATE ${qualified} t SET ${column} = m.new FROM ${pairs} WHERE t.${column} = m.old`;
  // Rows that come to share a key become one: its counts summed, as one row would have counted them all.
  const key = merge.key.map((c) => (c === column ? 'm.new' : `moved.${c}`));
  const columns = [...merge.key, ...merge.sum];
  const onConflict = merge.sum.length === 0 ? 'DO NOTHING' : `DO UPDATE SET ${merge.sum.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
  return `WITH moved AS (DELETE FROM ${qualified} WHERE ${column} = ANY($1::text[]) RETURNING *)
          INSERT INTO ${qualified} AS t (${columns.join(', ')})
          SELECT ${[...key, ...merge.sum.map((c) => `sum(moved.${c})`)].join(', ')} FROM moved JOIN ${pairs} ON moved.${column} = m.old
           GROUP BY ${key.join(', ')}
          ON CONFLICT (${merge.key.join(', ')}) ${onConflict}`;
}

/**
 * A person's own fields in the rows whose `addressColumn` holds their address
 * (in any case, as typed): each of `erased` that holds a value reads
 * `[erased]`, each of `nulled` becomes null (what a replay of the erased log
 * leaves there).
 */
export async function eraseFieldsOf(
  { db, table }: ProjectionContext,
  person: ErasedPerson,
  name: string,
  addressColumn: string,
  fields: { erased: readonly string[]; nulled?: readonly string[] },
): Promise<void> {
  const sets = [...fields.erased.map((c) => `${c} = CASE WHEN ${c} IS NULL THEN NULL ELSE ${escapeLiteral(ERASED)} END`), ...(fields.nulled ?? []).map((c) => `${c} = NULL`)];
  await db.query(`UPDATE ${table(name)} SET ${sets.join(', ')} WHERE lower(btrim(${addressColumn})) = $1`, [person.address]);
}
