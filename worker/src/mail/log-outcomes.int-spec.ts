import { type EmailJob, factMetadata, streams } from '@pitchlens/contracts';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import { detachMonthsBefore, EventStore, listPartitions } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { logOutcomes } from './log-outcomes';
import { sentEventId } from './outcome-ids';

/** Whether a mail an event caused was sent is read from the log's keys, which outlive an archived month. */
let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase('log_outcomes');
  pool = createPool(db.url, { max: 2 });
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

const mail = (key: string): EmailJob => ({
  key,
  template: 'breakdown',
  to: 'sam@northwind.com',
  sourceEventId: key.split('.')[0],
  correlationId: 'test',
  data: { firstName: 'Sam' },
});

it('knows a mail it recorded as sent, and no other', async () => {
  const outcomes = logOutcomes(pool, new EventStore(pool));
  await outcomes.sent(mail('0192f0a0-0000-7000-8000-000000000001.breakdown'), '<m1@pitchlens.com>');
  await outcomes.failed(mail('0192f0a0-0000-7000-8000-000000000002.breakdown'), 'Mailbox busy', 5);

  expect(await outcomes.wasSent('0192f0a0-0000-7000-8000-000000000001.breakdown')).toBe(true);
  expect(await outcomes.wasSent('0192f0a0-0000-7000-8000-000000000002.breakdown')).toBe(false);
});

it('still knows a mail sent in a month since archived', async () => {
  const key = '0192f0a0-0000-7000-8000-000000000003.breakdown';
  const [oldest] = await listPartitions(pool);
  const { template, to, sourceEventId } = mail(key);
  const sent = { key, template, to, sourceEventId, messageId: null };
  // Recorded in the oldest month the log holds, as a mail sent long ago was.
  await pool.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata, recorded_at)
     VALUES ($1, $2, 1, 'EmailSent', $3, $4, $5)`,
    [sentEventId(key), streams.email(key), sent, factMetadata({ correlationId: 'test', causationId: null }), new Date(oldest.to.getTime() - 86_400_000)],
  );
  await detachMonthsBefore(pool, oldest.to);

  const inLog = await pool.query(`SELECT 1 FROM event_store.events WHERE event_id = $1`, [sentEventId(key)]);
  expect(inLog.rowCount).toBe(0);
  expect(await logOutcomes(pool, new EventStore(pool)).wasSent(key)).toBe(true);
});
