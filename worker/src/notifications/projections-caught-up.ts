import { setTimeout as delay } from 'node:timers/promises';
import { readCheckpoint } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { allProjectors } from '../projections/projectors';

/** How long a look waits for the projectors before leaving it to the next. */
const WAIT_SECONDS = 30;

/**
 * Whether every projector has applied every event of its types at or below
 * log position `upTo`. Each checkpoint is read first and given as values:
 * joined in the statement, it could not bound the index scan, and a
 * caught-up projector (no row to find) had the whole log read to prove it,
 * every look.
 */
export async function caughtUpWith(pool: Pool, upTo: string): Promise<boolean> {
  for (const projector of allProjectors()) {
    const from = await readCheckpoint(pool, projector.name);
    const { rowCount } = await pool.query(
      `SELECT 1 FROM event_store.events e
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.type = ANY($3) AND e.global_position <= $4
        ORDER BY e.transaction_id, e.global_position
        LIMIT 1`,
      [from.transactionId, from.globalPosition, [...projector.eventTypes], upTo],
    );
    if (rowCount) return false;
  }
  return true;
}

/**
 * The newest log position handed out so far: every event committed before
 * now has one at or below it (a position is taken before its commit). Asked
 * of the sequence, not of the events' recorded times: this machine's wall
 * clock steps back by milliseconds at times, and a look whose "now" fell
 * before the last appends' times took a day as counted while its last
 * events were still being applied (an alert said "below their usual range"
 * of a day four times above it).
 */
export async function newestPosition(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ position: string }>(
    `SELECT coalesce(pg_sequence_last_value(pg_get_serial_sequence('event_store.events', 'global_position')), 0)::text AS position`,
  );
  return rows[0].position;
}

/**
 * Waits (up to WAIT_SECONDS) until the read models hold every event appended
 * before now, so a digest or an alert never counts from tables still catching
 * up (a worker just started after a while away); false if they did not,
 * or the worker is stopping (`signal`).
 */
export async function projectionsCaughtUp(pool: Pool, signal: AbortSignal): Promise<boolean> {
  const upTo = await newestPosition(pool);
  for (let second = 0; second < WAIT_SECONDS && !signal.aborted; second++) {
    if (await caughtUpWith(pool, upTo)) return true;
    await delay(1000, undefined, { signal }).catch(() => undefined);
  }
  return false;
}
