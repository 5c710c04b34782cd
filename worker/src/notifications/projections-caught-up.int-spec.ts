import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { allProjectors } from '../projections/projectors';
import { caughtUpWith } from './projections-caught-up';

/** Notifications wait for the read models: caught up means every projector has applied every event of its types recorded before then. */
let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase('projections_caught_up');
  pool = createPool(db.url, { max: 2 });
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

/**
 * An event of `type` as the store would record it now; returns moments a
 * millisecond before and after its recorded time. Taken from the time itself,
 * not from the clock read again: this machine's wall clock steps back by a
 * few milliseconds at times, which put a later reading before the event.
 */
async function recorded(type: string): Promise<{ before: Date; after: Date }> {
  const { rows } = await pool.query<{ before: Date; after: Date }>(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ($1, $2, 1, $3, '{}')
     RETURNING recorded_at - interval '1 millisecond' AS before, recorded_at + interval '1 millisecond' AS after`,
    [uuidv7(), `test-${uuidv7()}`, type],
  );
  return rows[0];
}

/** Every projector's checkpoint on the newest event of the log. */
async function everyProjectorAtTheEnd(): Promise<void> {
  await pool.query(
    `INSERT INTO read_model.projector_checkpoints (name, transaction_id, global_position)
     SELECT name, e.transaction_id, e.global_position FROM unnest($1::text[]) AS name,
            (SELECT transaction_id, global_position FROM event_store.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e
     ON CONFLICT (name) DO UPDATE SET transaction_id = excluded.transaction_id, global_position = excluded.global_position`,
    [allProjectors().map((p) => p.name)],
  );
}

it('is behind while an event of a projector’s types recorded before then is not applied, whether common or rare', async () => {
  const empty = (await pool.query<{ now: Date }>(`SELECT now() AS now`)).rows[0].now;
  expect(await caughtUpWith(pool, empty)).toBe(true);

  const view = await recorded('PageViewed');
  expect(await caughtUpWith(pool, view.after)).toBe(false);
  // Recorded after the moment asked about, it does not hold that moment back.
  expect(await caughtUpWith(pool, view.before)).toBe(true);

  await everyProjectorAtTheEnd();
  expect(await caughtUpWith(pool, view.after)).toBe(true);

  const payment = await recorded('PaymentSucceeded');
  expect(await caughtUpWith(pool, payment.after)).toBe(false);
  await everyProjectorAtTheEnd();
  expect(await caughtUpWith(pool, payment.after)).toBe(true);
});
