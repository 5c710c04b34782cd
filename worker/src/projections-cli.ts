import 'reflect-metadata';
import { EventReader, EventStore, liveTimeZone, projectorStatus, replay, type ReplayProgress } from '@pitchlens/event-store';
import { SingleBar } from 'cli-progress';
import type { Pool } from 'pg';
import { runCommand, withMigratedDatabase } from './cli-database';
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
    else await replayAll(pool, name ? [projectorNamed(name).name] : allProjectors().map((p) => p.name), config.PROJECTION_BATCH_SIZE);
    return 0;
  });
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

async function replayAll(pool: Pool, names: string[], batchSize: number): Promise<void> {
  const reader = new EventReader(pool);
  for (const name of names) {
    const started = Date.now();
    const report = progressReporter(name);
    const result = await replay(pool, reader, projectorNamed(name), { batchSize, onProgress: report.update });
    report.stop();
    const seconds = (Date.now() - started) / 1000;
    console.log(`${name}: ${result.applied.toLocaleString('en-US')} events replayed in ${seconds.toFixed(1)} s (${Math.round(result.applied / seconds).toLocaleString('en-US')} events/s), tables swapped in`);
  }
  await recordRebuilt(new EventStore(pool), names, await liveTimeZone(pool));
}

/** A bar with rate and ETA on a terminal; a line every few seconds in a log. */
function progressReporter(name: string): { update: (p: ReplayProgress) => void; stop: () => void } {
  if (process.stdout.isTTY) {
    const bar = new SingleBar({ format: `${name.padEnd(10)} [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted}`, hideCursor: true });
    let started = 0;
    const begun = Date.now();
    return {
      update: (p) => {
        if (!started++) bar.start(Math.max(p.total, p.applied), 0, { speed: 0 });
        bar.setTotal(Math.max(p.total, p.applied));
        bar.update(p.applied, { speed: Math.round(p.applied / Math.max((Date.now() - begun) / 1000, 0.001)) });
      },
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  return {
    update: (p) => {
      if (Date.now() - last < 2000) return;
      last = Date.now();
      console.log(`${name}: ${p.applied}/${p.total} events`);
    },
    stop: () => undefined,
  };
}

runCommand(main);
