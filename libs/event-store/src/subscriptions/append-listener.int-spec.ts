import { factMetadata } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { EventStore } from '../event-store';
import type { NewEvent } from '../types';
import { AppendListener, type AppendedTypes } from './append-listener';

let db: TestDatabase;
let pool: Pool;
let listener: AppendListener;
const heard: AppendedTypes[] = [];
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  db = await createTestDatabase('append_listener');
  pool = createPool(db.url);
  listener = new AppendListener(db.url, quiet);
  listener.onAppend((types) => heard.push(types));
  await listener.start();
});

afterAll(async () => {
  await listener.stop();
  await pool.end();
  await db.drop();
});

const event = (type: string): NewEvent => ({ eventId: uuidv7(), type, schemaVersion: 1, data: {}, metadata: factMetadata({ correlationId: 'test', causationId: null }) });

/** Waits until `count` notifications have been heard: they arrive after the append's commit, on their own connection. */
async function heardAtLeast(count: number): Promise<AppendedTypes[]> {
  const deadline = Date.now() + 10_000;
  while (heard.length < count) {
    if (Date.now() > deadline) throw new Error(`heard ${heard.length} notifications, waiting for ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return heard;
}

it('calls back once listening, naming no types: what was appended meanwhile is unknown', () => {
  expect(heard[0]).toBeNull();
});

it('names each type an append wrote, once, across its streams', async () => {
  await new EventStore(pool).append([
    { streamId: `a-${uuidv7()}`, events: [event('PageViewed'), event('FunnelStepReached'), event('PageViewed')] },
    { streamId: `b-${uuidv7()}`, events: [event('StripeEventReceived')] },
  ]);
  const [, appended] = await heardAtLeast(2);
  expect([...(appended ?? [])].sort()).toEqual(['FunnelStepReached', 'PageViewed', 'StripeEventReceived']);
});
