import { randomUUID } from 'node:crypto';
import { logFixture, type LogFixture } from '../../../test/projection-fixture';
import { replay, tableChecksum } from '@pitchlens/event-store';
import { catchUp as projectUntilCaughtUp } from '../../../test/catch-up';
import { TrafficProjector } from './traffic.projector';

let f: LogFixture;
const projector = new TrafficProjector();
beforeAll(async () => {
  f = await logFixture('traffic');
});
afterAll(() => f.close());

const [DAY1, DAY2] = ['2026-11-01', '2026-11-02'];

/** A page view on a given UTC day, written straight into the log: appends are always recorded now. */
async function view(day: string, sessionId: string | null, path: string): Promise<void> {
  const id = randomUUID();
  await f.pool.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata, recorded_at)
     VALUES ($1, $2, 1, 'PageViewed', $3, $4, $5)`,
    [id, `test-${id}`, { path, title: null, referrer: null }, { sessionId }, `${day}T12:00:00Z`],
  );
}

const catchUp = (size: number) => projectUntilCaughtUp(f.pool, projector, size);

const visitorsDaily = async () =>
  (await f.pool.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors FROM read_model.visitors_daily ORDER BY day`)).rows;
const recount = async () =>
  (
    await f.pool.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT visitor)::int AS visitors FROM read_model.page_view_sessions GROUP BY day ORDER BY day`,
    )
  ).rows;
const checksums = () => Promise.all(['day_visitors', 'visitors_daily', 'page_view_sessions', 'page_view_times'].map((t) => tableChecksum(f.pool, `read_model.${t}`)));

it('counts each day’s distinct visitors once, whatever batches their views come in', async () => {
  await view(DAY1, 's1', '/');
  await view(DAY1, 's1', '/pricing');
  await view(DAY1, 's2', '/');
  await view(DAY1, 's1', '/');
  await f.record([{ type: 'FileDownloaded', data: { email: null, downloadType: 'tactics.csv' } }], { sessionId: 's1' });
  // Without a session, each view is a visitor of its own.
  await view(DAY1, null, '/');
  await view(DAY1, null, '/');
  await view(DAY2, 's1', '/');
  await view(DAY2, 's2', '/blog');
  await view(DAY2, 's2', '/blog');
  await view(DAY2, 's3', '/');
  await catchUp(2);

  expect(await visitorsDaily()).toEqual([
    { day: DAY1, visitors: 4 },
    { day: DAY2, visitors: 3 },
  ]);
  expect(await visitorsDaily()).toEqual(await recount());
  // Every view at its instant, once, a view without a session under a visitor of its own.
  const { rows } = await f.pool.query(`SELECT count(*)::int AS views, count(DISTINCT visitor)::int AS visitors FROM read_model.page_view_times`);
  expect(rows[0]).toEqual({ views: 10, visitors: 5 });
});

it('replays to the same tables in one batch as live projection made in many, then carries on', async () => {
  const live = await checksums();
  await replay(f.pool, f.reader, projector, { batchSize: 1000 });
  expect(await checksums()).toEqual(live);

  await view(DAY2, 's1', '/pricing');
  await view(DAY2, 's4', '/');
  await catchUp(1);
  expect(await visitorsDaily()).toEqual([
    { day: DAY1, visitors: 4 },
    { day: DAY2, visitors: 4 },
  ]);
  expect(await visitorsDaily()).toEqual(await recount());
});
