import type { AdminFunnelResponse, AdminRevenueResponse, AdminTrafficResponse, AdminUtmResponse } from '@pitchlens/contracts';
import { periodFigures, previousDays, type ClosedDayRange } from '@pitchlens/reports';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/**
 * A range's figures as the worker's mails take them (periodFigures, from
 * libs/reports) against the dashboard's reports over the same days, in a
 * report time zone other than UTC. The projectors make these rows; here they
 * are written directly, a day either side of the week included.
 */
const ZONE = 'Asia/Tokyo';
const WEEK: ClosedDayRange = { from: '2026-11-02', to: '2026-11-08' };

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp('period_figures');
  // The zone the read models were built in: what the API answers in.
  await t.db.query(
    `INSERT INTO read_model.projector_checkpoints (name, time_zone) VALUES ('traffic', $1), ('contacts', $1), ('revenue', $1)
     ON CONFLICT (name) DO UPDATE SET time_zone = excluded.time_zone`,
    [ZONE],
  );
  await t.db.query(
    `INSERT INTO read_model.visitors_daily (day, visitors) VALUES ('2026-11-01', 50), ('2026-11-02', 3), ('2026-11-05', 4), ('2026-11-08', 5), ('2026-11-09', 70)`,
  );
  await t.db.query(
    `INSERT INTO read_model.page_views_daily (day, path, views, unique_sessions) VALUES
      ('2026-11-01', '/', 90, 50), ('2026-11-02', '/', 6, 3), ('2026-11-05', '/pricing', 9, 4), ('2026-11-09', '/', 80, 70)`,
  );
  await t.db.query(
    `INSERT INTO read_model.contact_counts (created_day, utm_source, step, anonymous, contacts) VALUES
      ('2026-11-01', 'google', 'home', true, 40),
      ('2026-11-02', 'google', 'home', true, 2), ('2026-11-03', 'newsletter', 'trial_checkout', false, 3),
      ('2026-11-08', '', 'landing', false, 1), ('2026-11-06', 'linkedin', 'home', false, 2), ('2026-11-07', 'bing', 'home', true, 1),
      ('2026-11-07', 'reddit', 'home', true, 1), ('2026-11-09', 'google', 'home', true, 60)`,
  );
  await t.db.query(
    `INSERT INTO read_model.funnel_step_daily (day, step, contacts) VALUES ('2026-11-01', 'home', 40), ('2026-11-02', 'home', 6), ('2026-11-03', 'trial_checkout', 3)`,
  );
  await t.db.query(`INSERT INTO read_model.funnel_furthest_daily (day, step, contacts) VALUES ('2026-11-02', 'home', 3), ('2026-11-03', 'trial_checkout', 3)`);
  await t.db.query(
    `INSERT INTO read_model.funnel_daily (day, step, utm_source, contacts, events) VALUES ('2026-11-02', 'home', 'google', 6, 8), ('2026-11-03', 'trial_checkout', 'newsletter', 3, 3)`,
  );
  await t.db.query(
    `INSERT INTO read_model.revenue_daily (day, product, payments, amount_cents, refunded_cents) VALUES
      ('2026-11-01', 'framework_session', 5, 248500, 0),
      ('2026-11-03', 'framework_session', 2, 99400, 0), ('2026-11-06', 'premium_monthly', 1, 5900, 0), ('2026-11-07', 'framework_session', 0, 0, 10000)`,
  );
  // Two buyers of the spring campaign, one who came without one; a refund of the spring buyer's payment.
  await t.db.query(
    `INSERT INTO read_model.revenue_payments (event_id, day, product, amount_cents, email, payment_intent_id) VALUES
      ('00000000-0000-4000-8000-00000000000a', '2026-11-03', 'framework_session', 49700, 'ann@acme.io', 'pi_ann'),
      ('00000000-0000-4000-8000-00000000000b', '2026-11-03', 'framework_session', 49700, 'bo@acme.io', NULL),
      ('00000000-0000-4000-8000-00000000000c', '2026-11-06', 'premium_monthly', 5900, 'cy@acme.io', NULL)`,
  );
  await t.db.query(
    `INSERT INTO read_model.revenue_refunds (event_id, day, product, amount_cents, payment_intent_id, transaction_id, global_position) VALUES
      (gen_random_uuid(), '2026-11-07', 'framework_session', 10000, 'pi_ann', '1', 4)`,
  );
  await t.db.query(
    `INSERT INTO read_model.payment_buyers (event_id, email, transaction_id, global_position, first_campaign) VALUES
      ('00000000-0000-4000-8000-00000000000a', 'ann@acme.io', '1', 1, 'spring'),
      ('00000000-0000-4000-8000-00000000000b', 'bo@acme.io', '1', 2, 'spring'),
      ('00000000-0000-4000-8000-00000000000c', 'cy@acme.io', '1', 3, NULL)`,
  );
  await t.db.query(
    `INSERT INTO read_model.contact_touch_counts (created_day, touch, dimension, value, contacts) VALUES
      ('2026-11-03', 'first', 'campaign', 'spring', 3), ('2026-11-04', 'first', 'campaign', '', 8), ('2026-11-09', 'first', 'campaign', 'spring', 9)`,
  );
});
afterAll(() => t?.close());

const asked = ({ from, to }: ClosedDayRange) => `from=${from}&to=${to}`;

it('takes each figure of a week from the report the dashboard shows it in, over the same days and zone', async () => {
  const asOf = new Date();
  const [figures, traffic, utm, funnel, revenue] = await Promise.all([
    periodFigures(t.db, WEEK, ZONE, asOf),
    t.get<AdminTrafficResponse>(`/api/admin/traffic?${asked(WEEK)}`),
    t.get<AdminUtmResponse>(`/api/admin/utm?${asked(WEEK)}`),
    t.get<AdminFunnelResponse>(`/api/admin/funnel?${asked(WEEK)}`),
    t.get<AdminRevenueResponse>(`/api/admin/revenue?${asked(WEEK)}&touch=first&dimension=campaign`),
  ]);
  expect([traffic.timeZone, utm.timeZone, funnel.timeZone, revenue.timeZone]).toEqual([ZONE, ZONE, ZONE, ZONE]);
  expect(figures).toEqual({
    timeZone: ZONE,
    from: '2026-11-02',
    to: '2026-11-08',
    visitors: traffic.days.reduce((n, d) => n + d.uniqueVisitors, 0),
    pageViews: traffic.days.reduce((n, d) => n + d.pageViews, 0),
    newContacts: utm.sources.reduce((n, s) => n + s.contacts, 0),
    identifiedContacts: utm.sources.reduce((n, s) => n + s.identifiedContacts, 0),
    funnel: funnel.steps,
    purchases: revenue.totalPayments,
    amountCents: revenue.totalAmountCents,
    refundedCents: revenue.totalRefundedCents,
    netCents: revenue.totalNetCents,
    topSources: utm.sources.slice(0, 5),
    campaigns: revenue.attribution.values,
    topCampaigns: revenue.attribution.values,
  });
  // The figures themselves: only the week's days count.
  expect(figures).toMatchObject({ visitors: 12, pageViews: 15, newContacts: 10, identifiedContacts: 6, purchases: 3, amountCents: 105300, refundedCents: 10000, netCents: 95300 });
  expect(figures.topSources.map((s) => s.source)).toEqual(['newsletter', 'google', 'linkedin', 'bing', 'reddit']);
  expect(figures.topCampaigns.map((c) => [c.value, c.buyers, c.netCents, c.contactsEntered])).toEqual([
    ['spring', 2, 89400, 3],
    [null, 1, 5900, 8],
  ]);
  expect(figures.funnel.find((s) => s.step === 'trial_checkout')).toMatchObject({ contacts: 3, reachedOrBeyond: 3 });
});

it('compares with the week before as the dashboard compares', async () => {
  const [before, compared] = await Promise.all([
    periodFigures(t.db, previousDays(WEEK), ZONE),
    t.get<AdminTrafficResponse>(`/api/admin/traffic?${asked(WEEK)}&compare=previous`),
  ]);
  expect(compared.previous).toMatchObject({ from: before.from, to: before.to });
  expect(before).toMatchObject({ from: '2026-10-26', to: '2026-11-01', visitors: 50, newContacts: 40, purchases: 5, netCents: 248500 });
});
