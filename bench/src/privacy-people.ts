/**
 * What the privacy bench looks at in the database: the people it erases
 * (found in the seeded log), whether the log still names them, what the
 * read models add up to before and after, and an erasure's recorded outcome.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ErasureResult, ErasureState } from '@pitchlens/contracts';
import { findEventsNaming, findPersonEvents } from '@pitchlens/event-store';
import type { Pool } from 'pg';

export interface Person {
  email: string;
  /** Events naming the address anywhere (findEventsNaming): what must name it no more. */
  namingEvents: number;
  /** Every event an erasure finds for them (findPersonEvents): those naming them and their sessions' events. */
  personEvents: number;
}

/**
 * The `count` identified people whose address the most events name, all of
 * it before `before` (a UTC day): an erasure under traffic is checked on the
 * days the traffic cannot touch, and their events are all there. The seed is
 * deterministic, so every run erases the same people.
 */
export async function pickPeople(pool: Pool, count: number, before: string): Promise<Person[]> {
  const { rows } = await pool.query<{ email: string }>(
    `SELECT lower(data->>'email') AS email
       FROM event_store.events
      WHERE data->>'email' IS NOT NULL
      GROUP BY 1
     HAVING bool_or(type = 'ContactIdentified') AND max(recorded_at) < ($2::date)::timestamp AT TIME ZONE 'UTC'
      ORDER BY count(*) DESC, 1
      LIMIT $1`,
    [count, before],
  );
  if (rows.length < count) throw new Error(`the seeded log has ${rows.length} identified people before ${before}, not ${count}`);
  const people: Person[] = [];
  for (const { email } of rows) {
    const naming = await findEventsNaming(pool, email);
    const found = await findPersonEvents(pool, { email, sessionIds: [] });
    people.push({ email, namingEvents: naming.length, personEvents: found.events.length });
  }
  return people;
}

/** How many events still name the address (0 after an erasure). */
export async function eventsNaming(pool: Pool, email: string): Promise<number> {
  return (await findEventsNaming(pool, email)).length;
}

/**
 * Figures of every read model, with rows on or after `before` (a UTC day)
 * left out when it is given: tracking traffic sent meanwhile lands there.
 * Totals, and a digest of the daily tables' rows (none names a person, so an
 * erasure must leave each row as it was).
 */
const dayBefore = (column: string) => `($1::date IS NULL OR ${column} < $1::date)`;
const timeBefore = (column: string) => `($1::date IS NULL OR ${column} < ($1::date)::timestamp AT TIME ZONE 'UTC')`;
const digest = (table: string, columns: string[], day = 'day') =>
  `SELECT md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) FROM (SELECT concat_ws('|', ${columns.join(', ')}) AS r FROM read_model.${table} WHERE ${dayBefore(day)}) rows`;

const FIGURES: [string, string][] = [
  ['contacts', `SELECT count(*) FROM read_model.contacts WHERE ${timeBefore('created_at')}`],
  ['contacts with an email', `SELECT count(*) FROM read_model.contacts WHERE email IS NOT NULL AND ${timeBefore('created_at')}`],
  ['anonymous contacts', `SELECT count(*) FROM read_model.contacts WHERE anonymous AND ${timeBefore('created_at')}`],
  ["contacts' page views", `SELECT sum(page_views) FROM read_model.contacts WHERE ${timeBefore('created_at')}`],
  ["contacts' events", `SELECT sum(events) FROM read_model.contacts WHERE ${timeBefore('created_at')}`],
  ['sessions linked to a contact', `SELECT count(DISTINCT s.session_id) FROM read_model.contact_sessions s JOIN read_model.contacts c ON c.id = s.contact_id WHERE ${timeBefore('c.created_at')}`],
  ['page views (page_views_daily)', `SELECT sum(views) FROM read_model.page_views_daily WHERE ${dayBefore('day')}`],
  ['unique sessions (page_views_daily)', `SELECT sum(unique_sessions) FROM read_model.page_views_daily WHERE ${dayBefore('day')}`],
  ['visitors (visitors_daily)', `SELECT sum(visitors) FROM read_model.visitors_daily WHERE ${dayBefore('day')}`],
  ['downloads (downloads_daily)', `SELECT sum(downloads) FROM read_model.downloads_daily WHERE ${dayBefore('day')}`],
  ['funnel steps (funnel_daily)', `SELECT sum(events) FROM read_model.funnel_daily WHERE ${dayBefore('day')}`],
  ['funnel contacts (funnel_daily)', `SELECT sum(contacts) FROM read_model.funnel_daily WHERE ${dayBefore('day')}`],
  ['contacts by step (contact_counts)', `SELECT sum(contacts) FROM read_model.contact_counts WHERE ${dayBefore('created_day')}`],
  ['referrals', `SELECT count(*) FROM read_model.referrals WHERE ${timeBefore('submitted_at')}`],
  ['breakdown requests', `SELECT count(*) FROM read_model.breakdown_requests WHERE ${timeBefore('requested_at')}`],
  ['revenue payments (revenue_daily)', `SELECT sum(payments) FROM read_model.revenue_daily WHERE ${dayBefore('day')}`],
  ['revenue cents (revenue_daily)', `SELECT sum(amount_cents) FROM read_model.revenue_daily WHERE ${dayBefore('day')}`],
  ['page_views_daily rows', digest('page_views_daily', ['day', 'path', 'views', 'unique_sessions'])],
  ['visitors_daily rows', digest('visitors_daily', ['day', 'visitors'])],
  ['downloads_daily rows', digest('downloads_daily', ['day', 'download_type', 'downloads'])],
  ['funnel_daily rows', digest('funnel_daily', ['day', 'step', 'utm_source', 'contacts', 'events'])],
  ['funnel_step_daily rows', digest('funnel_step_daily', ['day', 'step', 'contacts'])],
  ['funnel_furthest_daily rows', digest('funnel_furthest_daily', ['day', 'step', 'contacts'])],
  ['contact_counts rows', digest('contact_counts', ['created_day', 'utm_source', 'step', 'anonymous', 'contacts'], 'created_day')],
  ['revenue_daily rows', digest('revenue_daily', ['day', 'product', 'payments', 'amount_cents'])],
];

export type Figures = Record<string, string>;

export async function readModelFigures(pool: Pool, before: string | null): Promise<Figures> {
  const figures: Figures = {};
  for (const [name, sql] of FIGURES) {
    const { rows } = await pool.query<{ v: string | null }>(`SELECT (${sql})::text AS v`, [before]);
    figures[name] = rows[0].v ?? '0';
  }
  return figures;
}

/** Every figure that differs, as "name: before -> after". */
export function changedFigures(before: Figures, after: Figures): string[] {
  return Object.keys(before)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}

export interface ErasureRecord {
  state: ErasureState;
  result: ErasureResult | null;
  failure: string | null;
  /** finished_at - requested_at, by Postgres' clock: the erasure without the caller's start-up or polling. */
  recordedSeconds: number | null;
}

export async function erasureRecord(pool: Pool, id: string): Promise<ErasureRecord> {
  const { rows } = await pool.query<{ state: ErasureState; result: ErasureResult | null; failure: string | null; seconds: number | null }>(
    `SELECT state, result, failure, extract(epoch FROM finished_at - requested_at)::float8 AS seconds FROM privacy.erasures WHERE id = $1`,
    [id],
  );
  if (rows.length === 0) throw new Error(`no erasure ${id} in privacy.erasures`);
  const { state, result, failure, seconds } = rows[0];
  return { state, result, failure, recordedSeconds: seconds === null ? null : Math.round(seconds * 100) / 100 };
}

/** Of `emails`, those not in read_model.contacts once `timeoutMs` has passed (none, as soon as all are). */
export async function missingContacts(pool: Pool, emails: string[], timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ email: string }>(
      `SELECT wanted.email FROM unnest($1::text[]) AS wanted(email) WHERE NOT EXISTS (SELECT 1 FROM read_model.contacts c WHERE c.email = wanted.email)`,
      [emails],
    );
    if (rows.length === 0 || Date.now() > deadline) return rows.map((r) => r.email);
    await sleep(200);
  }
}
