import type { EventMetadata, PitchlensEvent, Utm } from '@pitchlens/contracts';
import { callMetadata, EVENT_SCHEMA_VERSIONS, streams } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { EventReader, EventStore } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';

/** What the API would have put in the metadata: the session, campaign, and the facts about the call itself. */
type RecordMeta = { sessionId?: string | null; utm?: Utm | null; stream?: string } & Pick<EventMetadata, 'occurredAt' | 'bot' | 'referrerHost'>;

/** A migrated database of the test file's own, with an event store to write the log. */
export interface LogFixture {
  db: TestDatabase;
  pool: Pool;
  store: EventStore;
  reader: EventReader;
  /** Appends events the way the API records them for a visitor. */
  record(events: PitchlensEvent[], meta?: RecordMeta): Promise<string[]>;
  close(): Promise<void>;
}

export async function logFixture(label: string): Promise<LogFixture> {
  const db = await createTestDatabase(label);
  const pool = createPool(db.url, { max: 10 });
  const store = new EventStore(pool);
  return {
    db,
    pool,
    store,
    reader: new EventReader(pool),
    async record(events, meta = {}) {
      const sessionId = meta.sessionId ?? null;
      const ids = events.map(() => uuidv7());
      await store.append({
        streamId: meta.stream ?? (sessionId ? streams.visitor(sessionId) : streams.standalone(ids[0])),
        events: events.map((event, i) => ({
          eventId: ids[i],
          type: event.type,
          schemaVersion: EVENT_SCHEMA_VERSIONS[event.type],
          data: event.data,
          metadata: callMetadata({
            requestId: 'test',
            sessionId,
            ipHash: null,
            userAgent: null,
            utm: meta.utm ?? null,
            time: meta.occurredAt ? { occurredAt: meta.occurredAt } : undefined,
            bot: meta.bot === true,
            referrerHost: meta.referrerHost ?? null,
          }),
        })),
      });
      return ids;
    },
    async close() {
      await pool.end();
      await db.drop();
    },
  };
}
