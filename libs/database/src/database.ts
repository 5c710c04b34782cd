import { Client, escapeIdentifier, Pool, type PoolConfig } from 'pg';
import type { DataSource } from 'typeorm';
import { isConnectionLost } from './connection-errors';
import { missingMigrations } from './database-check';
import { migrations } from './migrations';
import { POOL_TYPES } from './timestamps';

/** Serialises migration runs of processes starting at the same time. */
const MIGRATION_LOCK_KEY = 7_190_000_001;

/** Creates the database named in `url` if it does not exist yet. */
export async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        // Another process created it first.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * typeorm, which runs the migrations, is loaded only when one is due: some
 * 380 modules, which every process and test file importing this library
 * loaded, though a process whose schema is current and a test file (its
 * database a copy of a migrated template) run none. Loading it cost a Jest
 * test file about 230 ms and an API's start about 150 (2026-12-05).
 */
export function createDataSource(url: string): DataSource {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here only, see above
  const typeorm = require('typeorm') as typeof import('typeorm');
  return new typeorm.DataSource({ type: 'postgres', url, migrations, migrationsTableName: 'schema_migrations', logging: false });
}

/** Whether every migration has run (a client of its own: the caller's pool may not exist yet). */
async function schemaCurrent(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await missingMigrations(client)).length === 0;
  } finally {
    await client.end();
  }
}

/** Brings the schema up to date; safe when several processes start together. */
export async function migrate(url: string): Promise<void> {
  if (await schemaCurrent(url)) return;
  const lock = new Client({ connectionString: url });
  await lock.connect();
  const dataSource = createDataSource(url);
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await lock.end();
  }
}

/** Creates the database if needed and migrates it. */
export async function prepareDatabase(url: string): Promise<void> {
  await createDatabaseIfMissing(url);
  await migrate(url);
}

/** Waits between attempts to reach Postgres at start, doubling per attempt. */
const START_RETRY_MS = { first: 1000, max: 15_000 };

/**
 * prepareDatabase for a process starting up: while Postgres cannot be reached
 * (it is starting too, or restarting) it says so and tries again, so a
 * process never exits because its database is briefly away.
 */
export async function prepareDatabaseWhenReachable(url: string, log: (message: string) => void): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prepareDatabase(url);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      const wait = Math.min(START_RETRY_MS.first * 2 ** (attempt - 1), START_RETRY_MS.max);
      log(`Postgres unreachable (${(error as Error).message}); trying again in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Gives up on a connection attempt rather than letting a caller hang while Postgres does not answer. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A connection pool that survives losing Postgres (a restart, a failover,
 * `pg_terminate_backend`). pg-pool listens for errors only on idle clients;
 * a checked-out client whose connection drops between two queries would emit
 * an unhandled `'error'` and end the process. Every client therefore gets a
 * listener of its own for its whole life: the loss is reported once, the
 * holder's next query fails, and the pool discards the client on release.
 */
export function createPool(
  url: string,
  options: Omit<PoolConfig, 'connectionString'> = {},
  onConnectionLost: (error: Error) => void = (error) => console.error(`Postgres connection lost: ${error.message}`),
): Pool {
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, types: POOL_TYPES, ...options });
  pool.on('connect', (client) => {
    let reported = false;
    // A dropped connection can say so twice (the server's notice, then the closed socket).
    client.on('error', (error) => {
      if (!reported) onConnectionLost(error);
      reported = true;
    });
  });
  // The idle client's own listener above reports it; this one only keeps the pool's event handled.
  pool.on('error', () => undefined);
  return pool;
}
