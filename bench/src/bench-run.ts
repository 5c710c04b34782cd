import { Redis } from 'ioredis';
import { StartError } from './processes';
import { ChildFailed } from './projections-replay';

/** A bad BENCH_* setting: its message says which and why. */
export class SettingsError extends Error {}

/** A whole-number setting from the environment, or its default when unset. */
export function positiveWholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new SettingsError(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

/**
 * A bench's database: the one `name` sets, else `fallback`, so two runs of a
 * bench can share one Postgres. A bench drops its database first and last,
 * so only a pitchlens_bench_* name is taken (never a real database's).
 */
export function benchDatabase(name: string, fallback: string): string {
  const database = process.env[name] || fallback;
  if (!/^pitchlens_bench_[a-z0-9_]+$/.test(database) || database.length > 63) {
    throw new SettingsError(`${name} must be a Postgres name starting pitchlens_bench_ (lower-case letters, digits, _; at most 63) (got "${database}")`);
  }
  return database;
}

/** Deletes every Redis key under a run's own prefix. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Runs each clean-up step even when an earlier one fails, saying what could not be done. */
export function cleanUpStep(what: string, work: () => Promise<unknown>): Promise<unknown> {
  return work().catch((error: unknown) => console.error(`could not ${what}:`, error));
}

/**
 * Runs a benchmark to its exit code, cleaning up however it ends: normally,
 * with an error (expected ones print their message alone) or on SIGINT/SIGTERM.
 */
export function runBench(main: () => Promise<number>, cleanUp: () => Promise<void>, describeCleanUp: string): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: ${describeCleanUp}`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  main()
    .catch((error: unknown) => {
      console.error(error instanceof StartError || error instanceof SettingsError || error instanceof ChildFailed ? error.message : error);
      return 1;
    })
    .then(async (code) => {
      await cleanUp();
      process.exit(code);
    });
}
