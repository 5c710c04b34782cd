import { Logger } from '@nestjs/common';
import { loadConfig, WorkerConfig } from '@pitchlens/config';
import { createPool, createTestDatabase, type TestDatabase } from '@pitchlens/database';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { Clock } from './clock';
import { expireRawMetadata, retentionStatus } from './raw-metadata';
import { RawMetadataRetention } from './raw-metadata-retention';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const frozen: Clock = { now: () => NOW };
const call = { correlationId: 'req', causationId: null, sessionId: 'session-ret1', utm: { source: 'news' }, occurredAt: '2026-01-01T00:00:00.000Z' };

let db: TestDatabase;
let pool: Pool;

// A database per test: retention works over the whole log, and each test counts what it expired and the runs recorded.
beforeEach(async () => {
  db = await createTestDatabase('retention');
  pool = createPool(db.url, { max: 3 });
});
afterEach(async () => {
  await pool.end();
  await db.drop();
});

/** An event that arrived `daysAgo` before the frozen now, written as the log holds it. */
async function insert(daysAgo: number, metadata: Record<string, unknown>): Promise<string> {
  const eventId = uuidv7();
  await pool.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata, recorded_at) VALUES ($1, $2, 1, 'PageViewed', $3, $4, $5)`,
    [eventId, `visitor-${eventId}`, { path: '/pricing', title: null, referrer: null }, metadata, new Date(NOW.getTime() - daysAgo * DAY_MS)],
  );
  return eventId;
}

async function events(): Promise<Record<string, unknown>[]> {
  const { rows } = await pool.query(
    `SELECT global_position::text, transaction_id::text, event_id::text, stream_id, stream_position, type, schema_version, data, metadata, recorded_at
       FROM event_store.events ORDER BY global_position`,
  );
  return rows;
}

const rewrites = async () => (await pool.query<{ events: number }>(`SELECT events FROM event_store.rewrites WHERE reason = 'retention' ORDER BY id`)).rows.map((r) => r.events);
const retention = (env: NodeJS.ProcessEnv = {}) =>
  new RawMetadataRetention(loadConfig(WorkerConfig, { NODE_ENV: 'test', DATABASE_URL: db.url, RAW_METADATA_RETENTION_DAYS: '90', ...env }), frozen);

it('blanks the user agent and hashed IP of events older than the retention, and changes nothing else', async () => {
  const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  const old = await insert(91, { ...call, ipHash: 'hash-1', userAgent: 'Firefox' });
  const ancient = await insert(400, { ...call, userAgent: 'Headless', bot: true });
  await insert(89, { ...call, ipHash: 'hash-3', userAgent: 'Safari' });
  await insert(200, { ...call, ipHash: null, userAgent: null });
  const before = await events();
  expect(await retentionStatus(pool, NOW, 90)).toEqual({
    retentionDays: 90,
    cutoff: new Date(NOW.getTime() - 90 * DAY_MS),
    eventsWithRawMetadata: 3,
    oldestRawMetadataAt: new Date(NOW.getTime() - 400 * DAY_MS),
    lastRun: null,
  });

  const service = retention();
  await service.run();
  await service.onApplicationShutdown();

  const expired = new Set([old, ancient]);
  expect(await events()).toEqual(
    before.map((row) => (expired.has(row.event_id as string) ? { ...row, metadata: { ...(row.metadata as object), ipHash: null, userAgent: null } } : row)),
  );
  expect(await rewrites()).toEqual([2]);
  expect(log).toHaveBeenCalledWith('User agent and hashed IP of 2 events older than 90 days expired');
  expect(await retentionStatus(pool, NOW, 90)).toMatchObject({ eventsWithRawMetadata: 1, oldestRawMetadataAt: new Date(NOW.getTime() - 89 * DAY_MS), lastRun: { events: 2 } });

  const after = await events();
  expect(await expireRawMetadata(pool, NOW, 90)).toBe(0);
  expect(await events()).toEqual(after);
  expect(await rewrites()).toEqual([2]);
  log.mockRestore();
});

it('works through a backlog batch by batch, each recorded', async () => {
  for (let i = 0; i < 3; i++) await insert(100, { ...call, ipHash: `hash-b${i}`, userAgent: 'Chrome' });
  expect(await expireRawMetadata(pool, NOW, 90, { batchSize: 2 })).toBe(3);
  expect(await rewrites()).toEqual([2, 1]);
});

it('leaves the work to the process holding the lock', async () => {
  const id = await insert(120, { ...call, ipHash: 'hash-l', userAgent: 'Edge' });
  const other = await pool.connect();
  try {
    await other.query(`SELECT pg_advisory_lock(hashtext('pitchlens.privacy.retention'))`);
    expect(await expireRawMetadata(pool, NOW, 90)).toBeNull();
    const { rows } = await pool.query(`SELECT metadata->>'ipHash' AS ip_hash FROM event_store.events WHERE event_id = $1`, [id]);
    expect(rows[0].ip_hash).toBe('hash-l');
  } finally {
    await other.query(`SELECT pg_advisory_unlock(hashtext('pitchlens.privacy.retention'))`);
    other.release();
  }
  expect(await expireRawMetadata(pool, NOW, 90)).toBe(1);
});

it('logs losing Postgres and carries on', async () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const service = retention({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
  await expect(service.run()).resolves.toBeUndefined();
  await service.onApplicationShutdown();
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Expiring raw metadata failed, trying again in an hour: /));
  warn.mockRestore();
});

it('still refuses every other change to an event', async () => {
  // An event to change: the append-only trigger fires per row.
  await insert(10, { ...call, ipHash: 'hash-r', userAgent: 'Opera' });
  await expect(pool.query(`UPDATE event_store.events SET metadata = '{}'`)).rejects.toThrow(/append-only/);
  const client = await pool.connect();
  try {
    await client.query(`SET event_store.rewrite = 'on'`);
    await expect(client.query(`UPDATE event_store.events SET type = 'Changed'`)).rejects.toThrow(/append-only/);
    await expect(client.query(`UPDATE event_store.events SET recorded_at = recorded_at - interval '1 day'`)).rejects.toThrow(/append-only/);
    await expect(client.query(`DELETE FROM event_store.events`)).rejects.toThrow(/append-only/);
  } finally {
    // The setting must not travel back into the pool with the connection.
    client.release(true);
  }
});
