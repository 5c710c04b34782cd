import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { prepareDatabase } from './database';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file, so files can run in
 * parallel and never see each other's events. `drop` removes it.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `pl_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const url = `${SERVER_URL}/${name}`;
  await prepareDatabase(url);
  return {
    url,
    async drop() {
      const admin = new Client({ connectionString: `${SERVER_URL}/postgres` });
      await admin.connect();
      try {
        await connectionsLeft(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** How long a closed pool's connections may take to leave before FORCE ends them. */
const LEAVING_MS = 2000;

/**
 * Waits until no connection to the database is left, or LEAVING_MS have
 * passed. A pool's `end()` resolves once it has asked its connections to
 * close, before the server has seen them go: forcing the drop then would end
 * them under the pool, which reports a lost connection.
 */
async function connectionsLeft(admin: Client, name: string): Promise<void> {
  const deadline = Date.now() + LEAVING_MS;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name]);
    if (rows[0].n === 0) return;
  }
}
