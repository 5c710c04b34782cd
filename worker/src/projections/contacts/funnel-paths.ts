import { ORDERED_FUNNEL_STEPS } from '@pitchlens/contracts';
import { funnelPathColumn } from '@pitchlens/database';
import type { ProjectionContext } from '@pitchlens/event-store';

/** Times go in as whole milliseconds since 1970, as the contacts projector writes them (README: funnel_paths). */
const MS = `(extract(epoch FROM at) * 1000)::bigint`;

/**
 * Rewrites the funnel_paths rows of the contacts whose step times or touches
 * the batch changed, from those tables as they now stand (so merges, late
 * events and repeats all come out in order), and drops the rows of contacts
 * merged away. One statement each, whatever the batch's size.
 */
export async function writeFunnelPaths({ db, table }: { db: Pick<ProjectionContext['db'], 'query'>; table: ProjectionContext['table'] }, changed: Set<string>, mergedAway: string[]): Promise<void> {
  if (mergedAway.length > 0) await db.query(`DELETE FROM ${table('funnel_paths')} WHERE contact_id = ANY($1::uuid[])`, [mergedAway]);
  const ids = [...changed].filter((id) => !mergedAway.includes(id));
  if (ids.length === 0) return;
  const columns = ORDERED_FUNNEL_STEPS.map(funnelPathColumn);
  const touchColumns = ['touch_at', 'touch_source', 'touch_medium', 'touch_campaign', 'landing_at', 'landing_path'];
  await db.query(
    `INSERT INTO ${table('funnel_paths')} (contact_id, ${[...columns, ...touchColumns].join(', ')})
     SELECT contact_id, ${columns.map((c) => `s.${c}`).join(', ')}, ${touchColumns.map((c) => `t.${c}`).join(', ')}
       FROM (SELECT contact_id, ${ORDERED_FUNNEL_STEPS.map((step, i) => `array_agg(${MS} ORDER BY at) FILTER (WHERE step = '${step}') AS ${columns[i]}`).join(', ')}
               FROM ${table('funnel_step_times')} WHERE contact_id = ANY($1::uuid[]) GROUP BY contact_id) s
       FULL JOIN (SELECT contact_id,
                         array_agg(${MS} ORDER BY at, event_id) AS touch_at,
                         array_agg(source ORDER BY at, event_id) AS touch_source,
                         array_agg(medium ORDER BY at, event_id) AS touch_medium,
                         array_agg(campaign ORDER BY at, event_id) AS touch_campaign,
                         array_agg(${MS} ORDER BY at, event_id) FILTER (WHERE landing_path IS NOT NULL) AS landing_at,
                         array_agg(landing_path ORDER BY at, event_id) FILTER (WHERE landing_path IS NOT NULL) AS landing_path
                    FROM ${table('contact_touches')} WHERE contact_id = ANY($1::uuid[]) GROUP BY contact_id) t USING (contact_id)
     ON CONFLICT (contact_id) DO UPDATE SET ${[...columns, ...touchColumns].map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [ids],
  );
}
