import 'reflect-metadata';
import type { WorkerConfig } from '@pitchlens/config';
import type { ReplayJobData } from '@pitchlens/contracts';
import { wantedReportTimeZone } from '@pitchlens/database';
import { EventReader, EventStore, inLanes, liveTimeZone, projectorsOutOfZone, projectorStatus, replay, REPLAY_LANES, withReplayLock, type ReplayProgress } from '@pitchlens/event-store';
import { MultiBar, type SingleBar } from 'cli-progress';
import type { Pool } from 'pg';
import { runCommand, withMigratedDatabase } from './cli-database';
import { runReplayJob } from './operations/replay-job';
import { recordRebuilt } from './operations/rebuilt-fact';
import { allProjectors, projectorNamed } from './projections/projectors';

const USAGE = `usage: npm run projections -- status
       npm run projections -- replay [name]   (every projector when no name is given)`;

async function main(args: string[]): Promise<number> {
  const [command, name, ...extra] = args;
  if (!['status', 'replay'].includes(command) || extra.length > 0 || (command === 'status' && name)) {
    console.error(USAGE);
    return 2;
  }
  return withMigratedDatabase(console.log, async (pool, config) => {
    if (command === 'status') await printStatus(pool);
    else await replayCommand(pool, config, name);
    return 0;
  });
}

/**
 * A replay under the replay lock, as a worker's rebuild: an erasure rewriting
 * the log while this read it would have its person's rows swapped back in, and
 * two rebuilds of one projector would fill the same shadow tables. Tables
 * that count days in another zone than reports follow (REPORT_TIMEZONE or the
 * admin's choice) are rebuilt as the worker would at its start, every
 * projector together in that zone, so no report mixes zones and the worker
 * does not rebuild them all again.
 */
async function replayCommand(pool: Pool, config: WorkerConfig, name: string | undefined): Promise<void> {
  // A name no projector has is refused before anything is said or done.
  const named = name === undefined ? null : projectorNamed(name).name;
  const wanted = await wantedReportTimeZone(pool, config.REPORT_TIMEZONE);
  if ((await projectorsOutOfZone(pool, allProjectors(), wanted)).length === 0) {
    await withReplayLock(pool, () => replayAll(pool, named ? [named] : allProjectors().map((p) => p.name), config.PROJECTION_BATCH_SIZE));
    return;
  }
  console.log(`Report days follow ${wanted}; rebuilding every projector's tables in it, together`);
  const projector = (named ?? 'all') as ReplayJobData['projector'];
  // The job takes the replay lock itself.
  const result = await runReplayJob(pool, new EventReader(pool), { projector }, {
    batchSize: config.PROJECTION_BATCH_SIZE,
    defaultTimeZone: config.REPORT_TIMEZONE,
    reason: 'replay',
    report: async () => undefined,
    store: new EventStore(pool),
  });
  for (const done of result.projectors) console.log(replayedLine(done.name, done.applied, done.seconds));
}

async function printStatus(pool: Pool): Promise<void> {
  const rows = await Promise.all(allProjectors().map((p) => projectorStatus(pool, p)));
  console.log(['projector'.padEnd(12), 'applied'.padStart(12), 'behind'.padStart(10), 'lag s'.padStart(8), '  checkpoint (transaction/position)'].join(''));
  for (const s of rows) {
    console.log(
      [
        s.name.padEnd(12),
        s.eventsApplied.toLocaleString('en-US').padStart(12),
        s.eventsBehind.toLocaleString('en-US').padStart(10),
        s.secondsBehind.toFixed(1).padStart(8),
        `  ${s.checkpoint.transactionId}/${s.checkpoint.globalPosition}`,
      ].join(''),
    );
  }
}

/** Each projector swapped in as soon as it is built, REPLAY_LANES of them building at once (longest first, as listed). */
async function replayAll(pool: Pool, names: string[], batchSize: number): Promise<void> {
  const reader = new EventReader(pool);
  const bars = process.stdout.isTTY ? new MultiBar({ format: '{name} [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted}', hideCursor: true }) : null;
  try {
    await inLanes(names, REPLAY_LANES, async (name) => {
      const started = Date.now();
      const result = await replay(pool, reader, projectorNamed(name), { batchSize, onProgress: progressReporter(name, bars) });
      const seconds = (Date.now() - started) / 1000;
      const line = replayedLine(name, result.applied, seconds);
      if (bars) bars.log(`${line}\n`);
      else console.log(line);
    });
  } finally {
    bars?.stop();
  }
  await recordRebuilt(new EventStore(pool), names, await liveTimeZone(pool));
}

const replayedLine = (name: string, applied: number, seconds: number): string =>
  `${name}: ${applied.toLocaleString('en-US')} events replayed in ${seconds.toFixed(1)} s (${Math.round(applied / Math.max(seconds, 0.001)).toLocaleString('en-US')} events/s), tables swapped in`;

/** A bar with rate and ETA on a terminal; a line every few seconds in a log. */
function progressReporter(name: string, bars: MultiBar | null): (p: ReplayProgress) => void {
  if (bars) {
    let bar: SingleBar | null = null;
    const begun = Date.now();
    return (p) => {
      bar ??= bars.create(Math.max(p.total, p.applied), 0, { name: name.padEnd(10), speed: 0 });
      bar.setTotal(Math.max(p.total, p.applied));
      bar.update(p.applied, { speed: Math.round(p.applied / Math.max((Date.now() - begun) / 1000, 0.001)) });
    };
  }
  let last = 0;
  return (p) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.log(`${name}: ${p.applied}/${p.total} events`);
  };
}

runCommand(main);
