import type { PoolClient } from 'pg';
import type { ProjectionContext } from '../projector';
import type { AggregateChanges } from './contact-aggregates';

/** Key columns of a table, with their SQL types. */
type Columns = Record<string, string>;

const DAY_STEP: Columns = { day: 'date', step: 'text' };

/** A batch's net changes, one statement per table that has any. */
export async function writeAggregates({ db, table }: ProjectionContext, changes: AggregateChanges): Promise<void> {
  await addCounts(db, table('contact_counts'), { created_day: 'date', utm_source: 'text', step: 'text', anonymous: 'boolean' }, changes.contactCounts.rows());
  await setOrDelete(db, table('contact_emails'), { contact_id: 'uuid' }, { email: 'text', current_funnel_step: 'text', created_at: 'timestamptz' }, changes.emails);
  await setOrDelete(db, table('funnel_first_reached'), { contact_id: 'uuid', step: 'text' }, { day: 'date' }, changes.firstReached);
  await addCounts(db, table('funnel_step_daily'), DAY_STEP, changes.stepDaily.rows());
  await addCounts(db, table('funnel_furthest_daily'), DAY_STEP, changes.furthestDaily.rows());
}

/**
 * Adds each row's `contacts` to the count at its key, deleting counts that
 * reach 0 (the table's CHECK rejects a negative one). Only this projector
 * writes the table, inside its checkpoint transaction, so totals read at
 * the start of the statement stay right until it ends.
 */
async function addCounts(db: PoolClient, table: string, key: Columns, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(key);
  const list = names.join(', ');
  await db.query(
    `WITH totals AS (
       SELECT ${list}, coalesce(t.contacts, 0) + d.contacts AS contacts
         FROM jsonb_to_recordset($1) AS d(${recordType(key)}, contacts int) LEFT JOIN ${table} t USING (${list})
     ), emptied AS (
       DELETE FROM ${table} t USING totals WHERE ${sameKey(names, 't', 'totals')} AND totals.contacts = 0
     )
     INSERT INTO ${table} (${list}, contacts) SELECT ${list}, contacts FROM totals WHERE contacts <> 0
     ON CONFLICT (${list}) DO UPDATE SET contacts = excluded.contacts`,
    [JSON.stringify(rows)],
  );
}

/** Sets the value columns of each row by key, or deletes the row where the first of them is null. */
async function setOrDelete(db: PoolClient, table: string, key: Columns, values: Columns, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(key);
  const list = names.join(', ');
  const valueNames = Object.keys(values);
  const [decisive] = valueNames;
  await db.query(
    `WITH changes AS (
       SELECT * FROM jsonb_to_recordset($1) AS c(${recordType(key)}, ${recordType(values)})
     ), removed AS (
       DELETE FROM ${table} t USING changes WHERE ${sameKey(names, 't', 'changes')} AND changes.${decisive} IS NULL
     )
     INSERT INTO ${table} (${list}, ${valueNames.join(', ')}) SELECT ${list}, ${valueNames.join(', ')} FROM changes WHERE ${decisive} IS NOT NULL
     ON CONFLICT (${list}) DO UPDATE SET ${valueNames.map((v) => `${v} = excluded.${v}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
}

function recordType(key: Columns): string {
  return Object.entries(key)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
}

function sameKey(names: string[], left: string, right: string): string {
  return `(${names.map((n) => `${left}.${n}`).join(', ')}) = (${names.map((n) => `${right}.${n}`).join(', ')})`;
}
