import { PROJECTOR_NAMES, type RebuildReason, type ReplayJobData, type ReplayJobProgress, type ReplayJobResult } from '@pitchlens/contracts';
import { wantedReportTimeZone } from '@pitchlens/database';
import {
  type EventReader,
  type EventStore,
  finishRebuild,
  liveTimeZone,
  type Projector,
  projectorsOutOfZone,
  replayTogether,
  staleProjectors,
  startRebuild,
  withReplayLock,
} from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { allProjectors, projectorNamed } from '../projections/projectors';
import { RebuildReporter } from './rebuild-reporter';
import { recordRebuilt } from './rebuilt-fact';

/**
 * Runs a rebuild of read models: the projectors rebuilt together, in the
 * report time zone wanted now, reporting progress over the whole job to its
 * `report` and to the rebuild's record (which Operations shows, whoever
 * started it). `replayTogether` swaps the tables in beside the live
 * projectors and never sends email (the email reactor is not a projector).
 * When the wanted zone is not the one the live tables count days in, every
 * projector is rebuilt, so no report mixes zones; a zone chosen while the
 * replay ran starts another.
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
    /**
     * Who asked, recorded unless the rebuild is for a time zone: an operator's replay, an erasure, or
     * the worker's start ('version'), which rebuilds only projectors whose tables older code built,
     * looked at once the lock is held.
     */
    reason: Exclude<RebuildReason, 'time-zone'>;
    /** The process's one event store, which records the rebuild. */
    store: EventStore;
  },
): Promise<ReplayJobResult> {
  return withReplayLock(pool, async () => {
    const requested = (data.projector === 'all' ? PROJECTOR_NAMES : [data.projector]).map(projectorNamed);
    const result: ReplayJobResult = { projectors: [] };
    for (let round = 0; ; round++) {
      const timeZone = await wantedReportTimeZone(pool, options.defaultTimeZone ?? (await liveTimeZone(pool)));
      const outOfZone = await projectorsOutOfZone(pool, allProjectors(), timeZone);
      if (round > 0 && outOfZone.length === 0) break;
      const projectors = outOfZone.length > 0 ? allProjectors() : options.reason === 'version' ? await staleProjectors(pool, requested) : requested;
      if (projectors.length === 0) break;
      const reason = outOfZone.length > 0 ? 'time-zone' : options.reason;
      result.projectors.push(...(await rebuild(pool, reader, projectors, { ...options, timeZone, reason })));
    }
    return result;
  });
}

/** One rebuild of `projectors` together, recorded from its start to its end or failure. */
async function rebuild(
  pool: Pool,
  reader: EventReader,
  projectors: Projector[],
  options: { batchSize: number; timeZone: string; reason: RebuildReason; report: (progress: ReplayJobProgress) => Promise<void>; store: EventStore },
): Promise<ReplayJobResult['projectors']> {
  const names = projectors.map((p) => p.name);
  await startRebuild(pool, { reason: options.reason, timeZone: options.timeZone, projectors: names });
  const reporter = new RebuildReporter(pool, names, options.report);
  try {
    const done = await replayTogether(pool, reader, projectors, { batchSize: options.batchSize, timeZone: options.timeZone, onProgress: reporter.update });
    await recordRebuilt(options.store, names, options.timeZone);
    await reporter.settled();
    await finishRebuild(pool, null);
    return done.map((p) => ({ name: p.projector, applied: p.applied, seconds: reporter.seconds(p.projector) }));
  } catch (error) {
    await reporter.settled().catch(() => undefined);
    await finishRebuild(pool, (error as Error).message).catch(() => undefined);
    throw error;
  }
}
