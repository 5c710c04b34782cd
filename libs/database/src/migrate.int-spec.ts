import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { prepareDatabase } from './database';
import { migrations } from './migrations';

const SERVER = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
// A database of each test's own, which prepareDatabase makes: one test's migrations are not another's.
let name: string;
let url: string;
const names = migrations.map((Migration) => new Migration().name);

async function query<T extends object>(sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const recorded = async () => (await query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name).sort();
const every = [...names].sort();
const eventIdIndexes = async () => (await query<{ n: string }>(`SELECT count(*) AS n FROM pg_indexes WHERE schemaname = 'event_store' AND indexname = 'events_event_id'`))[0].n;

beforeEach(() => {
  name = `pl_test_migrate_${randomBytes(4).toString('hex')}`;
  url = `${SERVER}/${name}`;
});

afterEach(async () => {
  const admin = new Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('prepareDatabase', () => {
  it('makes a database and runs every migration once, with processes starting together', async () => {
    await Promise.all([prepareDatabase(url), prepareDatabase(url)]);
    expect(await recorded()).toEqual(every);
  });

  it('runs a migration the database has not had, and leaves a current one as it is', async () => {
    // A current database, as a first start leaves it.
    await prepareDatabase(url);
    // One migration undone as its own `down` does, and forgotten.
    await query(`CREATE INDEX events_event_id ON event_store.events (event_id)`);
    await query(`DELETE FROM schema_migrations WHERE name = 'EventIdsByKeys1732206800000'`);
    await prepareDatabase(url);
    expect(await recorded()).toEqual(every);
    expect(await eventIdIndexes()).toBe('0');

    await prepareDatabase(url);
    expect(await recorded()).toEqual(every);
  });

  it('fills the buyers’ created times from the contacts as they stand when their column comes', async () => {
    await prepareDatabase(url);
    // A database from before the column, with a buyer credited and a payment no contact is the buyer of.
    await query(`ALTER TABLE read_model.payment_buyers DROP COLUMN buyer_created_at`);
    await query(`DELETE FROM schema_migrations WHERE name = 'BuyersCreated1732212800000'`);
    await query(`INSERT INTO read_model.contacts (id, anonymous, created_at, last_activity) VALUES ('00000000-0000-4000-8000-000000000001', true, '2026-11-02T10:00:00.123456Z', now())`);
    await query(
      `INSERT INTO read_model.payment_buyers (event_id, transaction_id, global_position, buyer_id) VALUES
        ('00000000-0000-4000-8000-0000000000e1', '1', 1, '00000000-0000-4000-8000-000000000001'), ('00000000-0000-4000-8000-0000000000e2', '1', 2, NULL)`,
    );
    await prepareDatabase(url);
    const rows = await query<{ event_id: string; made: string | null }>(`SELECT event_id, (buyer_created_at AT TIME ZONE 'UTC')::text AS made FROM read_model.payment_buyers ORDER BY event_id`);
    expect(rows.map((row) => row.made)).toEqual(['2026-11-02 10:00:00.123456', null]);
  });
});
