import {
  EVENT_SCHEMA_VERSIONS,
  type AdminReferralPayout,
  type AdminReferralPayoutsResponse,
  type AdminReferralsResponse,
  type ReferralSubmitted,
} from '@pitchlens/contracts';
import { overduePayouts } from '@pitchlens/database';
import { personStreams } from '@pitchlens/event-store';
import { v7 as uuidv7 } from 'uuid';
import { ReferralsProjector } from '../../../../worker/src/projections/referrals/referrals.projector';
import { catchUp } from '../../../../worker/test/catch-up';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-test-app';
import { countEvents } from '../../../test/test-app';

/**
 * Referral payouts through the real API: referrals in the log (those from
 * weeks ago appended as recorded then: the store stamps its own now()), the
 * referrals projector run as the worker runs it, demos and payments recorded
 * by the admin's calls, the report read back.
 */
let t: AdminTestApp;
/** A database of its own around each test (`beforeEach`) or each describe (`beforeAll`): payouts are judged over every referral in it. */
function ownDatabase(before: typeof beforeAll, after: typeof afterAll): void {
  before(async () => {
    t = await startAdminTestApp('referral-payouts');
  });
  after(() => t.close());
}

const DAY = 24 * 60 * 60 * 1000;
const TEAM = 'ops@pitchlens.test';
const project = () => catchUp(t.db, new ReferralsProjector(), 100);
const post = (path: string, body: object, cookie = t.cookie) => t.http().post(path).set('cookie', cookie).send(body);
const iso = (ms: number) => new Date(ms).toISOString();

/** A referral of `email` by `referrer`, recorded at `at` (ms): its id, as the payout calls name it. */
async function referredAt(at: number, email: string, referrer = 'priya@brightsales.com'): Promise<string> {
  const id = uuidv7();
  const event: ReferralSubmitted = {
    type: 'ReferralSubmitted',
    data: { submissionId: id, row: 1, referrer: { name: 'Priya Shah', email: referrer }, referred: { name: `Person ${email}`, email, title: 'VP Sales', company: 'Typed Co' } },
  };
  await t.db.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, schema_version, data, metadata, recorded_at)
     VALUES ($1, $2, 1, $3, $4, $5, '{}', $6)`,
    [id, personStreams.referredPerson(email), event.type, EVENT_SCHEMA_VERSIONS[event.type], event.data, iso(at)],
  );
  return id;
}

const attended = (referralId: string, at: number, recordedBy = TEAM) => post(`/api/admin/referrals/${referralId}/demo-attended`, { attendedAt: iso(at), recordedBy });
const markPaid = (referralId: string, paidBy = TEAM) => post(`/api/admin/referrals/${referralId}/payout-paid`, { paidBy });

async function payouts(): Promise<AdminReferralPayoutsResponse> {
  await project();
  return t.get<AdminReferralPayoutsResponse>('/api/admin/referrals/payouts');
}
const payoutOf = (report: AdminReferralPayoutsResponse, referralId: string): AdminReferralPayout | undefined =>
  report.referrers.flatMap((r) => r.payouts).find((p) => p.referralId === referralId);

describe('the terms', () => {
  let now: number;
  const ids: Record<string, string> = {};

  // Marking a payout paid changes what the others read.
  ownDatabase(beforeEach, afterEach);
  beforeEach(async () => {
    now = Date.now();
    ids.first = await referredAt(now - 100 * DAY, 'ana@acme.io');
    ids.sameCompanyWithin = await referredAt(now - 95 * DAY, 'bo@ACME.io');
    ids.sameCompanyAfter = await referredAt(now - 45 * DAY, 'cy@acme.io', 'lee@northwind.io');
    ids.day14 = await referredAt(now - 30 * DAY, 'di@globex.io');
    ids.late = await referredAt(now - 30 * DAY, 'ed@initech.io');
    // Refused at the form since the rule came; one from before it is still refused its card.
    ids.personal = await referredAt(now - 10 * DAY, 'fay@gmail.com');
    ids.noDemo = await referredAt(now - 10 * DAY, 'gus@umbrella.io');
    await project();
    const demos: [string, number][] = [
      ['first', now - 99 * DAY],
      ['sameCompanyWithin', now - 93 * DAY],
      ['sameCompanyAfter', now - 39 * DAY], // exactly 60 days after the first's demo
      ['day14', now - 16 * DAY], // exactly 14 days after the referral
      ['late', now - 16 * DAY + 1],
      ['personal', now - 9 * DAY],
    ];
    for (const [name, at] of demos) expect((await attended(ids[name], at)).status).toBe(202);
    // A payout is marked paid against the demos projected.
    await project();
  });

  it('owes, refuses with the reason, and lists each referrer’s counts', async () => {
    const report = await payouts();
    const state = (name: string) => {
      const payout = payoutOf(report, ids[name]);
      return payout && [payout.state, payout.refusal];
    };
    expect(state('first')).toEqual(['owed', null]);
    expect(state('sameCompanyWithin')).toEqual(['refused', 'company-paid-within-60-days']);
    expect(state('sameCompanyAfter')).toEqual(['owed', null]);
    expect(state('day14')).toEqual(['owed', null]);
    expect(state('late')).toEqual(['refused', 'demo-after-14-days']);
    expect(state('personal')).toEqual(['refused', 'personal-address']);
    expect(state('noDemo')).toBeUndefined();
    expect(report.totals).toEqual({ owed: 3, paid: 0, refused: 3 });
    expect(report.giftCardCents).toBe(2500);
    const priya = report.referrers.find((r) => r.referrerEmail === 'priya@brightsales.com');
    expect(priya).toMatchObject({ owed: 2, paid: 0, refused: 3 });
    expect(payoutOf(report, ids.first)).toMatchObject({ companyKey: 'acme.io', company: 'Typed Co', demoRecordedBy: TEAM, dueBy: iso(now - 98 * DAY), overdue: true, paidBy: null });
  });

  it('marks an owed payout paid once, with who and when; refuses marking a refused, undemoed or unknown one', async () => {
    const before = await countEvents(t.db);
    const first = await markPaid(ids.first);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ referralId: ids.first, duplicate: false });
    expect((await markPaid(ids.first, 'someone.else@pitchlens.test')).body).toEqual({ referralId: ids.first, duplicate: true });
    expect(await countEvents(t.db)).toBe(before + 1);

    const refused = await markPaid(ids.late);
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual([{ field: 'referralId', message: expect.stringContaining('demo-after-14-days') }]);
    expect((await markPaid(ids.noDemo)).status).toBe(409);
    const unknown = await markPaid(uuidv7());
    expect(unknown.status).toBe(404);
    expect(unknown.body.fields[0].field).toBe('referralId');
    expect(await countEvents(t.db)).toBe(before + 1);

    const paid = payoutOf(await payouts(), ids.first);
    expect(paid).toMatchObject({ state: 'paid', paidBy: TEAM, overdue: false });
    expect(Date.parse(paid?.paidAt as string)).toBeGreaterThan(now - 60_000);
  });

  it('gives the overdue alert the owed payouts past their due-by, oldest first', async () => {
    // A paid payout is no longer owed: the first is not among them.
    expect((await markPaid(ids.first)).status).toBe(202);
    await project();
    const overdue = await overduePayouts(t.db, new Date());
    expect(overdue.map((p) => p.referralId)).toEqual([ids.sameCompanyAfter, ids.day14]);
    expect(overdue[1]).toEqual({ referralId: ids.day14, referrerEmail: 'priya@brightsales.com', dueBy: new Date(now - 15 * DAY) });
    // Judged before the day-14 payout fell due, only the older one is overdue.
    expect((await overduePayouts(t.db, new Date(now - 15 * DAY))).map((p) => p.referralId)).toEqual([ids.sameCompanyAfter]);
  });
});

describe('recording a demo', () => {
  let referralId: string;
  ownDatabase(beforeAll, afterAll);
  beforeAll(async () => {
    referralId = await referredAt(Date.now() - 3 * DAY, 'hal@hooli.io');
    await project();
  });

  it.each([
    ['a date without a time', { attendedAt: '2026-11-01', recordedBy: TEAM }, 'attendedAt'],
    ['a time after now', { attendedAt: iso(Date.now() + DAY), recordedBy: TEAM }, 'attendedAt'],
    ['a time before the referral', { attendedAt: iso(Date.now() - 4 * DAY), recordedBy: TEAM }, 'attendedAt'],
    ['no team member', { attendedAt: iso(Date.now() - DAY) }, 'recordedBy'],
    ['a team member who is no address', { attendedAt: iso(Date.now() - DAY), recordedBy: 'Ops' }, 'recordedBy'],
  ])('refuses %s with 400 naming the field, recording nothing', async (_label, body, field) => {
    const before = await countEvents(t.db);
    const res = await post(`/api/admin/referrals/${referralId}/demo-attended`, body);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await countEvents(t.db)).toBe(before);
  });

  it('refuses an unknown referral (404) and an id that is no UUID (400), naming referralId', async () => {
    const unknown = await attended(uuidv7(), Date.now() - DAY);
    expect(unknown.status).toBe(404);
    expect(unknown.body.fields[0].field).toBe('referralId');
    const malformed = await post('/api/admin/referrals/not-an-id/demo-attended', { attendedAt: iso(Date.now() - DAY), recordedBy: TEAM });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields[0].field).toBe('referralId');
  });

  it('records one demo per referral: again at the same time is a duplicate, at another a 409; the referrals list shows it', async () => {
    const at = Date.now() - 2 * DAY;
    expect((await attended(referralId, at)).body).toEqual({ referralId, duplicate: false });
    await project();
    expect((await attended(referralId, at)).body).toEqual({ referralId, duplicate: true });
    const moved = await attended(referralId, at - 60_000);
    expect(moved.status).toBe(409);
    expect(moved.body.fields[0].field).toBe('attendedAt');
    const { referrals } = await t.get<AdminReferralsResponse>('/api/admin/referrals');
    expect(referrals.find((r) => r.referralId === referralId)?.demoAttendedAt).toBe(iso(at));
  });

  it('needs the admin session for every payout route', async () => {
    for (const res of [
      await t.http().get('/api/admin/referrals/payouts'),
      await post(`/api/admin/referrals/${referralId}/demo-attended`, { attendedAt: iso(Date.now() - DAY), recordedBy: TEAM }, ''),
      await post(`/api/admin/referrals/${referralId}/payout-paid`, { paidBy: TEAM }, ''),
    ])
      expect(res.status).toBe(401);
  });
});
