import type { AdminVisitorsResponse } from '@pitchlens/contracts';
import { catchUp } from '../../../worker/test/catch-up';
import { TrafficProjector } from '../../../worker/src/projections/traffic/traffic.projector';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/** "Now" and visitors over instants, through the real API and the traffic projector, with the clock frozen at AT. */
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp('admin_visitors');
});
afterAll(() => t.close());

const MINUTE = 60_000;
// Whole seconds an hour ago: client times within 72 hours are taken as sent.
const AT = new Date(Math.floor(Date.now() / 1000) * 1000 - 60 * MINUTE);
const before = (ms: number) => new Date(AT.getTime() - ms).toISOString();
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const view = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.http().post('/api/track-page-view').set(headers).send(body).expect(201);
const visitors = (query: string) => t.get<AdminVisitorsResponse>(`/api/admin/visitors${query}`);

beforeAll(async () => {
  await view({ sessionId: 'now-first', path: '/features', utmSource: 'linkedin', occurredAt: before(4 * MINUTE) });
  await view({ sessionId: 'now-first', path: '/pricing', occurredAt: before(MINUTE) });
  await view({ sessionId: 'now-second', path: '/features', referrer: 'https://news.example/story', occurredAt: before(2 * MINUTE) });
  // A later link with a medium and no source is a touch too, and the latest: this visitor came direct.
  await view({ sessionId: 'now-medium', path: '/features', utmSource: 'twitter', occurredAt: before(4 * MINUTE) });
  await view({ sessionId: 'now-medium', path: '/pricing', utmMedium: 'email', occurredAt: before(MINUTE / 2) });
  // Two views at one instant: the one recorded later is the current page and the latest touch.
  await view({ sessionId: 'now-tied', path: '/features', utmSource: 'bing', occurredAt: before(2 * MINUTE) });
  await view({ sessionId: 'now-tied', path: '/', utmSource: 'reddit', occurredAt: before(2 * MINUTE) });
  // Seen again after the window: their page and source are those of their views in it.
  await view({ sessionId: 'now-returns', path: '/pricing', utmSource: 'linkedin', occurredAt: before(3 * MINUTE) });
  await view({ sessionId: 'now-returns', path: '/', utmSource: 'reddit', occurredAt: before(-MINUTE) });
  // Touched only before the window: direct within it.
  await view({ sessionId: 'now-touched-before', path: '/', utmSource: 'bing', occurredAt: before(6 * MINUTE) });
  await view({ sessionId: 'now-touched-before', path: '/features', occurredAt: before(MINUTE) });
  // Global Privacy Control: no session, a visitor of its own.
  await view({ path: '/features', occurredAt: before(3 * MINUTE) }, { 'sec-gpc': '1' });
  // On the window's first instant: in.
  await view({ sessionId: 'now-on-edge', path: '/', occurredAt: before(5 * MINUTE) });
  // Left out: a bot, a view just before the window and one just after it.
  await view({ sessionId: 'now-a-bot', path: '/', occurredAt: before(MINUTE) }, { 'user-agent': HEADLESS });
  await view({ sessionId: 'now-too-early', path: '/', occurredAt: before(5 * MINUTE + 1) });
  await view({ sessionId: 'now-too-late', path: '/', occurredAt: before(-1) });
  await catchUp(t.db, new TrafficProjector());
});

it('counts the distinct visitors of the 5 minutes up to `at`, with their current pages and the sources of their latest touches, bots left out', async () => {
  const now = await visitors(`/now?at=${encodeURIComponent(AT.toISOString())}`);
  expect(now).toEqual({
    from: before(5 * MINUTE),
    to: AT.toISOString(),
    visitors: 8,
    pages: [
      { path: '/features', visitors: 3 },
      { path: '/pricing', visitors: 3 },
      { path: '/', visitors: 2 },
    ],
    sources: [
      { source: null, visitors: 4 },
      { source: 'linkedin', visitors: 2 },
      { source: 'reddit', visitors: 1 },
      { source: 'referral:news.example', visitors: 1 },
    ],
  });
});

it('answers "Now" exactly as the instant range report answers the same 5 minutes, given with any offset', async () => {
  const now = await visitors(`/now?at=${encodeURIComponent(AT.toISOString())}`);
  const localTo = new Date(AT.getTime() + 2 * 60 * MINUTE).toISOString().replace('Z', '+02:00');
  expect(await visitors(`?from=${encodeURIComponent(before(5 * MINUTE))}&to=${encodeURIComponent(localTo)}`)).toEqual(now);
  expect((await visitors(`?from=${encodeURIComponent(before(10 * MINUTE))}&to=${encodeURIComponent(before(-10 * MINUTE))}`)).visitors).toBe(10);
});

it('answers a range past the year 9999 in UTC, which an offset makes of a valid instant, as an empty one', async () => {
  const range = `?from=${encodeURIComponent('9999-12-31T23:00:00-14:00')}&to=${encodeURIComponent('9999-12-31T23:30:00-14:00')}`;
  expect(await visitors(range)).toMatchObject({ visitors: 0, pages: [], sources: [] });
});

it('refuses a range that is not two instants in order, naming the field', async () => {
  const refusal = async (query: string, field: string) => {
    const res = await t.http().get(`/api/admin/visitors${query}`).set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect(new Set(res.body.fields.map((f: { field: string }) => f.field))).toEqual(new Set([field]));
  };
  await refusal(`?from=2026-01-01&to=${encodeURIComponent(AT.toISOString())}`, 'from');
  await refusal(`?from=${encodeURIComponent(AT.toISOString())}`, 'to');
  await refusal(`?from=${encodeURIComponent(AT.toISOString())}&to=${encodeURIComponent(before(1))}`, 'to');
  await refusal(`?from=${encodeURIComponent(before(60 * MINUTE + 1))}&to=${encodeURIComponent(AT.toISOString())}`, 'from');
  await refusal('/now?at=yesterday', 'at');
});
