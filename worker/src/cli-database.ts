import { ConfigError, loadConfig, WorkerConfig } from '@pitchlens/config';
import { createPool, describeDatabase, requireMigratedDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';

/**
 * What an operator command does before its work: reads the settings, names
 * the database (on `announce`: a command printing data keeps stdout for it),
 * refuses one that is missing or not migrated, and ends its pool afterwards.
 */
export async function withMigratedDatabase(announce: (line: string) => void, work: (pool: Pool, config: WorkerConfig) => Promise<number>): Promise<number> {
  const config = loadConfig(WorkerConfig);
  announce(`Database: ${describeDatabase(config.DATABASE_URL)}`);
  await requireMigratedDatabase(config.DATABASE_URL);
  // A replay's two lanes each hold a batch's connection, the next page's read, a fill's second writer (ProjectionContext.beside)
  // and its statistics' refresh; one more holds the replay lock.
  const pool = createPool(config.DATABASE_URL, { max: 9 });
  try {
    return await work(pool, config);
  } finally {
    await pool.end();
  }
}

/** Runs a command to its exit code; an error (a bad setting, a missing database) is its message and exit 1. */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
