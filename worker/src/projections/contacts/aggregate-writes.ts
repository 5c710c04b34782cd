import type { ProjectionContext } from '@pitchlens/event-store';
import type { AggregateChanges } from './contact-aggregates';

/** Key columns of a table, with their SQL types. */
type Columns = Record<string, string>;

const DAY_STEP: Columns = { day: 'date', step: 'text' };

/**
 * A batch's net changes in one statement, whatever number of tables they
 * touch: the projector runs inside the checkpoint transaction and every
 * round trip there adds to how long an event takes to show.
 */
export async function writeAggregates({ db, table }: ProjectionContext, changes: AggregateChanges): Promise<void> {
  const parts: string[] = [];
  const params: string[] = [];
  const add = (rows: object[], build: (param: string, n: number) => string) => {
    if (rows.length === 0) return;
    params.push(JSON.stringify(rows));
    parts.push(build(`$${params.length}`, params.length));
  };
  add(changes.contactCounts.rows(), (p, n) =>
    addCounts(table('contact_counts'), { created_day: 'date', utm_source: 'text', step: 'text', anonymous: 'boolean' }, p, n),
  );
  add(changes.touchCounts.rows(), (p, n) =>
    addCounts(table('contact_touch_counts'), { created_day: 'date', touch: 'text', dimension: 'text', value: 'text' }, p, n),
  );
  add(changes.emails, (p, n) =>
    setOrDelete(table('contact_emails'), { contact_id: 'uuid' }, { email: 'text', current_funnel_step: 'text', created_at: 'timestamptz' }, p, n),
  );
  add(changes.firstReached, (p, n) => setOrDelete(table('funnel_first_reached'), { contact_id: 'uuid', step: 'text' }, { day: 'date' }, p, n));
  add(changes.stepDaily.rows(), (p, n) => addCounts(table('funnel_step_daily'), DAY_STEP, p, n));
  add(changes.furthestDaily.rows(), (p, n) => addCounts(table('funnel_furthest_daily'), DAY_STEP, p, n));
  // Statements in WITH run to completion whether or not anything reads them; each touches its own table.
  if (parts.length > 0) await db.query(`WITH ${parts.join(',\n')} SELECT 1`, params);
}

/**
 * Adds each row's `contacts` to the count at its key, deleting counts that
 * reach 0 (the table's CHECK rejects a negative one). Only this projector
 * writes the table, inside its checkpoint transaction, so totals read at
 * the start of the statement stay right until it ends.
 */
function addCounts(table: string, key: Columns, param: string, n: number): string {
  const names = Object.keys(key);
  const list = names.join(', ');
  return `totals_${n} AS (
       SELECT ${list}, coalesce(t.contacts, 0) + d.contacts AS contacts
         FROM jsonb_to_recordset(${param}) AS d(${recordType(key)}, contacts int) LEFT JOIN ${table} t USING (${list})
     ), emptied_${n} AS (
       DELETE FROM ${table} t USING totals_${n} WHERE ${sameKey(names, 't', `totals_${n}`)} AND totals_${n}.contacts = 0
     ), kept_${n} AS (
       INSERT INTO ${table} (${list}, contacts) SELECT ${list}, contacts FROM totals_${n} WHERE contacts <> 0
       ON CONFLICT (${list}) DO UPDATE SET contacts = excluded.contacts
     )`;
}

/** Sets the value columns of each row by key, or deletes the row where the first of them is null. */
function setOrDelete(table: string, key: Columns, values: Columns, param: string, n: number): string {
  const names = Object.keys(key);
  const list = names.join(', ');
  const valueNames = Object.keys(values);
  const [decisive] = valueNames;
  return `changes_${n} AS (
       SELECT * FROM jsonb_to_recordset(${param}) AS c(${recordType(key)}, ${recordType(values)})
     ), removed_${n} AS (
       DELETE FROM ${table} t USING changes_${n} WHERE ${sameKey(names, 't', `changes_${n}`)} AND changes_${n}.${decisive} IS NULL
     ), set_${n} AS (
       INSERT INTO ${table} (${list}, ${valueNames.join(', ')})
       SELECT ${list}, ${valueNames.join(', ')} FROM changes_${n} WHERE ${decisive} IS NOT NULL
       ON CONFLICT (${list}) DO UPDATE SET ${valueNames.map((v) => `${v} = excluded.${v}`).join(', ')}
     )`;
}

function recordType(key: Columns): string {
  return Object.entries(key)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
}

function sameKey(names: string[], left: string, right: string): string {
  return `(${names.map((n) => `${left}.${n}`).join(', ')}) = (${names.map((n) => `${right}.${n}`).join(', ')})`;
}
