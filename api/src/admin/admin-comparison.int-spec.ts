import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { clearOfMidnight } from '../../../worker/test/clear-of-midnight';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

let t: AdminTestApp;

beforeAll(async () => {
  // The rows below are keyed by days counted back from today, and the reports count back from the server's today.
  await clearOfMidnight(60_000);
  t = await startAdminTestApp('admin_comparison');
  // Read models are derived data: these tests write them directly.
  const sql = (text: string, params: unknown[]) => t.db.query(text, params);
  await sql(
    `INSERT INTO read_model.contact_counts (created_day, utm_source, step, anonymous, contacts) VALUES
      ($1, 'linkedin', 'home', false, 2), ($1, '', '', true, 5), ($2, 'google', 'landing', false, 3), ($3, '', 'home', true, 7)`,
    [day(1), day(9), day(20)],
  );
  await sql(`INSERT INTO read_model.page_views_daily (day, path, views, unique_sessions) VALUES ($1, '/', 4, 2), ($2, '/', 6, 3), ($3, '/', 9, 4), ($4, '/', 11, 5)`, [day(0), day(1), day(3), day(8)]);
  await sql(`INSERT INTO read_model.visitors_daily (day, visitors) VALUES ($1, 2), ($2, 3), ($3, 4), ($4, 5)`, [day(0), day(1), day(3), day(8)]);
  // Contacts that first reached home: one each two and three days ago, one five days ago (with landing).
  await sql(`INSERT INTO read_model.funnel_step_daily (day, step, contacts) VALUES ($1, 'home', 1), ($2, 'home', 1), ($3, 'home', 1), ($3, 'landing', 1)`, [day(2), day(3), day(5)]);
}, 2 * 60_000);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.http().get(path).set('cookie', t.cookie);
  expect(res.status).toBe(200);
  return res.body;
};

describe('comparison with the previous period', () => {
  it('answers each dated report over the period of the same length just before, as if asked for it', async () => {
    // The conversion funnel states when it was made: each answer's own moment.
    const figures = (body: Record<string, unknown>) => ({ ...body, asOf: typeof body.asOf });
    for (const report of ['funnel', 'funnel/conversion', 'traffic', 'utm', 'revenue']) {
      const { previous, ...current } = await get(`/api/admin/${report}?from=${day(3)}&to=${day(2)}&compare=previous`);
      expect(figures(previous)).toEqual(figures(await get(`/api/admin/${report}?from=${day(5)}&to=${day(4)}`)));
      expect(previous.previous).toBeUndefined();
      expect(figures(current)).toEqual(figures(await get(`/api/admin/${report}?from=${day(3)}&to=${day(2)}`)));
    }
  });

  it('compares the furthest-step funnel with the days before it', async () => {
    const body = await get(`/api/admin/funnel?from=${day(3)}&to=${day(2)}&compare=previous`);
    expect(body.previous).toMatchObject({ from: day(5), to: day(4) });
    const home = (b: { steps: { step: string; contacts: number }[] }) => b.steps.find((s) => s.step === 'home')?.contacts;
    expect([home(body), home(body.previous)]).toEqual([2, 1]);
  });

  it('compares traffic over its default 30 days with the 30 before', async () => {
    const body = await get('/api/admin/traffic?compare=previous');
    expect(body.previous).toMatchObject({ from: day(59), to: day(30) });
    expect(body.previous.days).toHaveLength(30);
  });

  it('compares a range bounded by instants with the same span of time just before it', async () => {
    const from = new Date(Date.parse(`${day(3)}T00:00:00Z`) + 6 * 3600_000).toISOString();
    const to = new Date(Date.parse(`${day(2)}T00:00:00Z`) + 6 * 3600_000 - 1).toISOString();
    const body = await get(`/api/admin/utm?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&compare=previous`);
    expect(body.previous).toMatchObject({
      from: new Date(Date.parse(`${day(4)}T00:00:00Z`) + 6 * 3600_000).toISOString(),
      to: new Date(Date.parse(`${day(3)}T00:00:00Z`) + 6 * 3600_000 - 1).toISOString(),
    });
  });

  it('refuses a comparison it cannot make, naming compare', async () => {
    for (const query of ['compare=previous', `from=${day(3)}&compare=previous`, `to=${day(3)}&compare=previous`, `from=${day(3)}&to=${day(2)}&compare=next`, 'from=2026-01-01&to=2026-01-02&compare=']) {
      const res = await t.http().get(`/api/admin/funnel?${query}`).set('cookie', t.cookie);
      expect({ query, status: res.status, field: res.body.fields?.[0]?.field }).toEqual({ query, status: 400, field: 'compare' });
    }
    const backwards = await t.http().get(`/api/admin/revenue?from=${day(2)}&to=${day(3)}&compare=previous`).set('cookie', t.cookie);
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields[0].field).toBe('to');
  });

  it('gives the summary what today and the last 7 days compare with', async () => {
    const summary = await get('/api/admin/summary');
    expect(summary.today.pageViews).toBe(4);
    expect(summary.yesterday.pageViews).toBe(6);
    expect(summary.last7Days.pageViews).toBe(19);
    expect(summary.previous7Days.pageViews).toBe(11);
    // First seen yesterday: 2 identified and 5 anonymous; nine days ago: 3 identified; day 20 is older than both weeks.
    expect(summary.newContacts).toEqual({ last7Days: { contacts: 7, identified: 2 }, previous7Days: { contacts: 3, identified: 3 } });
  });
});
