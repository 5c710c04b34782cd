import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { logRowsReadBy } from '../test-support/log-rows-read';
import { projectorStatus } from './status';

/** A projector's status counts the events after its checkpoint, and reads only those. */
let db: TestDatabase;
let pool: Pool;
const projector = { name: 'contacts', eventTypes: ['TestHappened'] };

beforeAll(async () => {
  db = await createTestDatabase('projector_status');
  // One connection: the rows it reads are counted on it.
  pool = createPool(db.url, { max: 1 });
  for (let from = 0; from < 20_000; from += 500) {
    await pool.query(
      `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data)
       SELECT gen_random_uuid(), 'test-' || n, 1, CASE WHEN n % 10 = 0 THEN 'OtherHappened' ELSE 'TestHappened' END, '{}'
         FROM generate_series($1::int + 1, $1::int + 500) AS n`,
      [from],
    );
  }
  await pool.query('ANALYZE event_store.events');
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** The checkpoint on the `n`th event of the log, in read order. */
async function checkpointAt(n: number): Promise<void> {
  await pool.query(
    `INSERT INTO read_model.projector_checkpoints (name, transaction_id, global_position, events_applied)
     SELECT $1, transaction_id, global_position, $2::bigint FROM event_store.events ORDER BY transaction_id, global_position OFFSET $2::bigint - 1 LIMIT 1
     ON CONFLICT (name) DO UPDATE SET transaction_id = excluded.transaction_id, global_position = excluded.global_position, events_applied = excluded.events_applied`,
    [projector.name, n],
  );
}

it.each([
  ['caught up', 20_000, 0],
  ['behind', 15_000, 4_500],
])('counts the events of its types after its checkpoint when %s, reading no others', async (_, at, behind) => {
  await checkpointAt(at);
  const { result: status, rows: read } = await logRowsReadBy(pool, () => projectorStatus(pool, projector));
  expect(status).toMatchObject({ eventsApplied: at, eventsBehind: behind });
  expect(status.secondsBehind > 0).toBe(behind > 0);
  expect(read).toBeLessThanOrEqual(20_000 - at + 10);
});

it('counts every event of its types before its first batch', async () => {
  await pool.query(`DELETE FROM read_model.projector_checkpoints WHERE name = $1`, [projector.name]);
  await expect(projectorStatus(pool, projector)).resolves.toMatchObject({ checkpoint: { transactionId: '0', globalPosition: '0' }, eventsApplied: 0, eventsBehind: 18_000, updatedAt: null });
});
