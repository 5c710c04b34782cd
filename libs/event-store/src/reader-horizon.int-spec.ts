import { factMetadata } from '@pitchlens/contracts';
import { createPool, createTestDatabase, startPrivatePostgres, type PrivatePostgres } from '@pitchlens/database';
import { Client, type Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { EventReader } from './event-reader';
import { EventStore } from './event-store';
import { readLog, readLogUntilSeen } from './test-support/read-log';
import type { NewEvent } from './types';

/**
 * Transactions prepared for two-phase commit, which the machine's own server
 * does not allow: on a server of this file's own (port 31425, above `freePorts`' draws), removed after.
 */
const PORT = 31425;

let server: PrivatePostgres;
let url: string;
let pool: Pool;
let store: EventStore;
let reader: EventReader;

beforeAll(async () => {
  server = await startPrivatePostgres(PORT);
  url = (await createTestDatabase('reader_horizon', server.primary.url)).url;
  pool = createPool(url, { max: 4 });
  store = new EventStore(pool);
  reader = new EventReader(pool);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await server?.remove();
});

const event = (): NewEvent => ({
  eventId: uuidv7(),
  type: 'TestHappened',
  schemaVersion: 1,
  data: {},
  metadata: factMetadata({ correlationId: 'test', causationId: null }),
});

/** Runs `statements` in a transaction on the database at `at` and prepares it: it stays, with its id, after the connection ends. */
async function prepare(at: string, name: string, statements: string[]): Promise<void> {
  const client = new Client({ connectionString: at });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const statement of statements) await client.query(statement);
    await client.query(`PREPARE TRANSACTION '${name}'`);
  } finally {
    await client.end();
  }
}

async function finishPrepared(at: string, how: 'COMMIT' | 'ROLLBACK', name: string): Promise<void> {
  const client = new Client({ connectionString: at });
  await client.connect();
  try {
    await client.query(`${how} PREPARED '${name}'`);
  } finally {
    await client.end();
  }
}

it('is not held back by a transaction prepared in another database', async () => {
  const neighbour = await createTestDatabase('reader_horizon_neighbour', server.primary.url);
  try {
    const { checkpoint: start } = await readLog(reader);
    // Left behind as a transaction manager might leave one: no backend holds it.
    await prepare(neighbour.url, 'left-behind', ['CREATE TABLE written (id int)']);
    try {
      const appended = event();
      expect((await store.append({ streamId: `test-${uuidv7()}`, events: [appended] })).status).toBe('appended');
      const page = await reader.readAfter(start, 10);
      expect(page.events.map((e) => e.eventId)).toEqual([appended.eventId]);
    } finally {
      await finishPrepared(neighbour.url, 'ROLLBACK', 'left-behind');
    }
  } finally {
    await neighbour.drop();
  }
});

it('waits for a transaction prepared in its own database, whose events appear when it commits', async () => {
  const { checkpoint: start } = await readLog(reader);
  const prepared = uuidv7();
  await prepare(url, 'own', [
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ('${prepared}', 'test-${uuidv7()}', 1, 'TestHappened', '{}')`,
  ]);
  let committed = false;
  try {
    const appended = event();
    expect((await store.append({ streamId: `test-${uuidv7()}`, events: [appended] })).status).toBe('appended');
    expect((await reader.readAfter(start, 10)).events).toEqual([]);
    await finishPrepared(url, 'COMMIT', 'own');
    committed = true;
    const { events } = await readLogUntilSeen(reader, start, [prepared, appended.eventId]);
    expect(events.map((e) => e.eventId)).toEqual([prepared, appended.eventId]);
  } finally {
    if (!committed) await finishPrepared(url, 'ROLLBACK', 'own');
  }
});
