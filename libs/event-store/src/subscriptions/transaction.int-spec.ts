import { factMetadata } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool, PoolClient } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { EventReader } from '../event-reader';
import { EventStore } from '../event-store';
import type { Projector } from './consumer';
import { projectNextBatch } from './next-batch';
import { replay } from './replay';
import { inTransaction } from './transaction';

let db: TestDatabase;
let pool: Pool;
/** The server's own random_page_cost, which a transaction without settings keeps. */
let serverCost: string;

beforeAll(async () => {
  db = await createTestDatabase('transaction_settings');
  // One connection: what a transaction set must be gone when the next one gets it.
  pool = createPool(db.url, { max: 1 });
  serverCost = (await pool.query<{ random_page_cost: string }>('SHOW random_page_cost')).rows[0].random_page_cost;
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** Appends a `Probed` event to a stream of its own. */
const probed = () =>
  new EventStore(pool).append({
    streamId: `probe-${uuidv7()}`,
    events: [{ eventId: uuidv7(), type: 'Probed', schemaVersion: 1, data: {}, metadata: factMetadata({ correlationId: 'test', causationId: null }) }],
  });

/**
 * Projects every `Probed` event of the log live, so a replay after it reads
 * them all in its fill. The reader reads below the oldest transaction open
 * on the server, other tests' included: events are applied once those end.
 */
async function projectLive(on: Pool, reader: EventReader, projector: Projector): Promise<void> {
  const { rows } = await on.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'Probed'`);
  const deadline = Date.now() + 10_000;
  for (let applied = 0; applied < rows[0].n; ) {
    const batch = await projectNextBatch(on, reader, projector, 10);
    applied += batch.applied;
    if (batch.applied > 0) continue;
    if (Date.now() > deadline) throw new Error('the events were never read');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pageCost = async (db: PoolClient) => (await db.query<{ random_page_cost: string }>('SHOW random_page_cost')).rows[0].random_page_cost;

describe('a transaction', () => {
  it('holds its settings for itself alone', async () => {
    expect(serverCost).not.toBe('1.7');
    expect(await inTransaction(pool, pageCost)).toBe(serverCost);
    expect(await inTransaction(pool, pageCost, { settings: { random_page_cost: '1.7' } })).toBe('1.7');
    expect(await inTransaction(pool, pageCost)).toBe(serverCost);
  });

  it('of a replay filling shadow tables prices index probes as pages in memory; live batches keep the server setting', async () => {
    await probed();
    const seen: string[] = [];
    const projector: Projector = {
      name: 'probe_projector',
      eventTypes: ['Probed'],
      tables: [],
      version: 1,
      apply: async (_events, context) => void seen.push(`${context.filling ? 'filling' : 'live'} ${await pageCost(context.db)}`),
      erase: async () => undefined,
    };
    const reader = new EventReader(pool);
    await projectLive(pool, reader, projector);
    await replay(pool, reader, projector, { batchSize: 10 });
    // Live, the events may come in more than one batch, as other tests' transactions end.
    expect([...new Set(seen)]).toEqual([`live ${serverCost}`, 'filling 1.1']);
  });

  it('of a replay filling writes what is beside the batch on a connection of its own, with the same settings, into unlogged tables that go live logged', async () => {
    await pool.query('CREATE TABLE read_model.probe_rows (n int)');
    await probed();
    const seen: string[] = [];
    const backend = async (db: PoolClient) => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const persistence = async (db: PoolClient, table: string) => (await db.query<{ p: string }>(`SELECT relpersistence AS p FROM pg_class WHERE oid = $1::regclass`, [table])).rows[0].p;
    const projector: Projector = {
      name: 'probe_beside',
      eventTypes: ['Probed'],
      tables: ['probe_rows'],
      version: 1,
      apply: async (events, context) => {
        const own = await backend(context.db);
        await context.beside(async (db) => {
          seen.push(`${context.filling ? 'filling' : 'live'}: ${(await backend(db)) === own ? 'same' : 'another'} connection, ${await pageCost(db)}, ${await persistence(db, context.table('probe_rows'))}`);
          await db.query(`INSERT INTO ${context.table('probe_rows')} SELECT generate_series(1, $1::int)`, [events.length]);
        });
      },
      erase: async () => undefined,
    };
    // Two connections: the batch's, and the one beside it.
    const two = createPool(db.url, { max: 2 });
    try {
      const reader = new EventReader(two);
      await projectLive(two, reader, projector);
      const live = (await two.query<{ n: string }>('SELECT count(*) AS n FROM read_model.probe_rows')).rows[0].n;
      await replay(two, reader, projector, { batchSize: 10 });
      expect([...new Set(seen)]).toEqual([`live: same connection, ${serverCost}, p`, 'filling: another connection, 1.1, u']);
      // Rebuilt whole from the log, and logged once live.
      expect((await two.query<{ n: string }>('SELECT count(*) AS n FROM read_model.probe_rows')).rows[0].n).toBe(live);
      expect((await two.query<{ p: string }>(`SELECT relpersistence AS p FROM pg_class WHERE oid = 'read_model.probe_rows'::regclass`)).rows[0].p).toBe('p');
    } finally {
      await two.end();
    }
  });
});
