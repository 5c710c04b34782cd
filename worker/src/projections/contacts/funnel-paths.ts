import { ORDERED_FUNNEL_STEPS } from '@pitchlens/contracts';
import { FUNNEL_PATH_COLUMNS, FUNNEL_PATH_STEP_COLUMNS, FUNNEL_PATH_TOUCH_COLUMNS } from '@pitchlens/database';
import type { ProjectionContext } from '@pitchlens/event-store';
import type { Merge } from '../identity';
import type { FunnelTally } from './contacts-evolve';

/** Times go in as whole milliseconds since 1970, as the contacts projector writes them (README: funnel_paths). */
const MS = `(extract(epoch FROM at) * 1000)::bigint`;

type PathTables = { db: Pick<ProjectionContext['db'], 'query'>; table: ProjectionContext['table'] };

const NEXT_REVISION = `nextval('read_model.funnel_paths_revision')`;

/**
 * Rewrites the funnel_paths rows of the contacts whose step times or touches
 * the batch changed, from those tables as they now stand (so merges, late
 * events and repeats all come out in order), and empties the rows of
 * contacts merged away; each row written takes the next revision. One
 * statement each, whatever the batch's size. Only this projector writes the
 * live table, one batch at a time, so revisions become visible in order.
 */
export async function writeFunnelPaths({ db, table }: PathTables, changed: Set<string>, mergedAway: string[]): Promise<void> {
  // A merged contact's row stays, emptied, with a new revision: readers catching up by revision see it go.
  if (mergedAway.length > 0) {
    await db.query(
      `UPDATE ${table('funnel_paths')} SET ${FUNNEL_PATH_COLUMNS.map((c) => `${c} = NULL`).join(', ')}, revision = ${NEXT_REVISION} WHERE contact_id = ANY($1::uuid[])`,
      [mergedAway],
    );
  }
  const ids = [...changed].filter((id) => !mergedAway.includes(id));
  if (ids.length === 0) return;
  await db.query(
    `${insertPaths(table, 'WHERE contact_id = ANY($1::uuid[])')}
     ON CONFLICT (contact_id) DO UPDATE SET ${[...FUNNEL_PATH_COLUMNS, 'revision'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [ids],
  );
}

/** A batch's new step times and touches, as the contacts projector writes them to funnel_step_times and contact_touches. */
type PathAdditions = Pick<FunnelTally, 'times' | 'touches'>;

/**
 * A live batch's paths: a contact whose new step times all come after the
 * last its row holds for that step, and whose new touches after its last
 * touch, gets them appended to its row, which is what a rewrite would give
 * (times are whole milliseconds, so "after" is strict and nothing the tables
 * kept once is appended twice); only the others (late or same-millisecond
 * arrivals, both contacts of each of `merges`) are rewritten from the
 * tables (writeFunnelPaths). A rewrite reads every time and touch a contact
 * ever had; an append reads the row alone.
 */
export async function extendFunnelPaths(paths: PathTables, added: PathAdditions, merges: readonly Merge[]): Promise<void> {
  const { db, table } = paths;
  const others = new Set(merges.flatMap((m) => [m.from, m.to]));
  const rows = pathRowsOf({ times: added.times.filter((t) => !others.has(t.contact_id)), touches: added.touches.filter((t) => !others.has(t.contact_id)) });
  const unappended = new Set(rows.map((row) => row.contact_id));
  if (rows.length > 0) {
    const later = (column: string) => `coalesce(p.${column}[cardinality(p.${column})] < excluded.${column}[1], true)`;
    const appended = await db.query<{ contact_id: string }>(
      `INSERT INTO ${table('funnel_paths')} AS p (contact_id, ${FUNNEL_PATH_COLUMNS.join(', ')}, revision)
       SELECT contact_id, ${FUNNEL_PATH_COLUMNS.join(', ')}, ${NEXT_REVISION} FROM jsonb_populate_recordset(NULL::${table('funnel_paths')}, $1)
       ON CONFLICT (contact_id) DO UPDATE SET ${FUNNEL_PATH_COLUMNS.map((c) => `${c} = p.${c} || excluded.${c}`).join(', ')}, revision = excluded.revision
       WHERE ${[...FUNNEL_PATH_STEP_COLUMNS, 'touch_at'].map(later).join(' AND ')}
       RETURNING contact_id::text`,
      [JSON.stringify(rows)],
    );
    for (const { contact_id } of appended.rows) unappended.delete(contact_id);
  }
  await writeFunnelPaths(paths, new Set([...others, ...unappended]), merges.map((m) => m.from));
}

type PathRow = { contact_id: string } & Partial<Record<(typeof FUNNEL_PATH_COLUMNS)[number], (number | string | null)[]>>;

const PATH_STEPS = new Set<string>(ORDERED_FUNNEL_STEPS);

/**
 * What insertPaths makes of these step times and touches alone, one row per
 * contact, a repeat once (as the tables keep it): built here because Postgres
 * sorts once per contact and column for an ordered aggregate, which cost more
 * than the rest of the append together.
 */
function pathRowsOf({ times, touches }: PathAdditions): PathRow[] {
  const rows = new Map<string, PathRow>();
  const rowOf = (id: string) => rows.get(id) ?? (rows.set(id, { contact_id: id }).get(id) as PathRow);
  for (const { contact_id, step, at } of times) {
    const row = rowOf(contact_id);
    if (PATH_STEPS.has(step)) (row[`at_${step}` as (typeof FUNNEL_PATH_STEP_COLUMNS)[number]] ??= []).push(Date.parse(at));
  }
  for (const row of rows.values()) {
    for (const column of FUNNEL_PATH_STEP_COLUMNS) {
      const ms = row[column] as number[] | undefined;
      if (ms && ms.length > 1) row[column] = ms.sort((a, b) => a - b).filter((m, k) => m !== ms[k - 1]);
    }
  }
  // Event ids come from the log as Postgres writes a uuid (lowercase), so as strings they compare as uuids do.
  const ordered = touches.map((t) => ({ t, ms: Date.parse(t.at) })).sort((a, b) => a.ms - b.ms || (a.t.event_id < b.t.event_id ? -1 : a.t.event_id > b.t.event_id ? 1 : 0));
  const lastEvent = new Map<string, string>();
  for (const { t, ms } of ordered) {
    const row = rowOf(t.contact_id);
    if (lastEvent.get(t.contact_id) === t.event_id) continue;
    lastEvent.set(t.contact_id, t.event_id);
    (row.touch_at ??= []).push(ms);
    (row.touch_source ??= []).push(t.source);
    (row.touch_medium ??= []).push(t.medium);
    (row.touch_campaign ??= []).push(t.campaign);
    if (t.landing_path !== null) {
      (row.landing_at ??= []).push(ms);
      (row.landing_path ??= []).push(t.landing_path);
    }
  }
  return [...rows.values()];
}

/**
 * Fills an empty funnel_paths with every contact's row at once: what a
 * replay does once its step times and touches hold the whole log, instead
 * of rewriting rows batch by batch. Contacts merged away have neither, so
 * get no row, where batch by batch they keep an emptied one; the two say
 * the same (FUNNEL_PATHS_CONTENT).
 */
export async function buildFunnelPaths({ db, table }: PathTables): Promise<void> {
  await db.query(insertPaths(table));
}

/** The INSERT of the path rows of the contacts `where` picks from the step times and touches. */
function insertPaths(table: PathTables['table'], where = ''): string {
  return `INSERT INTO ${table('funnel_paths')} (contact_id, ${FUNNEL_PATH_COLUMNS.join(', ')}, revision)
     SELECT contact_id, ${FUNNEL_PATH_STEP_COLUMNS.map((c) => `s.${c}`).join(', ')}, ${FUNNEL_PATH_TOUCH_COLUMNS.map((c) => `t.${c}`).join(', ')}, ${NEXT_REVISION}
       FROM (SELECT contact_id, ${ORDERED_FUNNEL_STEPS.map((step, i) => `array_agg(${MS} ORDER BY at) FILTER (WHERE step = '${step}') AS ${FUNNEL_PATH_STEP_COLUMNS[i]}`).join(', ')}
               FROM ${table('funnel_step_times')} ${where} GROUP BY contact_id) s
       FULL JOIN (SELECT contact_id,
                         array_agg(${MS} ORDER BY at, event_id) AS touch_at,
                         array_agg(source ORDER BY at, event_id) AS touch_source,
                         array_agg(medium ORDER BY at, event_id) AS touch_medium,
                         array_agg(campaign ORDER BY at, event_id) AS touch_campaign,
                         array_agg(${MS} ORDER BY at, event_id) FILTER (WHERE landing_path IS NOT NULL) AS landing_at,
                         array_agg(landing_path ORDER BY at, event_id) FILTER (WHERE landing_path IS NOT NULL) AS landing_path
                    FROM ${table('contact_touches')} ${where} GROUP BY contact_id) t USING (contact_id)`;
}
