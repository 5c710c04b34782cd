import { factMetadata, type RecordedMetadata } from '@pitchlens/contracts';
import { until } from '../../../worker/test/child-process';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { Client, type Pool, type PoolClient } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { WrongExpectedVersionError } from './errors';
import { COMMON_EVENT_TYPES, EventReader, type LogPage } from './event-reader';
import { EventStore } from './event-store';
import { readLog, readLogUntilSeen } from './test-support/read-log';
import { type Checkpoint, type NewEvent, type RecordedEvent } from './types';

let db: TestDatabase;
let pool: Pool;
let store: EventStore;
let reader: EventReader;

beforeAll(async () => {
  db = await createTestDatabase('event_store');
  pool = createPool(db.url, { max: 20 });
  store = new EventStore(pool);
  reader = new EventReader(pool);
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

const event = (data: unknown = {}, eventId = uuidv7()): NewEvent => ({
  eventId,
  type: 'TestHappened',
  schemaVersion: 1,
  data,
  metadata: factMetadata({ correlationId: 'test', causationId: null }),
});

const stream = () => `test-${uuidv7()}`;

const readAll = (from?: Checkpoint) => readLog(reader, from);
const readUntilSeen = (from: Checkpoint, ids: string[]) => readLogUntilSeen(reader, from, ids);
/**
 * A read's horizon can sit a moment below events an earlier read saw (a
 * transaction of another database that ends while the horizon is worked out
 * counts as one of this database's; it only delays a reader), so a test that
 * asserts what a read shows reads again until it shows it.
 */
const READ_SHORT = 'the reader to show what an earlier read saw';
const WAIT_MS = 20_000;

/** Inserts one event in a transaction the test keeps open, as a slow writer would. */
async function insertHeldOpen(streamId: string, eventId = uuidv7()): Promise<{ client: PoolClient; eventId: string }> {
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ($1, $2, 1, 'TestHappened', '{}')`,
    [eventId, streamId],
  );
  return { client, eventId };
}

async function commit(client: PoolClient): Promise<void> {
  await client.query('COMMIT');
  client.release();
}

describe('immutability', () => {
  it.each([
    ['UPDATE', `UPDATE event_store.events SET type = 'Changed'`],
    ['DELETE', `DELETE FROM event_store.events`],
    ['TRUNCATE', `TRUNCATE event_store.events`],
  ])('rejects %s', async (operation, sql) => {
    await store.append({ streamId: stream(), events: [event()] });
    await expect(pool.query(sql)).rejects.toThrow(`append-only: ${operation} is not allowed`);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'Changed'`);
    expect(rows[0].n).toBe(0);
  });
});

describe('append', () => {
  it('stores a repeated event id once and answers the repeat as a duplicate', async () => {
    const streamId = stream();
    const id = uuidv7();
    const first = await store.append({ streamId, events: [event({ n: 1 }, id)] });
    const again = await store.append({ streamId, events: [event({ n: 1 }, id)] });
    const concurrent = await Promise.all([1, 2, 3].map(() => store.append({ streamId, events: [event({}, id)] })));
    expect(first.status).toBe('appended');
    expect(again).toEqual({ status: 'duplicate', eventIds: [id] });
    expect(concurrent.every((r) => r.status === 'duplicate')).toBe(true);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM event_store.events WHERE event_id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });

  it('answers a repeat that shares a batch with new calls as a duplicate, and still writes the new ones', async () => {
    const streamId = stream();
    const stored = uuidv7();
    await store.append({ streamId, events: [event({ n: 1 }, stored)] });
    const results = await Promise.all([
      store.append({ streamId, events: [event({ n: 2 })] }),
      store.append({ streamId, events: [event({ n: 1 }, stored)] }),
      store.append({ streamId: stream(), events: [event({ n: 3 })] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['appended', 'duplicate', 'appended']);
    expect(results[0]).toMatchObject({ events: [{ streamPosition: 2 }] });
    expect((await reader.readStream(streamId)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('treats the same id sent twice in one batch as one event', async () => {
    const id = uuidv7();
    const results = await Promise.all([
      store.append({ streamId: stream(), events: [event({}, id)] }),
      store.append({ streamId: stream(), events: [event({}, id)] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['appended', 'duplicate']);
  });

  it('rejects a stale expected version and writes nothing of that call', async () => {
    const streamId = stream();
    await store.append({ streamId, expectedVersion: 'no_stream', events: [event(), event()] });
    await expect(store.append({ streamId, expectedVersion: 'no_stream', events: [event()] })).rejects.toThrow(WrongExpectedVersionError);
    await expect(store.append({ streamId, expectedVersion: 1, events: [event()] })).rejects.toMatchObject({
      streamId,
      expected: 1,
      actual: 2,
    });
    const ok = await store.append({ streamId, expectedVersion: 2, events: [event()] });
    expect(ok).toMatchObject({ status: 'appended', events: [{ streamPosition: 3 }] });
    expect((await reader.readStream(streamId)).map((e) => e.streamPosition)).toEqual([1, 2, 3]);
  });

  it('lets exactly one of two racing writers with the same expected version win', async () => {
    const streamId = stream();
    await store.append({ streamId, events: [event()] });
    const other = new EventStore(pool); // a second API process
    const results = await Promise.allSettled([
      store.append({ streamId, expectedVersion: 1, events: [event()] }),
      other.append({ streamId, expectedVersion: 1, events: [event()] }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await reader.readStream(streamId)).toHaveLength(2);
  });

  it('appends to several streams atomically: one stale stream fails the whole call', async () => {
    const taken = stream();
    const fresh = stream();
    await store.append({ streamId: taken, events: [event()] });
    await expect(
      store.append([
        { streamId: fresh, events: [event()] },
        { streamId: taken, expectedVersion: 'no_stream', events: [event()] },
      ]),
    ).rejects.toThrow(WrongExpectedVersionError);
    expect(await reader.readStream(fresh)).toHaveLength(0);
  });

  it('groups concurrent callers into shared transactions and answers each with its own positions', async () => {
    const streamIds = [stream(), stream(), stream()];
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => store.append({ streamId: streamIds[i % 3], events: [event({ i })] })),
    );
    const { rows } = await pool.query(
      `SELECT count(*)::int AS events, count(DISTINCT transaction_id)::int AS transactions
         FROM event_store.events WHERE stream_id = ANY($1)`,
      [streamIds],
    );
    expect(rows[0].events).toBe(300);
    expect(rows[0].transactions).toBeLessThan(30);
    for (const streamId of streamIds) {
      expect((await reader.readStream(streamId)).map((e) => e.streamPosition)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    }
    expect(results.every((r) => r.status === 'appended' && r.events[0].globalPosition)).toBe(true);
  });

  it('keeps positions gap-free when two processes append to the same streams concurrently', async () => {
    const streamIds = [stream(), stream()];
    const other = new EventStore(pool);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? store : other).append({ streamId: streamIds[i % 2 === 0 ? 0 : 1], events: [event()] })),
    );
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? other : store).append({ streamId: streamIds[i % 2], events: [event()] })),
    );
    for (const streamId of streamIds) {
      expect((await reader.readStream(streamId)).map((e) => e.streamPosition)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    }
  });

  it('fails only the caller whose data Postgres refuses, not the others in its batch', async () => {
    const streamId = stream();
    const results = await Promise.allSettled([
      store.append({ streamId, events: [event({ ok: 1 })] }),
      store.append({ streamId, events: [event({ bad: 'nul\u0000byte' })] }),
      store.append({ streamId, events: [event({ ok: 2 })] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await reader.readStream(streamId)).map((e) => e.data)).toEqual([{ ok: 1 }, { ok: 2 }]);
  });
});

describe('reader', () => {
  it('never passes an event whose transaction commits after a later-positioned one', async () => {
    const { checkpoint: before } = await readAll();
    const slow = await insertHeldOpen(stream()); // takes the lower position, commits last
    const fast = await store.append({ streamId: stream(), events: [event()] });
    const fastPosition = fast.status === 'appended' ? BigInt(fast.events[0].globalPosition) : 0n;

    const whileOpen = await readAll(before);
    expect(whileOpen.events.map((e) => e.eventId)).not.toContain(slow.eventId);
    // A reader that trusted positions alone would now be past the slow event for good.
    const { rows } = await pool.query<{ position: string }>('SELECT global_position::text AS position FROM event_store.events WHERE event_id = $1', [
      (fast as { events: { eventId: string }[] }).events[0].eventId,
    ]);
    expect(BigInt(rows[0].position)).toBe(fastPosition);

    await commit(slow.client);
    const fastId = (fast as { events: { eventId: string }[] }).events[0].eventId;
    const after = await readUntilSeen(whileOpen.checkpoint, [slow.eventId, ...(whileOpen.events.some((e) => e.eventId === fastId) ? [] : [fastId])]);
    const ids = [...whileOpen.events, ...after.events].map((e) => e.eventId);
    expect(ids.filter((id) => id === slow.eventId)).toHaveLength(1);
    expect(ids).toContain(fastId);
  });

  it('returns every event exactly once while writers commit out of order', async () => {
    const { checkpoint: start } = await readAll();
    const expected = new Set<string>();
    const seen: string[] = [];
    let checkpoint = start;
    let writing = true;

    // Readers poll while slow raw transactions and batched appends interleave.
    const readLoop = (async () => {
      while (writing || seen.length < expected.size) {
        const page = await reader.readAfter(checkpoint, 50);
        seen.push(...page.events.map((e) => e.eventId));
        checkpoint = page.checkpoint;
        if (page.events.length === 0) await new Promise((r) => setImmediate(r));
      }
    })();

    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let round = 0; round < 10; round++) {
        const held = await insertHeldOpen(stream());
        expected.add(held.eventId);
        const batch = await Promise.all(
          Array.from({ length: 5 }, () => store.append({ streamId: stream(), events: [event({ w, round })] })),
        );
        batch.forEach((r) => r.status === 'appended' && expected.add(r.events[0].eventId));
        // Commit the held transaction only after later ones have committed.
        if ((w + round) % 3 === 0) await new Promise((r) => setTimeout(r, (w * 7 + round * 3) % 20));
        await commit(held.client);
      }
    });
    await Promise.all(writers);
    writing = false;
    await readLoop;

    expect(seen).toHaveLength(expected.size);
    expect(new Set(seen)).toEqual(expected);
  });
});

describe('reader pages', () => {
  it('never splits the events of one append across pages, and filters by type', async () => {
    const { checkpoint: start } = await readAll();
    const streamId = stream();
    await store.append({ streamId, events: [event({ n: 1 }), event({ n: 2 }), event({ n: 3 })] });
    const last = event({ n: 4 });
    await store.append({ streamId, events: [{ ...last, type: 'OtherHappened' }] });
    await readUntilSeen(start, [last.eventId]);
    // Pages of one from the start: an earlier test's event may come first, then the whole first append.
    let page!: LogPage;
    await until(async () => {
      page = await reader.readAfter(start, 1);
      while (page.events.length > 0 && page.events[0].streamId !== streamId) page = await reader.readAfter(page.checkpoint, 1);
      return page.events.length > 0;
    }, READ_SHORT, WAIT_MS);
    expect(page.events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
    let rest!: LogPage;
    await until(async () => (rest = await reader.readAfter(page.checkpoint, 10, { types: ['OtherHappened'] })).events.length > 0, READ_SHORT, WAIT_MS);
    expect(rest.events.map((e) => e.type)).toEqual(['OtherHappened']);
    expect((await reader.readAfter(start, 10, { types: ['Nothing'] })).events).toEqual([]);
  });
});

describe('reader order', () => {
  it('pages through positions in numeric order (10 after 9, not after 1)', async () => {
    const { checkpoint: start } = await readAll();
    const appended = await Promise.all(Array.from({ length: 120 }, (_, i) => store.append({ streamId: stream(), events: [event({ i })] })));
    const expected = appended.flatMap((r) => (r.status === 'appended' ? r.events.map((e) => e.eventId) : []));
    await readUntilSeen(start, expected);
    let seen: RecordedEvent[] = [];
    await until(async () => {
      seen = [];
      let checkpoint = start;
      for (let page = await reader.readAfter(checkpoint, 7); page.events.length > 0; page = await reader.readAfter(checkpoint, 7)) {
        seen.push(...page.events);
        checkpoint = page.checkpoint;
      }
      return expected.every((id) => seen.some((e) => e.eventId === id));
    }, READ_SHORT, WAIT_MS);
    expect(seen.map((e) => e.eventId).filter((id) => expected.includes(id)).sort()).toEqual([...expected].sort());
    const order = seen.map((e) => [BigInt(e.transactionId), BigInt(e.globalPosition)] as const);
    order.slice(1).forEach(([tx, pos], i) => expect(tx > order[i][0] || (tx === order[i][0] && pos > order[i][1])).toBe(true));
  });
});

describe('reader checkpoints', () => {
  it('moves a reader of rare types past the other events it looked at', async () => {
    const { checkpoint: start } = await readAll();
    const appended = [event(), event()];
    await store.append({ streamId: stream(), events: appended });
    await readUntilSeen(start, appended.map((e) => e.eventId));
    let none!: LogPage;
    await until(async () => (none = await reader.readAfter(start, 10, { types: ['Rare'] })).checkpoint.globalPosition !== start.globalPosition, READ_SHORT, WAIT_MS);
    expect(none.events).toEqual([]);
    expect(BigInt(none.checkpoint.globalPosition)).toBeGreaterThan(BigInt(start.globalPosition));
    // Nothing before the new checkpoint is left for a reader of every type.
    expect((await reader.readAfter(none.checkpoint, 10)).events).toEqual([]);
  });

  it.each([
    ['rare types', ['Rare']],
    ['common types', ['PageViewed', 'Rare']],
  ])('keeps a reader of %s paging through a full page of other types, and hands it only its own', async (_, types) => {
    const { checkpoint: start } = await readAll();
    // Four of a rarer type no reader here asks for, then one of the reader's own.
    const others = Array.from({ length: 4 }, () => event());
    const mine = { ...event(), type: types[0] };
    await store.append({ streamId: stream(), events: others });
    await store.append({ streamId: stream(), events: [mine] });
    await readUntilSeen(start, [mine.eventId]);
    // The pages are read again from the start until they reach `mine` (READ_SHORT says why).
    let pages: LogPage[] = [];
    await until(async () => {
      let page = await reader.readAfter(start, 2, { types });
      pages = [page];
      while (page.more) pages.push((page = await reader.readAfter(page.checkpoint, 2, { types })));
      return pages.some((p) => p.events.length > 0);
    }, READ_SHORT, WAIT_MS);
    expect(pages.flatMap((p) => p.events).map((e) => e.eventId)).toEqual([mine.eventId]);
    // The first page ended inside nothing of its own and still said more was readable.
    expect(pages[0]).toMatchObject({ events: [], more: true });
    expect(BigInt(pages[0].checkpoint.globalPosition)).toBeGreaterThan(BigInt(start.globalPosition));
  });

  it('hands a reader with a kept condition only the rows that meet it, whole, in the same pages, and counts the rest of its types', async () => {
    const { checkpoint: start } = await readAll();
    const of = (type: string, keep: boolean): NewEvent => ({ ...event({ keep }), type });
    // The first transaction outruns a page of 2: the rest of it is read after the page.
    const appends = [
      [of('TestHappened', true), of('TestHappened', false), of('OtherHappened', true)],
      [of('TestHappened', false)],
      [of('Unwanted', false)],
      [of('OtherHappened', false)],
      [of('TestHappened', true)],
    ];
    for (const events of appends) await store.append({ streamId: stream(), events });
    const all = appends.flat();
    await readUntilSeen(start, all.map((e) => e.eventId));
    const types = ['TestHappened', 'OtherHappened'];
    const kept = { name: 'test-keep', sql: `(e.data->>'keep')::boolean` };
    const pagesOf = async (options: Parameters<EventReader['readAfter']>[2]) => {
      let page = await reader.readAfter(start, 2, options);
      const pages = [page];
      while (page.more) pages.push((page = await reader.readAfter(page.checkpoint, 2, options)));
      return pages;
    };
    let whole: LogPage[] = [];
    await until(async () => (whole = await pagesOf({ types })).flatMap((p) => p.events).length === 6, READ_SHORT, WAIT_MS);
    const narrowed = await pagesOf({ types, kept });
    expect(narrowed.map((p) => p.checkpoint)).toEqual(whole.map((p) => p.checkpoint));
    const wholeEvents = whole.flatMap((p) => p.events);
    expect(narrowed.flatMap((p) => p.events)).toEqual(wholeEvents.filter((e) => (e.data as { keep: boolean }).keep));
    expect(narrowed.map((p) => p.passed)).toEqual(whole.map((p) => p.events.filter((e) => !(e.data as { keep: boolean }).keep).length));
    expect(narrowed.reduce((sum, p) => sum + (p.passed ?? 0), 0)).toBe(3);
  });

  it("hands readers no metadata a consumer does not read, which the stream's own read keeps", async () => {
    const { checkpoint: start } = await readAll();
    const metadata = { ...factMetadata({ correlationId: 'test', causationId: 'cause' }), sessionId: 'session-unconsumed', userAgent: 'Mozilla/5.0', ipHash: 'hash' };
    const appended = { ...event(), metadata };
    const streamId = stream();
    await store.append({ streamId, events: [appended] });
    const page = await readUntilSeen(start, [appended.eventId]);
    const read = page.events.find((e) => e.eventId === appended.eventId)!.metadata as RecordedMetadata;
    expect(read).toMatchObject({ correlationId: 'test', sessionId: 'session-unconsumed', causationId: null, userAgent: null, ipHash: null });
    const [whole] = await reader.readStream(streamId);
    expect(whole.metadata).toMatchObject({ causationId: 'cause', userAgent: 'Mozilla/5.0', ipHash: 'hash' });
  });

  it('reads rare types with the condition of their partial index, so the planner can walk it', async () => {
    const { rows } = await pool.query<{ definition: string }>(`SELECT pg_get_indexdef('event_store.events_rare_read_order'::regclass) AS definition`);
    const listed = /type <> ALL \(ARRAY\[(.*)\]\)/.exec(rows[0].definition)?.[1];
    expect(listed?.split(', ').map((item) => item.replace(/^'(.*)'::text$/, '$1'))).toEqual([...COMMON_EVENT_TYPES]);
  });

  it('is not held back by a transaction held open in another database', async () => {
    const neighbour = await createTestDatabase('event_store_neighbour');
    const elsewhere = new Client({ connectionString: neighbour.url });
    await elsewhere.connect();
    try {
      const { checkpoint: start } = await readAll();
      // An id of its own and nothing written: a transaction the server counts as running until it ends.
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const appended = event();
      expect((await store.append({ streamId: stream(), events: [appended] })).status).toBe('appended');
      // `start` itself may have been read a moment short, before an earlier test's last events.
      let page!: LogPage;
      await until(async () => (page = await reader.readAfter(start, 10)).events.some((e) => e.eventId === appended.eventId), READ_SHORT, WAIT_MS);
      expect(page.events.map((e) => e.eventId)).toContain(appended.eventId);
    } finally {
      await elsewhere.end();
      await neighbour.drop();
    }
  });

  it('does not move past an event whose transaction is still open', async () => {
    const { checkpoint: start } = await readAll();
    const held = await insertHeldOpen(stream());
    await store.append({ streamId: stream(), events: [event()] });
    const page = await reader.readAfter(start, 10, { types: ['Rare'] });
    await commit(held.client);
    const after = await readUntilSeen(page.checkpoint, [held.eventId]);
    expect(after.events.map((e) => e.eventId)).toContain(held.eventId);
  });
});
