import { migrations } from '@pitchlens/database';
import type { QueryRunner } from 'typeorm';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { clearOfMidnight } from '../../../worker/test/clear-of-midnight';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

let t: AdminTestApp;

beforeAll(async () => {
  // The rows below are keyed by days counted back from today, and the reports count back from the server's today.
  await clearOfMidnight(60_000);
  t = await startAdminTestApp('admin_reports');
}, 2 * 60_000);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.http().get(path).set('cookie', t.cookie);
  expect(res.status).toBe(200);
  return res.body;
};

/** Read models are derived data: these tests write them directly. */
const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);

/**
 * The aggregates the contacts projector keeps, counted from the contacts and
 * funnel_reached rows by the migration that made them, as it does for a
 * database that already holds contacts.
 */
async function recountContactAggregates(): Promise<void> {
  const [migration] = migrations.map((m) => new m()).filter((m) => m.name === 'ContactAggregates1732190400000');
  const runner = { query: (text: string) => sql(text) } as unknown as QueryRunner;
  await migration.down(runner);
  await migration.up(runner);
}

describe('reports over the read models', () => {
  const ids = { a: uuidv4(), b: uuidv4(), c: uuidv4(), d: uuidv4() };

  beforeAll(async () => {
    await sql(
      `INSERT INTO read_model.contacts (id, email, anonymous, current_funnel_step, utm_source, created_at, last_activity) VALUES
        ($1, 'a@x.io', false, 'trial_checkout', 'linkedin', '2026-10-01T00:00:00Z', now()),
        ($2, 'b@x.io', false, 'landing', 'linkedin', '2026-10-02T00:00:00Z', now()),
        ($3, NULL, true, 'home', NULL, '2026-10-03T00:00:00Z', now()),
        ($4, 'd@x.io', false, NULL, 'google', '2026-11-01T00:00:00Z', now())`,
      [ids.a, ids.b, ids.c, ids.d],
    );
    // a: home -> landing -> (skips breakdown_download) trial_checkout; b: home -> landing, and back to home;
    // c: home; d also saw features.
    const reached: [string, string, string][] = [
      [day(3), 'home', ids.a], [day(2), 'landing', ids.a], [day(1), 'trial_checkout', ids.a],
      [day(3), 'home', ids.b], [day(1), 'home', ids.b], [day(0), 'landing', ids.b],
      [day(10), 'home', ids.c],
      [day(0), 'features', ids.d],
    ];
    for (const [d, step, contact] of reached) {
      await sql(`INSERT INTO read_model.funnel_reached (day, step, utm_source, contact_id) VALUES ($1, $2, '', $3)`, [d, step, contact]);
    }
    await recountContactAggregates();
    await sql(
      `INSERT INTO read_model.funnel_daily (day, step, utm_source, contacts, events) VALUES
        ($1, 'home', '', 2, 5), ($2, 'landing', '', 1, 1), ($3, 'trial_checkout', '', 1, 2), ($4, 'landing', '', 1, 1), ($5, 'home', '', 1, 1), ($4, 'features', '', 1, 3)`,
      [day(3), day(2), day(1), day(0), day(10)],
    );
    await sql(
      `INSERT INTO read_model.page_views_daily (day, path, views, unique_sessions) VALUES
        ($1, '/', 10, 4), ($1, '/features', 3, 2), ($2, '/', 7, 3), ($3, '/', 100, 50)`,
      [day(0), day(2), day(30)],
    );
    // Today s1 and s2 (s1 on two paths), two days ago s3.
    await sql(`INSERT INTO read_model.visitors_daily (day, visitors) VALUES ($1, 2), ($2, 1)`, [day(0), day(2)]);
    await sql(`INSERT INTO read_model.downloads_daily (day, download_type, downloads) VALUES ($1, 'tactics-csv', 2), ($2, 'tactics-csv', 4)`, [day(0), day(6)]);
    await sql(`INSERT INTO read_model.bot_calls_daily (day, calls) VALUES ($1, 3), ($2, 5), ($3, 40)`, [day(0), day(4), day(9)]);
  });

  it('GET /api/admin/summary counts contacts, steps, and today / the last 7 days', async () => {
    expect(await get('/api/admin/summary')).toEqual({
      timeZone: 'UTC',
      totalContacts: 4,
      identifiedContacts: 3,
      contactsByStep: [
        { step: 'home', contacts: 1 },
        { step: 'landing', contacts: 1 },
        { step: 'breakdown_download', contacts: 0 },
        { step: 'trial_checkout', contacts: 1 },
        { step: 'premium_checkout', contacts: 0 },
        { step: 'framework_session', contacts: 0 },
        { step: 'completed', contacts: 0 },
      ],
      contactsWithoutStep: 1,
      today: { pageViews: 13, funnelEvents: 4, downloads: 2, botCallsExcluded: 3 },
      last7Days: { pageViews: 20, funnelEvents: 12, downloads: 6, botCallsExcluded: 8 },
      yesterday: { pageViews: 0, funnelEvents: 2, downloads: 0, botCallsExcluded: 0 },
      // Days 7 to 13 ago: day 10's home step and day 9's bots; day 30's views are older.
      previous7Days: { pageViews: 0, funnelEvents: 1, downloads: 0, botCallsExcluded: 40 },
      newContacts: { last7Days: { contacts: 0, identified: 0 }, previous7Days: { contacts: 0, identified: 0 } },
    });
  });

  it('GET /api/admin/funnel gives unique contacts, conversion and drop-off in funnel order', async () => {
    const body = await get('/api/admin/funnel');
    expect(body.from).toBeNull();
    const step = (name: string) => body.steps.find((s: { step: string }) => s.step === name);
    expect(body.steps.map((s: { step: string }) => s.step)).toEqual(['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout', 'framework_session', 'completed']);
    expect(step('home')).toEqual({ step: 'home', contacts: 3, events: 6, reachedOrBeyond: 3, conversionFromPrevious: null, dropOffFromPrevious: 0, dropOffRate: null });
    expect(step('landing')).toMatchObject({ contacts: 2, events: 2, reachedOrBeyond: 2, conversionFromPrevious: 0.6667, dropOffFromPrevious: 1 });
    // a skipped breakdown_download but got further, so it still counts as having passed it.
    expect(step('breakdown_download')).toMatchObject({ contacts: 0, reachedOrBeyond: 1, conversionFromPrevious: 0.5, dropOffFromPrevious: 1, dropOffRate: 0.5 });
    expect(step('trial_checkout')).toMatchObject({ contacts: 1, events: 2, reachedOrBeyond: 1, conversionFromPrevious: 1 });
    expect(step('premium_checkout')).toMatchObject({ contacts: 0, reachedOrBeyond: 0, conversionFromPrevious: 0, dropOffRate: 1 });
    expect(body.otherSteps).toEqual([{ step: 'features', contacts: 1, events: 3 }]);
  });

  it('GET /api/admin/funnel limits to a range of days', async () => {
    const body = await get(`/api/admin/funnel?from=${day(2)}&to=${day(0)}`);
    expect(body).toMatchObject({ from: day(2), to: day(0) });
    const counts = Object.fromEntries(body.steps.map((s: { step: string; contacts: number }) => [s.step, s.contacts]));
    expect(counts).toMatchObject({ home: 0, landing: 2, trial_checkout: 1 });
    const bad = await t.http().get('/api/admin/funnel?from=2026-11-05&to=2026-11-01').set('cookie', t.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('to');
  });

  it('GET /api/admin/funnel counts a contact in a range on the day it first reached a step, not when it came back', async () => {
    const body = await get(`/api/admin/funnel?from=${day(1)}&to=${day(0)}`);
    const counts = Object.fromEntries(body.steps.map((s: { step: string; contacts: number; reachedOrBeyond: number }) => [s.step, [s.contacts, s.reachedOrBeyond]]));
    // b came back to home on day 1 but first reached it on day 3; furthest steps count on the day they
    // were first reached: a's trial_checkout (day 1) and b's landing (day 0).
    expect(counts).toMatchObject({ home: [0, 2], landing: [1, 2], breakdown_download: [0, 1], trial_checkout: [1, 1], premium_checkout: [0, 0] });
  });

  it('GET /api/admin/traffic gives every day of the range, zeros included, and the top paths', async () => {
    const body = await get(`/api/admin/traffic?from=${day(2)}&to=${day(0)}`);
    expect(body.days).toEqual([
      { day: day(2), pageViews: 7, uniqueVisitors: 1, funnelEvents: 1, downloads: 0 },
      { day: day(1), pageViews: 0, uniqueVisitors: 0, funnelEvents: 2, downloads: 0 },
      { day: day(0), pageViews: 13, uniqueVisitors: 2, funnelEvents: 4, downloads: 2 },
    ]);
    expect(body.topPaths).toEqual([{ path: '/', pageViews: 17 }, { path: '/features', pageViews: 3 }]);
    const defaults = await get('/api/admin/traffic');
    expect(defaults.days).toHaveLength(30);
    expect(defaults.to).toBe(day(0));
    for (const query of ['from=2020-01-01&to=2026-01-01', 'from=soon']) {
      const res = await t.http().get(`/api/admin/traffic?${query}`).set('cookie', t.cookie);
      expect(res.status).toBe(400);
      expect(res.body.fields[0].field).toBe('from');
    }
  });

  it('GET /api/admin/utm breaks contacts down by first-touch source', async () => {
    const body = await get('/api/admin/utm');
    expect(body.sources.map((s: { source: string | null; contacts: number; identifiedContacts: number }) => [s.source, s.contacts, s.identifiedContacts])).toEqual([
      ['linkedin', 2, 2],
      ['google', 1, 1],
      [null, 1, 0],
    ]);
    const linkedin = body.sources[0].contactsByStep;
    expect(linkedin.filter((s: { contacts: number }) => s.contacts > 0)).toEqual([{ step: 'landing', contacts: 1 }, { step: 'trial_checkout', contacts: 1 }]);
    const november = await get('/api/admin/utm?from=2026-11-01&to=2026-11-30');
    expect(november.sources.map((s: { source: string | null }) => s.source)).toEqual(['google']);
  });

  it('GET /api/admin/utm bounds createdAt to the instant when from/to are timestamps', async () => {
    const counts = async (query: string) =>
      (await get(`/api/admin/utm?${query}`)).sources.map((s: { source: string | null; contacts: number }) => [s.source, s.contacts]);
    // Whole days Oct 2-31 (b, c), part of Oct 1 after a was created, and the first instant of Nov 1 (d).
    expect(await counts('from=2026-10-01T00:00:01Z&to=2026-11-01T00:00:00Z')).toEqual([['google', 1], ['linkedin', 1], [null, 1]]);
    // Within less than a day: no whole day at all.
    expect(await counts('from=2026-10-01T00:00:01Z&to=2026-10-02T00:00:00Z')).toEqual([['linkedin', 1]]);
    expect(await counts('from=2026-10-02T00:00:00.001Z&to=2026-10-03T00:00:00Z')).toEqual([[null, 1]]);
  });
});

describe('GET /api/admin/contacts/:id/timeline', () => {
  const sessionId = 'session-timeline1';
  const track = (path: string, body: object, status = 201) => t.http().post(path).send({ eventId: uuidv7(), ...body }).expect(status);

  it("reads the contact's whole history from the event log, newest first", async () => {
    await track('/api/track-page-view', { path: '/', sessionId });
    await track('/api/track-contact', { email: 'tl@acme.io', sessionId, currentFunnelStep: 'landing', firstName: 'Tia' });
    await track('/api/track-funnel-step', { email: 'tl@acme.io', step: 'trial_checkout' }); // no session: the contact's own stream
    await track('/api/track-page-view', { path: '/elsewhere', sessionId: 'session-someone-else' });
    const requested = await track('/api/send-breakdown-email', { email: 'tl@acme.io', sessionId }, 202);
    // The worker's email sender records the outcome in the email's own stream; stood in for here.
    const sourceEventId = requested.body.eventIds[1];
    const key = `${sourceEventId}.breakdown`;
    await sql(
      `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, data) VALUES ($1, $2, 1, 'EmailSent', $3)`,
      [uuidv4(), `email-${key}`, { key, template: 'breakdown', to: 'tl@acme.io', sourceEventId, messageId: null }],
    );
    // The contacts projector (worker) would make this row; here it is written directly.
    const id = uuidv4();
    await sql(
      `INSERT INTO read_model.contacts (id, email, anonymous, session_ids, created_at, last_activity) VALUES ($1, 'tl@acme.io', false, $2, now(), now())`,
      [id, [sessionId]],
    );
    await sql(`INSERT INTO read_model.contact_sessions (session_id, contact_id) VALUES ($1, $2)`, [sessionId, id]);

    const body = await get(`/api/admin/contacts/${id}/timeline`);
    expect(body).toMatchObject({ contactId: id, email: 'tl@acme.io', truncated: false });
    expect(body.events.map((e: { type: string; summary: string }) => [e.type, e.summary])).toEqual([
      ['EmailSent', 'Email "breakdown" sent to tl@acme.io'],
      ['BreakdownEmailRequested', 'Requested the pitch breakdown email'],
      ['ContactIdentified', 'Identified as tl@acme.io (breakdown-request)'],
      ['FunnelStepReached', 'Reached funnel step trial_checkout'],
      ['FunnelStepReached', 'Reached funnel step landing'],
      ['ContactIdentified', 'Identified as tl@acme.io (track-contact)'],
      ['PageViewed', 'Viewed /'],
    ]);
    expect(body.events[6]).toMatchObject({ sessionId, data: { path: '/' }, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });
    const times = body.events.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows a referrer the referrals they submitted, and the referred person the same referral", async () => {
    const form = { name: 'Rae Ford', email: 'rae@acme.io', consent: true, sessionId: 'session-referrer1' };
    const people = [1, 2, 3].map((row) => ({
      [`referral${row}Name`]: row < 3 ? `Lee ${row}` : '',
      [`referral${row}Email`]: row < 3 ? `lee${row}@corp.io` : '',
      [`referral${row}Title`]: 'VP Sales',
      [`referral${row}Company`]: row < 3 ? 'Corp' : '',
    }));
    await track('/api/referrals/submit', Object.assign(form, ...people));
    const referrer = uuidv4();
    const referred = uuidv4();
    await sql(`INSERT INTO read_model.contacts (id, email, anonymous, created_at, last_activity) VALUES ($1, 'rae@acme.io', false, now(), now()), ($2, 'lee2@corp.io', false, now(), now())`, [
      referrer,
      referred,
    ]);
    const summaries = async (id: string) => (await get(`/api/admin/contacts/${id}/timeline`)).events.filter((e: { type: string }) => e.type === 'ReferralSubmitted').map((e: { summary: string }) => e.summary);
    expect((await summaries(referrer)).sort()).toEqual([
      'Rae Ford <rae@acme.io> referred Lee 1 <lee1@corp.io> (VP Sales, Corp)',
      'Rae Ford <rae@acme.io> referred Lee 2 <lee2@corp.io> (VP Sales, Corp)',
    ]);
    expect(await summaries(referred)).toEqual(['Rae Ford <rae@acme.io> referred Lee 2 <lee2@corp.io> (VP Sales, Corp)']);
  });

  it('answers 404 for an unknown contact and 400 for an id that is not a UUID', async () => {
    const unknown = await t.http().get(`/api/admin/contacts/${uuidv4()}/timeline`).set('cookie', t.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, statusCode: 404 });
    const bad = await t.http().get('/api/admin/contacts/not-a-uuid/timeline').set('cookie', t.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'id', message: 'must be a UUID' }]);
  });
});

describe('GET /api/admin/referrals', () => {
  it('lists everyone referred, newest first, and whether they have become a contact', async () => {
    const contactId = uuidv4();
    await sql(`INSERT INTO read_model.contacts (id, email, anonymous, created_at, last_activity) VALUES ($1, 'came@back.io', false, now(), now())`, [contactId]);
    await sql(
      `INSERT INTO read_model.referrals (event_id, submission_id, row_number, referrer_name, referrer_email, referred_name, referred_email, referred_title, referred_company, status, submitted_at, invited_at)
       VALUES ($1, 's1', 1, 'Priya Shah', 'priya@bright.com', 'Came Back', 'Came@Back.io', 'VP Sales', 'Back', 'invited', '2026-11-20T10:00:00Z', '2026-11-20T10:00:05Z'),
              ($2, 's2', 1, 'Priya Shah', 'priya@bright.com', 'Not Yet', 'not@yet.io', 'Sales Manager', 'Yet', 'submitted', '2026-11-21T10:00:00Z', NULL)`,
      [uuidv4(), uuidv4()],
    );
    expect(await get('/api/admin/referrals')).toEqual({
      total: 2,
      referrals: [
        expect.objectContaining({ referredEmail: 'not@yet.io', invitation: 'submitted', invitedAt: null, contactId: null }),
        expect.objectContaining({ referredEmail: 'Came@Back.io', referrerName: 'Priya Shah', invitation: 'invited', invitedAt: '2026-11-20T10:00:05.000Z', contactId }),
      ],
    });
    await t.http().get('/api/admin/referrals').expect(401);
  });
});
