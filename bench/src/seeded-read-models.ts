/**
 * A bench database holding a seeded event log and the read models the
 * worker's replay builds from it, checked against the seed. Shared by the
 * projections bench (which measures the replay) and the admin bench (which
 * queries what it built).
 */
import { prepareDatabase } from '@pitchlens/database';
import { Client } from 'pg';
import { checkReadModels, settleSeededLog, type Check } from './projections-checks';
import { runReplay, type ReplayResult } from './projections-replay';
import { seedEvents, type SeedResult } from './projections-seed';
import type { SeedTargets } from './projections-seed-plan';

export interface SeededReadModels {
  seed: SeedResult & { vacuumSeconds: number };
  replay: ReplayResult;
  checks: Check[];
}

export interface SeedAndReplayOptions {
  /** A database that does not exist yet (or was just dropped): it is created and migrated. */
  databaseUrl: string;
  /** Name shown in the log. */
  database: string;
  targets: SeedTargets;
  /** The compiled projections CLI (worker/dist/projections-cli.js). */
  replayScript: string;
  replayEnv: NodeJS.ProcessEnv;
  replayLogPath: string;
  log: (line: string) => void;
}

export async function seedAndReplay(options: SeedAndReplayOptions): Promise<SeededReadModels> {
  const { databaseUrl, log } = options;
  await prepareDatabase(databaseUrl);
  log(`seeding ${options.targets.events.toLocaleString('en-US')} events into ${options.database}`);
  const seeded = await seedEvents(databaseUrl, options.targets, log);
  const settled = await settleSeededLog(databaseUrl);
  const seed = { ...seeded, events: settled.events, vacuumSeconds: Math.round(settled.vacuumSeconds * 10) / 10 };
  log(`seeded ${seed.events.toLocaleString('en-US')} events in ${seed.insertSeconds.toFixed(1)} s; replaying every projector`);

  const replay = await runReplay({
    script: options.replayScript,
    env: options.replayEnv,
    logPath: options.replayLogPath,
    logEvents: seed.events,
    log,
  });
  const checks = await checkReadModels(databaseUrl, seed);
  return { seed, replay, checks };
}

/**
 * VACUUM ANALYZE of every read-model table, then a checkpoint: what
 * autovacuum soon does to a replay's freshly written tables in production
 * (visibility map set, so index-only scans skip the heap). Returns seconds.
 */
export async function settleReadModels(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const { rows } = await client.query<{ name: string }>(`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'read_model'`);
    for (const { name } of rows) await client.query(`VACUUM (ANALYZE) ${name}`);
    await client.query('CHECKPOINT');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
