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
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
