import { setTimeout as delay } from 'node:timers/promises';
import { readCheckpoint } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { allProjectors } from '../projections/projectors';

/** How long a look waits for the projectors before leaving it to the next. */
const WAIT_SECONDS = 30;

/**
 * Whether every projector has applied every event of its types recorded before `since`.
 * Each checkpoint is read first and given as values: joined in the statement, it
 * could not bound the index scan, and a caught-up projector (no row to find) had
 * the whole log read to prove it, every look.
 */
export async function caughtUpWith(pool: Pool, since: Date): Promise<boolean> {
  for (const projector of allProjectors()) {
    const from = await readCheckpoint(pool, projector.name);
    const { rowCount } = await pool.query(
      `SELECT 1 FROM event_store.events e
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.type = ANY($3) AND e.recorded_at < $4
        ORDER BY e.transaction_id, e.global_position
        LIMIT 1`,
      [from.transactionId, from.globalPosition, [...projector.eventTypes], since],
    );
    if (rowCount) return false;
  }
  return true;
}

/**
 * Waits (up to WAIT_SECONDS) until the read models hold every event recorded
 * before now, so a digest or an alert never counts from tables still catching
 * up (a worker just started after a while away); false if they did not,
 * or the worker is stopping (`signal`).
 */
export async function projectionsCaughtUp(pool: Pool, signal: AbortSignal): Promise<boolean> {
  const { rows } = await pool.query<{ now: Date }>(`SELECT now()`);
  for (let second = 0; second < WAIT_SECONDS && !signal.aborted; second++) {
    if (await caughtUpWith(pool, rows[0].now)) return true;
    await delay(1000, undefined, { signal }).catch(() => undefined);
  }
  return false;
}
