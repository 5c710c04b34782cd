import { factMetadata } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../../worker/test/child-process';
import { EventReader } from '../event-reader';
import { EventStore } from '../event-store';
import type { EventConsumer } from './consumer';
import { ConsumerDaemon } from './consumer-daemon';

/** A consumer caught up with the log takes what is appended within the spacing in one batch. */
let db: TestDatabase;
let pool: Pool;
let store: EventStore;
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

// A log of each test's own: a consumer reads it from the start, so another test's views would join its batches.
beforeEach(async () => {
  db = await createTestDatabase('consumer_daemon');
  pool = createPool(db.url);
  store = new EventStore(pool);
});

afterEach(async () => {
  await pool.end();
  await db.drop();
});

/** A consumer that notes the size of each batch it applies. */
function counting(name: string): EventConsumer & { batches: number[] } {
  const batches: number[] = [];
  return { name, eventTypes: ['PageViewed'], batches, apply: async (events) => void batches.push(events.length) };
}

/** One view appended, committed on its own. */
async function append(): Promise<void> {
  const metadata = factMetadata({ correlationId: 'spacing', causationId: null });
  await store.append({ streamId: `session-${uuidv7()}`, events: [{ eventId: uuidv7(), type: 'PageViewed', schemaVersion: 1, data: {}, metadata }] });
}

/** One append, and the daemon told of it as the append listener would. */
async function view(daemon: ConsumerDaemon): Promise<void> {
  await append();
  daemon.nudge(['PageViewed']);
}

const applied = (consumer: { batches: number[] }) => consumer.batches.reduce((sum, n) => sum + n, 0);

it('starts a caught-up consumer\'s batches the spacing apart: appends made meanwhile go in together', async () => {
  const spacingMs = 1000;
  const consumer = counting('spaced');
  // When each batch that applied events began, by the daemon's own account of its length.
  const starts: number[] = [];
  let committed = 0;
  const onBatch = (_name: string, events: number, seconds: number) => {
    starts.push(performance.now() - seconds * 1000);
    committed += events;
  };
  const daemon = new ConsumerDaemon(pool, new EventReader(pool), [consumer], { batchSize: 100, pollIntervalMs: 50, spacingMs, onBatch }, quiet);
  daemon.start();
  try {
    await view(daemon);
    await until(async () => applied(consumer) === 1, 'the first view to be applied');
    // Five commits, each of which wakes the consumer: none may start a batch sooner than the spacing allows.
    for (let i = 0; i < 5; i++) await view(daemon);
    // Awaited through onBatch, told after the commit: the consumer itself counts a batch before it commits.
    await until(async () => committed === 6, 'the five views to be committed');
    // Timing-proof: a slow machine spreads the views over more batches, never brings batches closer.
    expect(consumer.batches.length).toBe(starts.length);
    // Each start is read back from two clocks (the daemon's and this callback's), and a pause between them on a
    // loaded machine (a collection) shifts it; a consumer that ignored the spacing would start within a few ms.
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(spacingMs - 50);
  } finally {
    await daemon.stop();
  }
});

it('a stop ends the wait between batches: a daemon spaced past the test\'s time limit stops at once', async () => {
  // The log so far, which the daemon's first batch applies before it waits out the spacing.
  for (let i = 0; i < 6; i++) await append();
  const consumer = counting('stopping');
  const reader = new EventReader(pool);
  // Watched, not replaced: its first page says the first batch has begun. That page may end early: a transaction
  // of another database that ends just as it is read holds the reader's horizon back, and the rest waits a spacing.
  const reads = jest.spyOn(reader, 'readAfter');
  // Longer than jest's limit for a test (90 s), so a stop that waited it out would fail.
  const daemon = new ConsumerDaemon(pool, reader, [consumer], { batchSize: 100, pollIntervalMs: 50, spacingMs: 10 * 60_000 }, quiet);
  await daemon.start();
  let firstPage = -1;
  try {
    await until(async () => reads.mock.results.length > 0, 'the first batch to begin');
    firstPage = (await (reads.mock.results[0].value as ReturnType<EventReader['readAfter']>)).events.length;
    await until(async () => applied(consumer) === firstPage, 'the first page to be applied');
    // The appended view now waits out the spacing; the stop must not.
    await view(daemon);
  } finally {
    await daemon.stop();
  }
  expect(applied(consumer)).toBe(firstPage);
  expect(reads).toHaveBeenCalledTimes(1);
});
