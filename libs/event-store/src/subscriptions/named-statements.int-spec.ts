import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool, PoolClient } from 'pg';
import type * as Consumer from './consumer';
import { MOST_NAMED_STATEMENTS } from './named-statements';

let db: TestDatabase;
let pool: Pool;
let client: PoolClient;
let contextFor: typeof Consumer.contextFor;

beforeAll(async () => {
  db = await createTestDatabase('named_statements');
  pool = createPool(db.url, { max: 1 });
});

// The statements' names are the process's, their preparation the connection's: each test starts with a
// process that has named none (a fresh module), a connection that has prepared none, and a table of its own.
beforeEach(async () => {
  jest.resetModules();
  ({ contextFor } = jest.requireActual<typeof Consumer>('./consumer'));
  client = await pool.connect();
  await client.query('DROP TABLE IF EXISTS probes');
  await client.query('CREATE TABLE probes (id int PRIMARY KEY)');
  await client.query('INSERT INTO probes VALUES (1), (2)');
});

afterEach(() => client.release(true));

afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** The statements prepared on the connection, as Postgres lists them. */
const prepared = async (): Promise<string[]> =>
  (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((r) => r.statement);

describe("a live batch's statements", () => {
  it('are prepared once on a connection and used again by the next batch', async () => {
    const text = 'SELECT id FROM probes WHERE id = $1';
    expect((await contextFor(client, 'live', 'UTC').db.query(text, [1])).rows).toEqual([{ id: 1 }]);
    expect((await contextFor(client, 'live', 'UTC').db.query(text, [2])).rows).toEqual([{ id: 2 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it("are not named in a replay's fill, which runs each once for thousands of events", async () => {
    const text = 'SELECT count(*)::int AS n FROM probes WHERE id > $1';
    expect((await contextFor(client, 'replay', 'UTC').db.query(text, [0])).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).not.toContain(text);
  });

  it('are prepared again after a migration changes what they answer, failing only the batch that met the change', async () => {
    const text = 'SELECT * FROM probes WHERE id = $1';
    expect((await contextFor(client, 'live', 'UTC').db.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await client.query('ALTER TABLE probes ADD COLUMN note text');
    await expect(contextFor(client, 'live', 'UTC').db.query(text, [1])).rejects.toThrow('cached plan must not change result type');
    expect((await contextFor(client, 'live', 'UTC').db.query(text, [1])).rows).toEqual([{ id: 1, note: null }]);
  });

  it(`leave texts past the ${MOST_NAMED_STATEMENTS}th unnamed, so texts made from data cannot prepare without end`, async () => {
    const before = (await prepared()).length;
    const run = async (n: number) => expect((await contextFor(client, 'live', 'UTC').db.query(`SELECT $1::int + ${n} AS n`, [1])).rows).toEqual([{ n: n + 1 }]);
    for (let n = 0; n < MOST_NAMED_STATEMENTS; n++) await run(n);
    const full = (await prepared()).length;
    for (let n = MOST_NAMED_STATEMENTS; n < MOST_NAMED_STATEMENTS + 20; n++) await run(n);
    expect(full).toBeGreaterThan(before);
    expect((await prepared()).length).toBe(full);
  });
});
