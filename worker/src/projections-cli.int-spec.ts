import { PROJECTOR_NAMES } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { withReplayLock } from '@pitchlens/event-store';
import { Client, type Pool } from 'pg';
import { runBuilt, until } from '../test/child-process';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

let migrated: TestDatabase;
const created: string[] = [];

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const exists = (name: string) => admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);

async function status(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = runBuilt('projections-cli.js', ['status'], { DATABASE_URL: databaseUrl });
  return { code: await child.exited, output: child.output() };
}

beforeAll(async () => {
  migrated = await createTestDatabase('projections_cli');
});

afterAll(async () => {
  await admin(async (c) => {
    for (const name of created) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  await migrated.drop();
});

it('names the database it reads and reports each projector', async () => {
  const { code, output } = await status(migrated.url);
  expect(code).toBe(0);
  expect(output).toContain(`Database: ${migrated.url}`);
  expect(output).toMatch(/^contacts\s+0\s+0/m);
});

it('replays a projector, and records the rebuild in the log, naming it (the dashboard annotates it)', async () => {
  const child = runBuilt('projections-cli.js', ['replay', 'annotations'], { DATABASE_URL: migrated.url });
  expect(await child.exited).toBe(0);
  expect(child.output()).toMatch(/^annotations: 0 events replayed/m);
  const client = new Client({ connectionString: migrated.url });
  await client.connect();
  const facts = await client.query(`SELECT data FROM event_store.events WHERE type = 'ReadModelsRebuilt'`).finally(() => client.end());
  expect(facts.rows).toEqual([{ data: { projectors: ['annotations'], timeZone: 'UTC' } }]);
});

it('replays under the replay lock, waiting while a worker rebuilds or an erasure rewrites the log', async () => {
  const pool: Pool = createPool(migrated.url, { max: 2 });
  const rebuilt = async () => (await pool.query(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'ReadModelsRebuilt'`)).rows[0].n as number;
  try {
    const before = await rebuilt();
    const child = await withReplayLock(pool, async () => {
      const started = runBuilt('projections-cli.js', ['replay', 'annotations'], { DATABASE_URL: migrated.url });
      const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      await until(async () => (await pool.query(waiting)).rows[0].n === 1, 'the replay waiting for the replay lock', 20_000);
      expect(await rebuilt()).toBe(before);
      return started;
    });
    expect(await child.exited).toBe(0);
    expect(await rebuilt()).toBe(before + 1);
  } finally {
    await pool.end();
  }
});

it('replays in the zone reports follow: tables counting days in another are all rebuilt in it, together', async () => {
  const zoned = await createTestDatabase('projections_cli_zone');
  try {
    const child = runBuilt('projections-cli.js', ['replay', 'annotations'], { DATABASE_URL: zoned.url, REPORT_TIMEZONE: 'Europe/Berlin' });
    expect(await child.exited).toBe(0);
    expect(child.output()).toContain('Report days follow Europe/Berlin');
    const client = new Client({ connectionString: zoned.url });
    await client.connect();
    try {
      const zones = await client.query(`SELECT name, time_zone FROM read_model.projector_checkpoints WHERE name = ANY($1) ORDER BY name`, [PROJECTOR_NAMES]);
      expect(zones.rows).toEqual([...PROJECTOR_NAMES].sort().map((name) => ({ name, time_zone: 'Europe/Berlin' })));
      const facts = await client.query<{ data: { projectors: string[]; timeZone: string } }>(`SELECT data FROM event_store.events WHERE type = 'ReadModelsRebuilt'`);
      expect(facts.rows.map(({ data }) => ({ ...data, projectors: [...data.projectors].sort() }))).toEqual([{ projectors: [...PROJECTOR_NAMES].sort(), timeZone: 'Europe/Berlin' }]);
    } finally {
      await client.end();
    }
  } finally {
    await zoned.drop();
  }
});

it('refuses a database that does not exist, and does not create it', async () => {
  const name = `pl_test_cli_missing_${process.pid}`;
  created.push(name);
  const { code, output } = await status(`${SERVER_URL}/${name}`);
  expect(code).toBe(1);
  expect(output).toContain(`${SERVER_URL}/${name} does not exist`);
  expect(await exists(name)).toBe(false);
});

it('refuses a database that is not migrated, and leaves it as it was', async () => {
  const name = `pl_test_cli_empty_${process.pid}`;
  created.push(name);
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const { code, output } = await status(`${SERVER_URL}/${name}`);
  expect(code).toBe(1);
  expect(output).toMatch(/is not migrated \(missing EventStore\d+/);
  const client = new Client({ connectionString: `${SERVER_URL}/${name}` });
  await client.connect();
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
  await client.end();
  expect(rows[0].n).toBe(0);
});

it('says so when Postgres cannot be reached', async () => {
  const { code, output } = await status('postgres://postgres@127.0.0.1:1/pitchlens');
  expect(code).toBe(1);
  expect(output).toContain('Cannot reach Postgres for postgres://postgres@127.0.0.1:1/pitchlens');
});
