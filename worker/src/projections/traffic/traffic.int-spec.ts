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

// Each test views on days of its own: visitors are counted per day, over the whole database.
const [DAY1, DAY2, DAY3, DAY4] = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];

/** A page view on a given UTC day, written straight into the log: appends are always recorded now. */
async function view(day: string, sessionId: string | null, path: string, metadata: Record<string, unknown> = {}): Promise<void> {
  const id = randomUUID();
  await f.pool.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data, metadata, recorded_at)
     VALUES ($1, $2, 1, 'PageViewed', $3, $4, $5)`,
    [id, `test-${id}`, { path, title: null, referrer: null }, { sessionId, ...metadata }, `${day}T12:00:00Z`],
  );
}

const catchUp = (size: number) => projectUntilCaughtUp(f.pool, projector, size);

/** Views of 4 visitors on the first day and 3 on the second, projected live two events a batch. */
async function viewTwoDays(first: string, second: string): Promise<void> {
  await view(first, 's1', '/');
  await view(first, 's1', '/pricing');
  await view(first, 's2', '/');
  await view(first, 's1', '/');
  await f.record([{ type: 'FileDownloaded', data: { email: null, downloadType: 'tactics.csv' } }], { sessionId: 's1' });
  // Without a session, each view is a visitor of its own.
  await view(first, null, '/');
  await view(first, null, '/');
  await view(second, 's1', '/');
  await view(second, 's2', '/blog');
  await view(second, 's2', '/blog');
  await view(second, 's3', '/');
  await catchUp(2);
}

const visitorsDaily = async (days: string[]) =>
  (await f.pool.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors FROM read_model.visitors_daily WHERE day = ANY($1::date[]) ORDER BY day`, [days])).rows;
const recount = async (days: string[]) =>
  (
    await f.pool.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT visitor)::int AS visitors FROM read_model.page_view_sessions
        WHERE day = ANY($1::date[]) GROUP BY day ORDER BY day`,
      [days],
    )
  ).rows;
const checksums = () =>
  Promise.all(['day_visitors', 'visitors_daily', 'page_view_sessions', 'page_view_times', 'visitor_latest'].map((t) => tableChecksum(f.pool, `read_model.${t}`)));

it('counts each day’s distinct visitors once, whatever batches their views come in', async () => {
  await viewTwoDays(DAY1, DAY2);

  expect(await visitorsDaily([DAY1, DAY2])).toEqual([
    { day: DAY1, visitors: 4 },
    { day: DAY2, visitors: 3 },
  ]);
  expect(await visitorsDaily([DAY1, DAY2])).toEqual(await recount([DAY1, DAY2]));
  // Every view at its instant, once, a view without a session under a visitor of its own.
  const { rows } = await f.pool.query(
    `SELECT count(*)::int AS views, count(DISTINCT visitor)::int AS visitors FROM read_model.page_view_times
      WHERE to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') = ANY($1)`,
    [[DAY1, DAY2]],
  );
  expect(rows[0]).toEqual({ views: 10, visitors: 5 });
});

it('replays to the same tables in one batch as live projection made in many, then carries on', async () => {
  await viewTwoDays(DAY3, DAY4);
  const live = await checksums();
  await replay(f.pool, f.reader, projector, { batchSize: 1000 });
  expect(await checksums()).toEqual(live);

  await view(DAY4, 's1', '/pricing');
  await view(DAY4, 's4', '/');
  await catchUp(1);
  expect(await visitorsDaily([DAY3, DAY4])).toEqual([
    { day: DAY3, visitors: 4 },
    { day: DAY4, visitors: 4 },
  ]);
  expect(await visitorsDaily([DAY3, DAY4])).toEqual(await recount([DAY3, DAY4]));
});

it('keeps each visitor’s latest view and latest touch, whatever order their times and batches come in', async () => {
  const at = (minute: number) => ({ occurredAt: `2026-11-05T12:0${minute}:00.000Z` });
  const utm = (source: string | null, medium: string | null = null) => ({ utm: { source, medium, campaign: null } });
  await view('2026-11-05', 'late', '/', { ...at(5), ...utm('linkedin') });
  // Sent later but happened earlier: neither the latest view nor the latest touch.
  await view('2026-11-05', 'late', '/pricing', { ...at(3), ...utm('bing') });
  // At the same instant as the latest view and recorded after it: the later wins both.
  await view('2026-11-05', 'late', '/blog', { ...at(5), ...utm(null, 'email') });
  await view('2026-11-05', 'late', '/features', at(4));
  await view('2026-11-05', 'plain', '/', at(2));
  await view('2026-11-05', 'plain', '/about', at(1));
  await catchUp(1);

  const { rows } = await f.pool.query(
    `SELECT visitor, path, to_char(touched_at AT TIME ZONE 'UTC', 'HH24:MI') AS touched, source FROM read_model.visitor_latest
      WHERE visitor IN ('late', 'plain') ORDER BY visitor`,
  );
  expect(rows).toEqual([
    { visitor: 'late', path: '/blog', touched: '12:05', source: null },
    { visitor: 'plain', path: '/', touched: null, source: null },
  ]);
  const live = await checksums();
  await replay(f.pool, f.reader, projector, { batchSize: 1000 });
  expect(await checksums()).toEqual(live);
});

it('replays a bot’s calls of every kind and a person’s views and downloads, and no other call of a person’s', async () => {
  const day = '2026-11-06';
  const step = { type: 'FunnelStepReached' as const, data: { email: null, step: 'landing' as const, stepData: {} } };
  const occurredAt = `${day}T12:00:00.000Z`;
  await f.record([step], { sessionId: 'steps-bot', bot: true, occurredAt });
  await f.record([step], { sessionId: 'steps-person', occurredAt });
  await f.record([{ type: 'FileDownloaded', data: { email: null, downloadType: 'tactics.csv' } }], { sessionId: 'steps-person', occurredAt });
  await catchUp(1);
  const counts = async () =>
    (
      await f.pool.query(
        `SELECT (SELECT calls FROM read_model.bot_calls_daily WHERE day = $1) AS bot_calls,
                (SELECT downloads FROM read_model.downloads_daily WHERE day = $1 AND download_type = 'tactics.csv') AS downloads`,
        [day],
      )
    ).rows[0];
  expect(await counts()).toEqual({ bot_calls: 1, downloads: 1 });
  const everyTable = () => Promise.all(projector.tables.map((t) => tableChecksum(f.pool, `read_model.${t}`)));
  const live = await everyTable();

  await replay(f.pool, f.reader, projector, { batchSize: 1000 });
  expect(await everyTable()).toEqual(live);
  expect(await counts()).toEqual({ bot_calls: 1, downloads: 1 });
});
