import { randomBytes, randomUUID } from 'node:crypto';
import { EventStore, LogWindow, projectNextBatch, projectorStatus, replay } from '@pitchlens/event-store';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { catchUp } from '../../test/catch-up';
import { logFixture, type LogFixture } from '../../test/projection-fixture';
import { readModelChecksums } from '../../test/read-model-checksums';
import { allProjectors } from '../projections/projectors';
import { until } from '../../test/child-process';
import { dropQueueKeys } from '../../test/redis-keys';
import { erasePerson } from './erase-person';

/**
 * What an erasure does to stored metadata: on the person's own acts the user
 * agent and hashed IP become null and every other key stays as stored (older
 * shapes and keys no reader knows included); another person's call keeps all of it.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `test-erase-person-${randomBytes(4).toString('hex')}`;
const DANA = 'dana.okafor@fjord.example';

let log: LogFixture;
let redis: Redis;

beforeAll(async () => {
  log = await logFixture('erase_person');
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
});

afterAll(async () => {
  await dropQueueKeys(REDIS_URL, PREFIX);
  redis.disconnect();
  await log.close();
});

const stored = async (ids: string[]) =>
  (await log.pool.query<{ event_id: string; metadata: unknown }>(`SELECT event_id::text, metadata FROM event_store.events WHERE event_id = ANY($1::uuid[])`, [ids])).rows;

// Each test's page views on a day of its own: erasing one person's path must not show up in another's.
const [ANN_AND_BEN_DAY, CID_DAY] = ['2026-04-02', '2026-04-03'];
const welcomePaths = async (day: string) =>
  (
    await log.pool.query<{ path: string; views: number; unique_sessions: number }>(
      `SELECT path, views, unique_sessions FROM read_model.page_views_daily WHERE path LIKE '/welcome%' AND day = $1`,
      [day],
    )
  ).rows;

/** Stores an event as it is, so its metadata can hold any shape the log has held. */
async function insert(streamId: string, position: number, type: string, data: unknown, metadata: unknown): Promise<string> {
  const eventId = randomUUID();
  await log.pool.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)`,
    [eventId, streamId, position, type, data, metadata],
  );
  return eventId;
}

it('nulls the raw fields of the person’s own calls and keeps every other stored key', async () => {
  const call = (sessionId: string, ipHash: string, userAgent: string) => ({
    correlationId: randomUUID(),
    causationId: 'req',
    sessionId,
    ipHash,
    userAgent,
    utm: { source: 'linkedin' },
    occurredAt: '2026-04-01T10:00:00.000Z',
    referrerHost: 'news.example',
  });
  // A page view stored before causation, campaigns and event times were, with a key no reader knows.
  const oldMetadata = { correlationId: 'req-old', sessionId: 'session-dana001', ipHash: 'hash-dana', userAgent: 'Firefox', note: 'kept' };
  const oldView = await insert('visitor-session-dana001', 1, 'PageViewed', { path: '/pricing', title: null, referrer: null }, oldMetadata);
  const identified = await insert(
    'visitor-session-dana001',
    2,
    'ContactIdentified',
    { email: DANA, sessionId: 'session-dana001', firstName: 'Dana', lastName: null, source: 'track-contact' },
    call('session-dana001', 'hash-dana', 'Firefox'),
  );
  // Bo's own call, naming Dana as the colleague he refers.
  const referral = await insert(
    'visitor-session-bo000001',
    1,
    'ReferralSubmitted',
    { submissionId: 'sub-1', row: 1, referrer: { name: 'Bo Lee', email: 'bo@corp.example' }, referred: { name: 'Dana Okafor', email: DANA, title: 'Sales Manager', company: 'Fjord' } },
    call('session-bo000001', 'hash-bo', 'Safari'),
  );
  const before = new Map((await stored([oldView, identified, referral])).map((row) => [row.event_id, row.metadata as Record<string, unknown>]));

  await erasePerson({ pool: log.pool, store: new EventStore(log.pool), redis, queuePrefix: PREFIX }, randomUUID(), DANA);

  const after = new Map((await stored([oldView, identified, referral])).map((row) => [row.event_id, row.metadata]));
  expect(after.get(oldView)).toEqual({ ...oldMetadata, ipHash: null, userAgent: null });
  expect(after.get(identified)).toEqual({ ...before.get(identified), ipHash: null, userAgent: null });
  expect(after.get(referral)).toEqual(before.get(referral));
});

it('counts two erased people’s paths that come to read alike as one path, as a rebuild does', async () => {
  const view = (sessionId: string, path: string) => log.record([{ type: 'PageViewed', data: { path, title: null, referrer: null } }], { sessionId, occurredAt: `${ANN_AND_BEN_DAY}T10:00:00.000Z` });
  const welcome = (address: string) => `/welcome?email=${encodeURIComponent(address)}`;
  const [ann, ben] = ['ann.sorensen@kelp.example', 'ben.achebe@kelp.example'];
  await view('session-ann00001', welcome(ann));
  await view('session-ann00001', welcome(ann));
  await view('session-ben00001', welcome(ben));
  // A shared link: Ann's session opened Ben's welcome page too, so the merged path has one visitor fewer than its views' sessions.
  await view('session-ann00001', welcome(ben));
  await log.record([{ type: 'ContactIdentified', data: { email: ann, sessionId: 'session-ann00001', firstName: 'Ann', lastName: null, source: 'track-contact' } }], { sessionId: 'session-ann00001' });
  await log.record([{ type: 'ContactIdentified', data: { email: ben, sessionId: 'session-ben00001', firstName: 'Ben', lastName: 'Achebe', source: 'track-contact' } }], { sessionId: 'session-ben00001' });
  for (const projector of allProjectors()) await catchUp(log.pool, projector);

  await erasePerson({ pool: log.pool, store: new EventStore(log.pool), redis, queuePrefix: PREFIX }, randomUUID(), ann);
  await erasePerson({ pool: log.pool, store: new EventStore(log.pool), redis, queuePrefix: PREFIX }, randomUUID(), ben);

  // Each erasure's PersonErased is projected like any fact.
  for (const projector of allProjectors()) await catchUp(log.pool, projector);
  const rows = await welcomePaths(ANN_AND_BEN_DAY);
  expect(rows).toEqual([{ path: '/welcome?email=[erased]', views: 4, unique_sessions: 2 }]);
  const erased = await readModelChecksums(log.pool);
  for (const projector of allProjectors()) await replay(log.pool, log.reader, projector, { batchSize: 100 });
  expect(await readModelChecksums(log.pool)).toEqual(erased);
});

it('hands a projector reading through the shared window the log as the erasure left it', async () => {
  for (const projector of allProjectors()) await catchUp(log.pool, projector);
  const cid = 'cid.marsh@kelp.example';
  await log.record([{ type: 'PageViewed', data: { path: `/welcome?email=${cid}`, title: null, referrer: null } }], { sessionId: 'session-cid00001', occurredAt: `${CID_DAY}T10:00:00.000Z` });
  await log.record([{ type: 'ContactIdentified', data: { email: cid, sessionId: 'session-cid00001', firstName: 'Cid', lastName: null, source: 'track-contact' } }], { sessionId: 'session-cid00001' });
  const window = new LogWindow(1000);
  const [contacts, traffic] = ['contacts', 'traffic'].map((name) => allProjectors().find((p) => p.name === name) as ReturnType<typeof allProjectors>[number]);
  // Contacts reads Cid's events into the window; traffic, at the same place, has not applied them yet.
  await until(async () => {
    await projectNextBatch(log.pool, log.reader, contacts, 1000, window);
    return (await projectorStatus(log.pool, contacts)).eventsBehind === 0;
  }, 'contacts to read Cid\'s events');

  await erasePerson({ pool: log.pool, store: new EventStore(log.pool), redis, queuePrefix: PREFIX }, randomUUID(), cid);

  await until(async () => {
    while ((await projectNextBatch(log.pool, log.reader, traffic, 1000, window)).more);
    return (await projectorStatus(log.pool, traffic)).eventsBehind === 0;
  }, 'traffic to catch up');
  const rows = await welcomePaths(CID_DAY);
  expect(rows.map((r) => r.path)).toContain('/welcome?email=[erased]');
  expect(rows.map((r) => r.path).filter((path) => path.includes(cid))).toEqual([]);
});

it('names only the read models its own transaction wrote, on connections that have just written others', async () => {
  const eve = 'eve.lund@kelp.example';
  await log.record([{ type: 'ContactIdentified', data: { email: eve, sessionId: 'session-eve00001', firstName: 'Eve', lastName: null, source: 'track-contact' } }], { sessionId: 'session-eve00001' });
  for (const projector of allProjectors()) await catchUp(log.pool, projector);
  // Two connections, one for the replay lock and one for the erasure, each having just made a day's visitors and
  // taken it away again: Postgres 15 counts the second write beside the next transaction's own until the
  // connection reports it, at most once a second.
  const two = new Pool({ ...log.pool.options, max: 2 });
  try {
    const clients = await Promise.all([two.connect(), two.connect()]);
    for (const client of clients) {
      await client.query(`INSERT INTO read_model.visitors_daily (day, visitors) VALUES ('1999-01-01', 1)`);
      await client.query(`DELETE FROM read_model.visitors_daily WHERE day = '1999-01-01'`);
    }
    for (const client of clients) client.release();
    const { readModels } = await erasePerson({ pool: two, store: new EventStore(two), redis, queuePrefix: PREFIX }, randomUUID(), eve);
    expect(readModels).toContain('contacts');
    expect(readModels).not.toContain('visitors_daily');
  } finally {
    await two.end();
  }
});
