import { factMetadata } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { WrongExpectedVersionError } from './errors';
import { EventReader } from './event-reader';
import { EventStore } from './event-store';
import { extendPartitions, listPartitions, PARTITION_MONTHS_AHEAD } from './partitions';
import { monthName, monthStart } from './test-support/months';
import { readLog, readLogUntilSeen } from './test-support/read-log';
import type { NewEvent } from './types';

/**
 * The log partitioned by month (README "The event log"): ids and stream
 * positions stay unique across months, the reader misses nothing across a
 * month's end, every partition refuses changes, and months are made ahead.
 * Events of past months are written with SQL: the store stamps now().
 */
let db: TestDatabase;
let pool: Pool;
let store: EventStore;
let reader: EventReader;

beforeAll(async () => {
  db = await createTestDatabase('partitioned_log');
  pool = createPool(db.url, { max: 10 });
  store = new EventStore(pool);
  reader = new EventReader(pool);
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

const event = (eventId = uuidv7()): NewEvent => ({ eventId, type: 'TestHappened', schemaVersion: 1, data: {}, metadata: factMetadata({ correlationId: 'test', causationId: null }) });
const stream = () => `test-${uuidv7()}`;

/** An event recorded at `at`, as an import would write it. `db` lets a test hold its transaction open. */
async function insertAt(at: Date, streamId: string, eventId = uuidv7(), position = 1, db: Pick<Pool, 'query'> = pool): Promise<string> {
  await db.query(`INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, recorded_at) VALUES ($1, $2, $3, 'TestHappened', '{}', $4)`, [
    eventId,
    streamId,
    position,
    at,
  ]);
  return eventId;
}

const copies = async (eventId: string) => (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE event_id = $1`, [eventId])).rows[0].n;

describe('exactly once across months', () => {
  it('answers an append of an id stored in another month as a duplicate, and refuses a second row of it', async () => {
    const eventId = await insertAt(new Date(monthStart(-2).getTime() + 3_600_000), stream());
    await expect(store.append({ streamId: stream(), events: [event(eventId)] })).resolves.toEqual({ status: 'duplicate', eventIds: [eventId] });
    await expect(insertAt(new Date(), stream(), eventId)).rejects.toMatchObject({ code: '23505' });
    expect(await copies(eventId)).toBe(1);
  });

  it('counts a stream’s positions from its events in earlier months', async () => {
    const streamId = stream();
    await insertAt(monthStart(-1), streamId);
    await expect(store.append({ streamId, expectedVersion: 'no_stream', events: [event()] })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const appended = await store.append({ streamId, expectedVersion: 1, events: [event()] });
    expect(appended).toMatchObject({ status: 'appended', events: [{ streamPosition: 2 }] });
    await expect(insertAt(new Date(), streamId, uuidv7(), 2)).rejects.toMatchObject({ code: '23505' });
  });
});

describe('the reader across a month’s end', () => {
  it('passes no event of last month whose transaction commits after this month’s', async () => {
    const { checkpoint: start } = await readLog(reader);
    const slow = await pool.connect();
    await slow.query('BEGIN');
    // Takes the lower position, in last month's partition, and commits last.
    const late = await insertAt(new Date(monthStart(0).getTime() - 1000), stream(), uuidv7(), 1, slow);
    const appended = await store.append({ streamId: stream(), events: [event()] });
    const early = appended.status === 'appended' ? appended.events[0].eventId : '';

    const whileOpen = await readLog(reader, start);
    expect(whileOpen.events.map((e) => e.eventId)).not.toContain(late);
    await slow.query('COMMIT');
    slow.release();
    const after = await readLogUntilSeen(reader, whileOpen.checkpoint, [late, ...(whileOpen.events.some((e) => e.eventId === early) ? [] : [early])]);

    const ids = [...whileOpen.events, ...after.events].map((e) => e.eventId);
    expect(ids.filter((id) => id === late)).toHaveLength(1);
    expect(ids.filter((id) => id === early)).toHaveLength(1);
  });
});

describe('append-only on every partition', () => {
  it.each([
    ['UPDATE', (table: string) => `UPDATE event_store.${table} SET type = 'Changed'`],
    ['DELETE', (table: string) => `DELETE FROM event_store.${table}`],
    ['TRUNCATE', (table: string) => `TRUNCATE event_store.${table}`],
  ])('refuses %s of a month, and of the keys', async (operation, sql) => {
    await store.append({ streamId: stream(), events: [event()] });
    await expect(pool.query(sql(monthName(0)))).rejects.toThrow(`event_store.events is append-only: ${operation} is not allowed`);
    await expect(pool.query(sql('event_keys').replace(`type = 'Changed'`, `stream_id = 'changed'`))).rejects.toThrow(`event_store.event_keys is append-only: ${operation} is not allowed`);
    expect((await pool.query(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'Changed'`)).rows[0].n).toBe(0);
  });

  it('lets an erasure rename a stream in an earlier month, and the keys follow it', async () => {
    const [named, erased] = [stream(), stream()];
    const eventId = await insertAt(monthStart(-1), named);
    const { rows } = await pool.query<{ position: string }>(`SELECT global_position::text AS position FROM event_store.events WHERE event_id = $1`, [eventId]);
    await pool.query(`SELECT event_store.erase_personal_fields(gen_random_uuid(), ARRAY[$1::bigint], ARRAY[$2], ARRAY['{}'::jsonb], ARRAY['{}'::jsonb])`, [rows[0].position, erased]);

    const keys = await pool.query(`SELECT stream_id, stream_position FROM event_store.event_keys WHERE event_id = $1`, [eventId]);
    expect(keys.rows).toEqual([{ stream_id: erased, stream_position: 1 }]);
    await expect(store.append({ streamId: named, expectedVersion: 'no_stream', events: [event()] })).resolves.toMatchObject({ status: 'appended' });
    await expect(store.append({ streamId: erased, expectedVersion: 'no_stream', events: [event()] })).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });
});

describe('months made ahead', () => {
  it(`holds this month and the next ${PARTITION_MONTHS_AHEAD}, and making them again makes nothing`, async () => {
    const months = (await listPartitions(pool)).map((p) => p.from?.getTime());
    for (let offset = 0; offset <= PARTITION_MONTHS_AHEAD; offset++) expect(months).toContain(monthStart(offset).getTime());
    expect(await extendPartitions(pool)).toBe(0);
  });
});
