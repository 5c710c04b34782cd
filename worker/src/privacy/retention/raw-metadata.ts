import type { Pool } from 'pg';

/** Held while expiring, so two processes (workers, an operator) never rewrite the same rows at once. */
const RETENTION_LOCK_KEY = 'pitchlens.privacy.retention';
/** Events per call: each call is one short transaction, so readers never wait long behind it. */
const BATCH_SIZE = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Events recorded before this keep no user agent or hashed IP. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Blanks the user agent and hashed IP of every event recorded more than
 * `days` before `now` (event_store.expire_raw_metadata, batch by batch until
 * none is left); each batch records itself in event_store.rewrites. Answers
 * how many events it changed, or null when another process holds the lock
 * (it is doing the same). `signal` stops it between batches.
 */
export async function expireRawMetadata(
  pool: Pool,
  now: Date,
  days: number,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number | null> {
  const cutoff = retentionCutoff(now, days);
  const client = await pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [RETENTION_LOCK_KEY]);
    locked = rows[0].locked;
    if (!locked) return null;
    let expired = 0;
    while (!options.signal?.aborted) {
      const batch = await client.query<{ changed: number }>('SELECT event_store.expire_raw_metadata($1, $2) AS changed', [cutoff, options.batchSize ?? BATCH_SIZE]);
      if (batch.rows[0].changed === 0) break;
      expired += batch.rows[0].changed;
    }
    return expired;
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [RETENTION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export interface RetentionStatus {
  retentionDays: number;
  cutoff: Date;
  /** Events still holding a user agent or hashed IP. */
  eventsWithRawMetadata: number;
  /** When the oldest of them arrived; older than `cutoff` means retention is behind. */
  oldestRawMetadataAt: Date | null;
  /** The latest retention that changed anything (runs that found nothing record nothing). */
  lastRun: { at: Date; events: number } | null;
}

export async function retentionStatus(pool: Pool, now: Date, days: number): Promise<RetentionStatus> {
  // The condition is written as the partial index events_raw_metadata's, so the planner uses it.
  const { rows } = await pool.query<{ events: number; oldest: Date | null; last_at: Date | null; last_events: number | null }>(
    `SELECT raw.events, raw.oldest, last.rewritten_at AS last_at, last.events AS last_events
       FROM (SELECT count(*)::int AS events, min(recorded_at) AS oldest FROM event_store.events
              WHERE metadata->>'ipHash' IS NOT NULL OR metadata->>'userAgent' IS NOT NULL) raw
       LEFT JOIN LATERAL (SELECT rewritten_at, events FROM event_store.rewrites WHERE reason = 'retention' ORDER BY id DESC LIMIT 1) last ON true`,
  );
  const [row] = rows;
  return {
    retentionDays: days,
    cutoff: retentionCutoff(now, days),
    eventsWithRawMetadata: row.events,
    oldestRawMetadataAt: row.oldest,
    lastRun: row.last_at === null ? null : { at: row.last_at, events: row.last_events ?? 0 },
  };
}
