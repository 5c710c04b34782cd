import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { allProjectors } from '../projections/projectors';
import { caughtUpWith, newestPosition } from './projections-caught-up';

/** Notifications wait for the read models: caught up means every projector has applied every event of its types appended before then. */
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

/** An event of `type` as the store would record it now; returns the log position just before it and its own. */
async function recorded(type: string): Promise<{ before: string; at: string }> {
  const { rows } = await pool.query<{ before: string; at: string }>(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ($1, $2, 1, $3, '{}')
     RETURNING (global_position - 1)::text AS before, global_position::text AS at`,
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

it('is behind while an event of a projector’s types appended before then is not applied, whether common or rare', async () => {
  expect(await caughtUpWith(pool, await newestPosition(pool))).toBe(true);

  const view = await recorded('PageViewed');
  expect(await newestPosition(pool)).toBe(view.at);
  expect(await caughtUpWith(pool, view.at)).toBe(false);
  // Appended after the position asked about, it does not hold that position back.
  expect(await caughtUpWith(pool, view.before)).toBe(true);

  await everyProjectorAtTheEnd();
  expect(await caughtUpWith(pool, view.at)).toBe(true);

  const payment = await recorded('PaymentSucceeded');
  expect(await caughtUpWith(pool, payment.at)).toBe(false);
  await everyProjectorAtTheEnd();
  expect(await caughtUpWith(pool, payment.at)).toBe(true);
});
