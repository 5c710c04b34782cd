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

/** Appends a `Probed` event with `data` to a stream of its own. */
const probed = (data: object = {}) =>
  new EventStore(pool).append({
    streamId: `probe-${uuidv7()}`,
    events: [{ eventId: uuidv7(), type: 'Probed', schemaVersion: 1, data, metadata: factMetadata({ correlationId: 'test', causationId: null }) }],
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

/** A projector of `Probed` events into `tables`, with `apply` and anything else `more` gives. */
const probeProjector = (name: string, tables: string[], apply: Projector['apply'], more: Partial<Projector> = {}): Projector => ({
  name,
  eventTypes: ['Probed'],
  tables,
  version: 1,
  apply,
  erase: async () => undefined,
  ...more,
});

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
    const projector = probeProjector('probe_projector', [], async (_events, context) => void seen.push(`${context.filling ? 'filling' : 'live'} ${await pageCost(context.db)}`));
    const reader = new EventReader(pool);
    await projectLive(pool, reader, projector);
    await replay(pool, reader, projector, { batchSize: 10 });
    // Live, the events may come in more than one batch, as other tests' transactions end.
    expect([...new Set(seen)]).toEqual([`live ${serverCost}`, 'filling 1.1']);
  });

  it('of a replay filling hands a projector with a replay condition only the events that meet it, and counts every event of its types', async () => {
    for (const keep of [true, false, false, true]) await probed({ keep });
    const handed: { filling: boolean; keep: boolean }[] = [];
    const projector = probeProjector('probe_condition', [], async (events, context) => void handed.push(...events.map((e) => ({ filling: context.filling, keep: (e.data as { keep?: boolean }).keep === true }))), {
      replayCondition: `(e.data->>'keep')::boolean`,
    });
    const reader = new EventReader(pool);
    await projectLive(pool, reader, projector);
    const live = handed.length;
    const done = await replay(pool, reader, projector, { batchSize: 3 });
    const filled = handed.slice(live).filter((h) => h.filling);
    expect(filled.length).toBeGreaterThanOrEqual(2);
    expect(filled.every((h) => h.keep)).toBe(true);
    // Live, the projector was handed every event: the replay applied as many.
    expect(done.applied).toBe(live);
  });

  it('of a replay filling writes what is beside the batch on a connection of its own, with the same settings, into unlogged tables that go live logged', async () => {
    await pool.query('CREATE TABLE read_model.probe_rows (n int)');
    await probed();
    const seen: string[] = [];
    const backend = async (db: PoolClient) => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const persistence = async (db: PoolClient, table: string) => (await db.query<{ p: string }>(`SELECT relpersistence AS p FROM pg_class WHERE oid = $1::regclass`, [table])).rows[0].p;
    const projector = probeProjector('probe_beside', ['probe_rows'], async (events, context) => {
      const own = await backend(context.db);
      await context.beside(async (db) => {
        seen.push(`${context.filling ? 'filling' : 'live'}: ${(await backend(db)) === own ? 'same' : 'another'} connection, ${await pageCost(db)}, ${await persistence(db, context.table('probe_rows'))}`);
        await db.query(`INSERT INTO ${context.table('probe_rows')} SELECT generate_series(1, $1::int)`, [events.length]);
      });
    });
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

  it('of a replay filling lets what is beside a batch go on beside the next batch, in order, and completes once the last has ended', async () => {
    await pool.query('CREATE TABLE read_model.probe_trailing (batch int)');
    for (let i = 0; i < 3; i++) await probed();
    const log: string[] = [];
    let batches = 0;
    let releaseFirst = () => undefined as void;
    // Released by the second batch; the timer only ends a wait the old order would make endless, so the test fails rather than hangs.
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
      setTimeout(resolve, 5_000).unref();
    });
    const apply: Projector['apply'] = async (_events, context) => {
      const batch = ++batches;
      log.push(`batch ${batch} applies`);
      if (batch === 2) releaseFirst();
      await context.beside(async (db) => {
        if (batch === 1) await firstHeld;
        await db.query(`INSERT INTO ${context.table('probe_trailing')} VALUES ($1)`, [batch]);
        log.push(`work ${batch} ends`);
      });
      log.push(`batch ${batch} ends`);
    };
    const completeShadow: Projector['completeShadow'] = async (context) => {
      const { rows } = await context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${context.table('probe_trailing')}`);
      log.push(`completed with ${rows[0].n} rows`);
    };
    const projector = probeProjector('probe_trailing', ['probe_trailing'], apply, { completeShadow });
    // The batch's connection, the one beside it, and the one still beside the batch before.
    const three = createPool(db.url, { max: 3 });
    try {
      const reader = new EventReader(three);
      // Every event readable first, so the fill reads them all, one a batch.
      await projectLive(three, reader, probeProjector('probe_readable', [], async () => undefined));
      await replay(three, reader, projector, { batchSize: 1 });
      const at = (line: string) => log.indexOf(line);
      expect(batches).toBeGreaterThanOrEqual(3);
      // The second batch began while the first one's work went on, and ended only after it.
      expect(at('batch 2 applies')).toBeLessThan(at('work 1 ends'));
      expect(at('work 1 ends')).toBeLessThan(at('batch 2 ends'));
      // Each batch's work in order, all of it before the fill completed.
      const works = log.filter((line) => line.startsWith('work '));
      expect(works).toEqual(Array.from({ length: batches }, (_, i) => `work ${i + 1} ends`));
      expect(log.at(-1)).toBe(`completed with ${batches} rows`);
      expect((await three.query<{ n: number }>('SELECT count(*)::int AS n FROM read_model.probe_trailing')).rows[0].n).toBe(batches);
    } finally {
      await three.end();
    }
  });

  it('of a replay filling fails the replay when what is beside a batch fails after the batch, whichever batch is last', async () => {
    await pool.query('CREATE TABLE read_model.probe_failing (batch int)');
    await pool.query('INSERT INTO read_model.probe_failing VALUES (0)');
    const failingAt = (failing: number): Projector => {
      let batches = 0;
      return probeProjector('probe_failing', ['probe_failing'], async (_events, context) => {
        const batch = ++batches;
        await context.beside(async (db) => {
          await db.query(`INSERT INTO ${context.table('probe_failing')} VALUES ($1)`, [batch]);
          if (batch === failing) throw new Error(`the work of batch ${batch} failed`);
        });
      });
    };
    const three = createPool(db.url, { max: 3 });
    try {
      const reader = new EventReader(three);
      const { rows } = await three.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'Probed'`);
      // The first batch's work fails while later batches are applied; the last batch's, when no batch follows it.
      for (const failing of [1, rows[0].n]) {
        await expect(replay(three, reader, failingAt(failing), { batchSize: 1 })).rejects.toThrow(`the work of batch ${failing} failed`);
        // The live table is as it was.
        expect((await three.query<{ batch: number }>('SELECT batch FROM read_model.probe_failing')).rows).toEqual([{ batch: 0 }]);
      }
    } finally {
      await three.end();
    }
  });
});
