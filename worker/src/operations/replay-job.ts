import { PROJECTOR_NAMES, type ReplayJobData, type ReplayJobProgress, type ReplayJobResult } from '@pitchlens/contracts';
import { wantedReportTimeZone } from '@pitchlens/database';
import { type EventReader, liveTimeZone, type Projector, projectorsOutOfZone, replayTogether, type ReplayProgress, staleProjectors } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { allProjectors, projectorNamed } from '../projections/projectors';

/** Held for the whole replay, so two workers never rebuild at once. */
const REPLAY_LOCK_KEY = 'pitchlens.operations.replay';
const PROGRESS_INTERVAL_MS = 250;

/**
 * Runs an operator's replay job: the projectors rebuilt together, in the
 * report time zone wanted now, reporting progress over the whole job.
 * `replayTogether` swaps the tables in beside the live projectors and never
 * sends email (the email reactor is not a projector). When the wanted zone
 * is not the one the live tables count days in, every projector is rebuilt,
 * so no report mixes zones; a zone chosen while the replay ran starts another.
 */
export async function runReplayJob(
  pool: Pool,
  reader: EventReader,
  data: ReplayJobData,
  options: {
    batchSize: number;
    /** REPORT_TIMEZONE: the zone when no admin has chosen one; without it, the live tables' zone. */
    defaultTimeZone?: string;
    report: (progress: ReplayJobProgress) => Promise<void>;
    /** Only projectors whose tables older code built, or another zone, looked at once the lock is held (the worker's rebuild at start). */
    onlyIfStale?: boolean;
  },
): Promise<ReplayJobResult> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [REPLAY_LOCK_KEY]);
    const requested = (data.projector === 'all' ? PROJECTOR_NAMES : [data.projector]).map(projectorNamed);
    const result: ReplayJobResult = { projectors: [] };
    for (let round = 0; ; round++) {
      const timeZone = await wantedReportTimeZone(pool, options.defaultTimeZone ?? (await liveTimeZone(pool)));
      const outOfZone = await projectorsOutOfZone(pool, allProjectors(), timeZone);
      if (round > 0 && outOfZone.length === 0) break;
      const projectors = outOfZone.length > 0 ? allProjectors() : options.onlyIfStale ? await staleProjectors(pool, requested) : requested;
      if (projectors.length === 0) break;
      result.projectors.push(...(await replayReporting(pool, reader, projectors, timeZone, options)));
    }
    return result;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [REPLAY_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/** One rebuild of `projectors` together, its progress reported at most every PROGRESS_INTERVAL_MS and in order. */
async function replayReporting(
  pool: Pool,
  reader: EventReader,
  projectors: Projector[],
  timeZone: string,
  options: { batchSize: number; report: (progress: ReplayJobProgress) => Promise<void> },
): Promise<ReplayJobResult['projectors']> {
  const names = projectors.map((p) => p.name);
  const started = Date.now();
  const seen = new Map<string, { applied: number; total: number; from: number; until: number }>();
  let lastReport = 0;
  let pending: Promise<void> = Promise.resolve();
  const report = async (p: ReplayProgress, force: boolean) => {
    if (!force && Date.now() - lastReport < PROGRESS_INTERVAL_MS) return;
    lastReport = Date.now();
    const done = [...seen.values()];
    const total = Math.max(p.total, p.applied);
    const share = total === 0 ? 1 : p.applied / total;
    const applied = done.reduce((sum, s) => sum + s.applied, 0);
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    await options.report({
      projector: p.projector,
      percent: Math.min(100, Math.round(((names.indexOf(p.projector) + share) / names.length) * 1000) / 10),
      eventsDone: applied,
      eventsTotal: done.reduce((sum, s) => sum + Math.max(s.total, s.applied), 0),
      eventsPerSecond: Math.round(applied / seconds),
    });
  };
  const done = await replayTogether(pool, reader, projectors, {
    batchSize: options.batchSize,
    timeZone,
    // replayTogether reports synchronously; reports are chained so they arrive in order.
    onProgress: (p) => {
      const entry = seen.get(p.projector) ?? { applied: 0, total: 0, from: Date.now(), until: Date.now() };
      seen.set(p.projector, { ...entry, applied: p.applied, total: p.total, until: Date.now() });
      const snapshot = { ...p };
      // Each projector's end is always reported, so Operations sees every one, however fast.
      pending = pending.then(() => report(snapshot, snapshot.applied >= snapshot.total));
    },
  });
  await pending;
  await report(done[done.length - 1], true);
  return done.map((p) => {
    const time = seen.get(p.projector);
    return { name: p.projector, applied: p.applied, seconds: time ? (time.until - time.from) / 1000 : 0 };
  });
}
