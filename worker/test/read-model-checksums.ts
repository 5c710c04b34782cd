import { tableChecksum } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { allProjectors } from '../src/projections/projectors';

/**
 * A digest of every live read-model table's content, by table: two sets equal
 * hold the same rows. `apartFromRebuildNotes` leaves out the chart's notes of
 * rebuilds, which a rebuild adds by design (and only once it is projected).
 */
export async function readModelChecksums(pool: Pool, options: { apartFromRebuildNotes?: boolean } = {}): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const projector of allProjectors()) {
    for (const table of projector.tables) {
      sums[table] =
        table === 'annotations' && options.apartFromRebuildNotes
          ? await tableChecksum(pool, `(SELECT * FROM read_model.annotations WHERE kind <> 'rebuild')`)
          : await tableChecksum(pool, `read_model.${table}`);
    }
  }
  return sums;
}
