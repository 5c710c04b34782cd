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

const pageCost = async (db: PoolClient) => (await db.query<{ random_page_cost: string }>('SHOW random_page_cost')).rows[0].random_page_cost;

describe('a transaction', () => {
  it('holds its settings for itself alone', async () => {
    expect(serverCost).not.toBe('1.7');
    expect(await inTransaction(pool, pageCost)).toBe(serverCost);
    expect(await inTransaction(pool, pageCost, { settings: { random_page_cost: '1.7' } })).toBe('1.7');
    expect(await inTransaction(pool, pageCost)).toBe(serverCost);
  });

  it('of a replay filling shadow tables prices index probes as pages in memory; live batches keep the server setting', async () => {
    await new EventStore(pool).append({
      streamId: 'probe',
      events: [{ eventId: uuidv7(), type: 'Probed', schemaVersion: 1, data: {}, metadata: factMetadata({ correlationId: 'test', causationId: null }) }],
    });
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
    // The reader reads below the oldest transaction open on the server, other tests' included: the event is applied once they end.
    const deadline = Date.now() + 10_000;
    while ((await projectNextBatch(pool, reader, projector, 10)).applied === 0) {
      if (Date.now() > deadline) throw new Error('the event was never read');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await replay(pool, reader, projector, { batchSize: 10 });
    expect(seen).toEqual([`live ${serverCost}`, 'filling 1.1']);
  });
});
