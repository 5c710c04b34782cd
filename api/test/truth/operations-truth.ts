import { PROJECTOR_EVENT_TYPES, PROJECTOR_NAMES, type ProjectorStatusResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import type { AdminGet } from './compare';
import type { Mismatch } from './driver';

/**
 * The Operations tab's projectors, once the worker is quiet: each has applied
 * every event of its types the log holds, and none is behind. The count shown
 * is kept batch by batch and set again by a replay's swap, so it is checked
 * here against a recount of the raw log.
 */
export async function compareProjectors(get: AdminGet, db: Pool): Promise<Mismatch[]> {
  const shown = await get<ProjectorStatusResponse[]>('/api/admin/operations/projectors');
  if (!shown) return [];
  const out: Mismatch[] = [];
  for (const name of PROJECTOR_NAMES) {
    const { rows } = await db.query<{ events: number }>('SELECT count(*)::int AS events FROM event_store.events WHERE type = ANY($1::text[])', [[...PROJECTOR_EVENT_TYPES[name]]]);
    const status = shown.find((s) => s.name === name);
    const expected = { eventsApplied: rows[0].events, eventsBehind: 0, secondsBehind: 0 };
    for (const [figure, value] of Object.entries(expected)) {
      const actual = status?.[figure as keyof typeof expected];
      if (actual !== value) out.push({ figure: `operations: ${name} ${figure}`, expected: String(value), actual: String(actual) });
    }
  }
  return out;
}
