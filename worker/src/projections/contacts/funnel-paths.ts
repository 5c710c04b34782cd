import { ORDERED_FUNNEL_STEPS } from '@pitchlens/contracts';
import { FUNNEL_PATH_COLUMNS, FUNNEL_PATH_STEP_COLUMNS, FUNNEL_PATH_TOUCH_COLUMNS } from '@pitchlens/database';
import type { ProjectionContext } from '@pitchlens/event-store';

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

/**
 * Fills an empty funnel_paths with every contact's row at once: what a
 * replay does once its step times and touches hold the whole log, instead
 * of rewriting rows batch by batch. Contacts merged away have neither, so
 * get no row, where batch by batch they keep an emptied one; the two say
 * the same (FUNNEL_PATHS_CONTENT).
 */
export async function buildFunnelPaths({ db, table }: PathTables): Promise<void> {
  await db.query(insertPaths(table, ''));
}

/** The INSERT of the path rows of the contacts `where` picks from the step times and touches. */
function insertPaths(table: PathTables['table'], where: string): string {
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
