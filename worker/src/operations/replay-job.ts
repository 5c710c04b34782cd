import { PROJECTOR_NAMES, type ReplayJobData, type ReplayJobProgress, type ReplayJobResult } from '@pitchlens/contracts';
import { type EventReader, replay, type ReplayProgress, staleProjectors } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { projectorNamed } from '../projections/projectors';

/** Held for the whole replay, so two workers never rebuild at once. */
const REPLAY_LOCK_KEY = 'pitchlens.operations.replay';
const PROGRESS_INTERVAL_MS = 250;

/**
 * Runs an operator's replay job: each projector in turn, reporting progress
 * over the whole job. `replay` swaps the tables in beside the live projectors
 * and never sends email (the email reactor is not a projector).
 */
export async function runReplayJob(
  pool: Pool,
  reader: EventReader,
  data: ReplayJobData,
  options: {
    batchSize: number;
    report: (progress: ReplayJobProgress) => Promise<void>;
    /** Only projectors whose tables older code built, looked at once the lock is held (the worker's rebuild at start). */
    onlyIfStale?: boolean;
  },
): Promise<ReplayJobResult> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [REPLAY_LOCK_KEY]);
    const requested = (data.projector === 'all' ? PROJECTOR_NAMES : [data.projector]).map(projectorNamed);
    const names = (options.onlyIfStale ? await staleProjectors(pool, requested) : requested).map((p) => p.name);
    const result: ReplayJobResult = { projectors: [] };
    const started = Date.now();
    let doneBefore = 0;
    let lastReport = 0;
    const report = async (p: ReplayProgress, index: number, force: boolean) => {
      if (!force && Date.now() - lastReport < PROGRESS_INTERVAL_MS) return;
      lastReport = Date.now();
      const total = Math.max(p.total, p.applied);
      const share = total === 0 ? 1 : p.applied / total;
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      await options.report({
        projector: p.projector,
        percent: Math.min(100, Math.round(((index + share) / names.length) * 1000) / 10),
        eventsDone: doneBefore + p.applied,
        eventsTotal: doneBefore + total,
        eventsPerSecond: Math.round((doneBefore + p.applied) / seconds),
      });
    };
    for (const [index, name] of names.entries()) {
      const projectorStarted = Date.now();
      let pending: Promise<void> = Promise.resolve();
      const done = await replay(pool, reader, projectorNamed(name), {
        batchSize: options.batchSize,
        // replay reports synchronously; reports are chained so they arrive in order.
        onProgress: (p) => {
          const snapshot = { ...p };
          pending = pending.then(() => report(snapshot, index, false));
        },
      });
      await pending;
      await report(done, index, true);
      doneBefore += done.applied;
      result.projectors.push({ name, applied: done.applied, seconds: (Date.now() - projectorStarted) / 1000 });
    }
    return result;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [REPLAY_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}
