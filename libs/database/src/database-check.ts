import { Client, type Pool } from 'pg';
import { isConnectionLost } from './connection-errors';
import { migrations } from './migrations';

const DATABASE_MISSING = '3D000';
const TABLE_MISSING = '42P01';

/** An operator command met a database it must not use: missing, unreachable or not migrated. */
export class DatabaseNotReadyError extends Error {
  override name = 'DatabaseNotReadyError';
}

/** Where `url` points, without its password, for an operator to read. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/**
 * Checks that the database in `url` exists and has every migration, creating
 * and changing nothing: an operator command (`npm run projections`) must
 * never answer from an empty database it made itself, as if it were the
 * product's.
 */
export async function requireMigratedDatabase(url: string): Promise<void> {
  const where = describeDatabase(url);
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === DATABASE_MISSING) throw new DatabaseNotReadyError(`${where} does not exist. Check DATABASE_URL, or run the product once (npm start) to create it.`);
    if (isConnectionLost(error)) throw new DatabaseNotReadyError(`Cannot reach Postgres for ${where} (${code ?? message}).`);
    throw error;
  }
  try {
    const missing = await missingMigrations(client);
    if (missing.length > 0) {
      throw new DatabaseNotReadyError(`${where} is not migrated (missing ${missing.join(', ')}). Check DATABASE_URL, or start the API or worker once to migrate it.`);
    }
  } finally {
    await client.end();
  }
}

/** Names of this build's migrations the database has not applied (all of them in an empty database). */
export async function missingMigrations(db: Pool | Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations').catch((error: { code?: string }) => {
    if (error.code === TABLE_MISSING) return { rows: [] };
    throw error;
  });
  const applied = new Set(rows.map((r) => r.name));
  return migrations.map((m) => new m().name ?? m.name).filter((name) => !applied.has(name));
}
