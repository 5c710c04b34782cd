import { factMetadata } from '@pitchlens/contracts';
import { createDataSource, createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { EventStore } from './event-store';
import { ARCHIVE_SCHEMA, detachMonthsBefore, listPartitions } from './partitions';
import { monthName, monthStart } from './test-support/months';

/**
 * The partitioned log's life (README "The event log"): the migration moves a
 * log of several months unchanged and back, old months are detached for
 * archive, and an append that finds no month for now makes it.
 */
let db: TestDatabase;
let pool: Pool;
let migrations: DataSource;

beforeAll(async () => {
  db = await createTestDatabase('log_months');
  pool = createPool(db.url, { max: 4 });
  migrations = createDataSource(db.url);
  await migrations.initialize();
});

afterAll(async () => {
  await migrations.destroy();
  await pool.end();
  await db.drop();
});

const event = (eventId = uuidv7()) => ({ eventId, type: 'TestHappened', schemaVersion: 1, data: {}, metadata: factMetadata({ correlationId: 'test', causationId: null }) });

const HOUR_MS = 3_600_000;

/** Every column of every event, as text where JSON would lose it. */
const log = async () =>
  (
    await pool.query(
      `SELECT global_position::text, transaction_id::text, event_id::text, stream_id, stream_position, type, schema_version, data, metadata, recorded_at
         FROM event_store.events ORDER BY global_position`,
    )
  ).rows;

/** An event recorded at `at`, each in a transaction of its own but the last two, which share one. */
async function writeLog(times: Date[]): Promise<string[]> {
  const ids = times.map(() => uuidv7());
  const insert = `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata, recorded_at)
    SELECT id, 'moved-' || id, 1, 'TestHappened', jsonb_build_object('n', n), '{"sessionId": "s"}', at FROM unnest($1::uuid[], $2::timestamptz[]) WITH ORDINALITY AS r(id, at, n)`;
  for (let i = 0; i < times.length - 2; i++) await pool.query(insert, [[ids[i]], [times[i]]]);
  await pool.query(insert, [ids.slice(-2), times.slice(-2)]);
  return ids;
}

/** Undoes the migrations after the partitioning one, and it: the log back to one table. */
async function undoPartitioning(): Promise<void> {
  for (;;) {
    const [last] = await migrations.query(`SELECT name FROM schema_migrations ORDER BY id DESC LIMIT 1`);
    await migrations.undoLastMigration({ transaction: 'each' });
    if (last.name.startsWith('PartitionedEvents')) return;
  }
}

describe('the migration', () => {
  it('moves a log of several months unchanged, positions going on after the last one used, and back again', async () => {
    await undoPartitioning();
    const times = [monthStart(-4), new Date(monthStart(-3).getTime() + HOUR_MS), new Date(monthStart(-1).getTime() - 1), new Date(), new Date()];
    const ids = await writeLog(times);
    // A refused append uses a position all the same.
    await expect(pool.query(`INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ($1, 'other', 1, 'TestHappened', '{}')`, [ids[0]])).rejects.toMatchObject({
      code: '23505',
    });
    const before = await log();

    await migrations.runMigrations({ transaction: 'each' });
    expect(await log()).toEqual(before);
    const partitions = await listPartitions(pool);
    expect(partitions[0]).toMatchObject({ name: 'events_before', from: null, to: monthStart(-4) });
    expect(partitions.map((p) => p.name)).toEqual(['events_before', ...[-4, -3, -2, -1, 0, 1, 2, 3].map(monthName)]);
    const keys = await pool.query(`SELECT event_id::text, stream_id, stream_position FROM event_store.event_keys ORDER BY event_id`);
    expect(keys.rows).toEqual(before.map((e) => ({ event_id: e.event_id, stream_id: e.stream_id, stream_position: 1 })).sort((a, b) => a.event_id.localeCompare(b.event_id)));
    const next = await new EventStore(pool).append({ streamId: 'after', events: [event()] });
    expect(next).toMatchObject({ status: 'appended', events: [{ globalPosition: String(Number(before.at(-1).global_position) + 2) }] });

    const partitioned = await log();
    await undoPartitioning();
    expect(await log()).toEqual(partitioned);
    await expect(pool.query(`INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ($1, 'other', 1, 'TestHappened', '{}')`, [ids[0]])).rejects.toMatchObject({
      constraint: 'events_event_id_unique',
    });
    await migrations.runMigrations({ transaction: 'each' });
    expect(await log()).toEqual(partitioned);
  });
});

describe('detaching', () => {
  it('moves the months that ended by the cutoff to the archive, where they refuse changes, and keeps their ids taken', async () => {
    const partitionedBefore = await log();
    const detached = await detachMonthsBefore(pool, monthStart(-2));
    expect(detached.map((p) => p.name)).toEqual(['events_before', monthName(-4), monthName(-3)]);

    const kept = await log();
    expect(kept).toEqual(partitionedBefore.filter((e) => e.recorded_at >= monthStart(-2)));
    const archived = await pool.query<{ event_id: string }>(`SELECT event_id::text FROM ${ARCHIVE_SCHEMA}.${monthName(-4)}`);
    expect(archived.rows).toEqual([{ event_id: partitionedBefore[0].event_id }]);
    await expect(pool.query(`DELETE FROM ${ARCHIVE_SCHEMA}.${monthName(-4)}`)).rejects.toThrow('append-only: DELETE is not allowed');
    await expect(new EventStore(pool).append({ streamId: 'again', events: [event(partitionedBefore[0].event_id)] })).resolves.toMatchObject({ status: 'duplicate' });

    expect(await detachMonthsBefore(pool, monthStart(-2))).toEqual([]);
  });
});

describe('an append in a month not made yet', () => {
  it('makes the months it needs and is stored', async () => {
    // The log as a worker that stopped months ago left it: nothing made from this month on.
    for (const month of (await listPartitions(pool)).filter((p) => p.from && p.from >= monthStart(0))) {
      await pool.query(`ALTER TABLE event_store.events DETACH PARTITION event_store.${month.name}`);
      await pool.query(`DROP TABLE event_store.${month.name}`);
    }
    const appended = await new EventStore(pool).append({ streamId: 'late', events: [event()] });
    expect(appended).toMatchObject({ status: 'appended' });
    expect((await listPartitions(pool)).map((p) => p.name)).toEqual(expect.arrayContaining([0, 1, 2, 3].map(monthName)));
  });
});
