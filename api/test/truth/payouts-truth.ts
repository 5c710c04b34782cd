import { EVENT_SCHEMA_VERSIONS, isFreeMailbox, normalizeEmail, shownAddress, type AdminReferralPayoutsResponse, type ReferralSubmitted } from '@pitchlens/contracts';
import { personStreams } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { AdminGet } from './compare';
import type { Http, Mismatch } from './driver';
import { Random } from './random';
import type { TruthStack } from './stack';

/**
 * Referral payouts as an analyst works them out from the log, under README
 * "Referral payouts": the referrals (id, both addresses, when the log
 * recorded them), the demos and the payments the team recorded.
 */
export interface LoggedReferral {
  referralId: string;
  referrerEmail: string;
  referredEmail: string;
  referredAt: number;
  /** The form that named them, and their row on it. */
  submissionId: string;
  row: number;
}

export interface PayoutTruth {
  referrals: LoggedReferral[];
  demos: Map<string, number>;
  paid: Map<string, string>;
}

type Expected = { state: 'owed' | 'paid' | 'refused'; refusal: string | null; dueBy: number | null };
export type AdminPost = (path: string, body: object) => Promise<{ status: number; body: unknown }>;

const DAY = 86_400_000;
export const TEAM_ADDRESS = 'payouts-team@pitchlens.test';

/**
 * Referrals from before this run, appended as the log recorded them then (the
 * store stamps its own now(), so a referral weeks old cannot be made through
 * the form today), each with the demo the team will record: the edges of
 * every term, then some of random age whose demo falls anywhere up to now.
 * Answers the planned demos by referral id.
 */
export async function plantHistory(db: Pool, seed: number, now: number): Promise<Map<string, number>> {
  const rng = new Random(seed + 14);
  const tag = seed.toString(36);
  const edges: [ageDays: number, domain: string, demoAfter: number | null][] = [
    [100, `first-${tag}.io`, DAY], // owed
    [95, `first-${tag}.io`, 2 * DAY], // 6 days after the first's demo: the company's 60 days
    [45, `first-${tag}.io`, 6 * DAY], // exactly 60 days after the first's demo: owed again
    [30, `day14-${tag}.io`, 14 * DAY], // exactly 14 days: owed
    [30, `late-${tag}.io`, 14 * DAY + 1], // a millisecond later: refused
    [10, 'gmail.com', DAY], // a personal address from before the form refused them
    ...Array.from({ length: 12 }, (): [number, string, null] => [rng.int(0, 120), `history-${rng.int(1, 3)}-${tag}.io`, null]),
  ];
  const planned = new Map<string, number>();
  for (const [i, [ageDays, domain, demoAfter]] of edges.entries()) {
    const id = uuidv7();
    // The edges' times are whole days apart, as their comments say; the others fall anywhere in their day.
    const at = now - ageDays * DAY - (demoAfter === null ? rng.int(1, DAY / 2) : 0);
    const email = `history${i}-${tag}@${domain}`;
    const event: ReferralSubmitted = {
      type: 'ReferralSubmitted',
      data: { submissionId: id, row: 1, referrer: { name: `Past Referrer ${i % 3}`, email: `past${i % 3}-${tag}@brightsales.io` }, referred: { name: `Past ${i}`, email, title: 'VP Sales', company: domain } },
    };
    await db.query(
      `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, schema_version, data, metadata, recorded_at) VALUES ($1, $2, 1, $3, $4, $5, '{}', $6)`,
      [id, personStreams.referredPerson(email), event.type, EVENT_SCHEMA_VERSIONS[event.type], event.data, new Date(at).toISOString()],
    );
    planned.set(id, demoAfter === null ? at + 1 + Math.floor(rng.next() * (now - at - 1)) : at + demoAfter);
  }
  return planned;
}

/** What the form refuses earns nothing: a personal address (400), and a person referred before (409). */
export async function refusedReferrals(http: Http, truth: PayoutTruth, problems: Mismatch[]): Promise<void> {
  const form = (referred: string) => ({ name: 'Late Referrer', email: 'late.referrer@brightsales.io', consent: true, referral1Name: 'Again', referral1Email: referred, referral1Title: 'VP Sales', referral1Company: 'Again Co' });
  const personal = await http().post('/api/referrals/submit').send(form('someone.personal@gmail.com'));
  if (personal.status !== 400) problems.push({ figure: 'a referral of a personal address', expected: '400', actual: String(personal.status) });
  const first = truth.referrals.find((r) => !isFreeMailbox(r.referredEmail));
  const again = first && (await http().post('/api/referrals/submit').send(form(first.referredEmail)));
  if (again && again.status !== 409) problems.push({ figure: 'a second referral of a person', expected: '409', actual: String(again.status) });
}

/**
 * The team's part, once the crowd's calls are projected: referrals from weeks
 * before planted, the form's refusals tried, demos recorded, then cards marked
 * paid once the report can owe them. Answers what the analyst needs.
 */
export async function runPayouts(stack: Pick<TruthStack, 'api' | 'http' | 'adminPost' | 'quiet'>, seed: number, problems: Mismatch[]): Promise<PayoutTruth> {
  const planned = await plantHistory(stack.api.db, seed, Date.now());
  const truth: PayoutTruth = { referrals: await loggedReferrals(stack.api.db), demos: new Map(), paid: new Map() };
  await refusedReferrals(stack.http, truth, problems);
  await stack.quiet();
  await recordDemos(stack.adminPost, truth, seed, planned, problems);
  await stack.quiet();
  await markPaid(stack.adminPost, truth, seed, problems);
  await stack.quiet();
  return truth;
}

export async function loggedReferrals(db: Pool): Promise<LoggedReferral[]> {
  const { rows } = await db.query<{ id: string; referrer: string; referred: string; at: Date; submission: string; row: number }>(
    `SELECT event_id::text AS id, data->'referrer'->>'email' AS referrer, data->'referred'->>'email' AS referred, recorded_at AS at,
            data->>'submissionId' AS submission, (data->>'row')::int AS row
       FROM event_store.events WHERE type = 'ReferralSubmitted'`,
  );
  return rows.map((r) => ({
    referralId: r.id,
    referrerEmail: normalizeEmail(r.referrer),
    referredEmail: normalizeEmail(r.referred),
    referredAt: r.at.getTime(),
    submissionId: r.submission,
    row: r.row,
  }));
}

/** Each payout's state: a paid card stands; the rest in order of their demo, each term in the README's order. */
export function expectedPayouts(truth: PayoutTruth): Map<string, Expected> {
  const out = new Map<string, Expected>();
  const domain = (r: LoggedReferral) => r.referredEmail.slice(r.referredEmail.lastIndexOf('@') + 1);
  const withDemo = truth.referrals.filter((r) => truth.demos.has(r.referralId));
  const counted: { domain: string; demo: number }[] = [];
  for (const r of withDemo.filter((r) => truth.paid.has(r.referralId))) {
    const demo = truth.demos.get(r.referralId) as number;
    counted.push({ domain: domain(r), demo });
    out.set(r.referralId, { state: 'paid', refusal: null, dueBy: demo + DAY });
  }
  const open = withDemo
    .filter((r) => !truth.paid.has(r.referralId))
    .map((r) => ({ r, demo: truth.demos.get(r.referralId) as number }))
    .sort((a, b) => a.demo - b.demo || (a.r.referralId < b.r.referralId ? -1 : 1));
  for (const { r, demo } of open) {
    const refuse = (refusal: string) => out.set(r.referralId, { state: 'refused', refusal, dueBy: null });
    if (isFreeMailbox(r.referredEmail)) refuse('personal-address');
    else if (demo > r.referredAt + 14 * DAY) refuse('demo-after-14-days');
    else if (counted.some((c) => c.domain === domain(r) && Math.abs(c.demo - demo) < 60 * DAY)) refuse('company-paid-within-60-days');
    else {
      counted.push({ domain: domain(r), demo });
      out.set(r.referralId, { state: 'owed', refusal: null, dueBy: demo + DAY });
    }
  }
  return out;
}

async function expectAnswer(post: AdminPost, path: string, body: object, status: number, problems: Mismatch[]): Promise<void> {
  const answer = await post(path, body);
  if (answer.status !== status) problems.push({ figure: `answer to POST ${path}`, expected: String(status), actual: `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` });
}

/** The team records the planned demos, and one for some other referrals at a moment between the referral and now. */
export async function recordDemos(post: AdminPost, truth: PayoutTruth, seed: number, planned: Map<string, number>, problems: Mismatch[]): Promise<void> {
  const rng = new Random(seed + 28);
  for (const r of truth.referrals) {
    if (!planned.has(r.referralId) && !rng.chance(0.6)) continue;
    // A millisecond after the referral at the earliest: the log keeps microseconds, which a millisecond clears.
    const demo = planned.get(r.referralId) ?? r.referredAt + 1 + Math.floor(rng.next() * (Date.now() - r.referredAt - 1));
    truth.demos.set(r.referralId, demo);
    await expectAnswer(post, `/api/admin/referrals/${r.referralId}/demo-attended`, { attendedAt: new Date(demo).toISOString(), recordedBy: TEAM_ADDRESS }, 202, problems);
  }
}

/** The team marks about half of the owed cards paid; a refused one cannot be, and marking one twice changes nothing. */
export async function markPaid(post: AdminPost, truth: PayoutTruth, seed: number, problems: Mismatch[]): Promise<void> {
  const rng = new Random(seed + 60);
  const expected = [...expectedPayouts(truth)];
  for (const [referralId, payout] of expected) {
    if (payout.state !== 'owed' || !rng.chance(0.5)) continue;
    truth.paid.set(referralId, TEAM_ADDRESS);
    await expectAnswer(post, `/api/admin/referrals/${referralId}/payout-paid`, { paidBy: TEAM_ADDRESS }, 202, problems);
  }
  const again = [...truth.paid.keys()][0];
  if (again) await expectAnswer(post, `/api/admin/referrals/${again}/payout-paid`, { paidBy: 'someone.else@pitchlens.test' }, 202, problems);
  const refused = expected.find(([, p]) => p.state === 'refused');
  if (refused) await expectAnswer(post, `/api/admin/referrals/${refused[0]}/payout-paid`, { paidBy: TEAM_ADDRESS }, 409, problems);
}

/** The payouts report against the analyst's: every payout's state, reason, due-by and payer, each referrer's counts and the totals. */
export async function comparePayouts(get: AdminGet, truth: PayoutTruth): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const report = await get<AdminReferralPayoutsResponse>('/api/admin/referrals/payouts');
  if (!report) return out;
  const diff = (figure: string, expected: unknown, actual: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ figure: `payouts: ${figure}`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) });
  };
  const expected = expectedPayouts(truth);
  const byId = new Map(truth.referrals.map((r) => [r.referralId, r]));
  const counts = new Map<string, Record<Expected['state'], number>>();
  for (const [id, payout] of expected) {
    const referrer = shownAddress((byId.get(id) as LoggedReferral).referrerEmail);
    const count = counts.get(referrer) ?? { owed: 0, paid: 0, refused: 0 };
    count[payout.state]++;
    counts.set(referrer, count);
  }
  const shown = new Map(report.referrers.flatMap((r) => r.payouts.map((p) => [p.referralId, p] as const)));
  const asOf = Date.parse(report.asOf);
  for (const [id, payout] of expected) {
    const actual = shown.get(id);
    const dueBy = payout.dueBy === null ? null : new Date(payout.dueBy).toISOString();
    const paidBy = truth.paid.has(id) ? TEAM_ADDRESS : null;
    diff(`${id}`, { ...payout, dueBy, overdue: payout.state === 'owed' && (payout.dueBy as number) < asOf, paidBy }, actual && { state: actual.state, refusal: actual.refusal, dueBy: actual.dueBy, overdue: actual.overdue, paidBy: actual.paidBy });
  }
  diff('payouts listed', expected.size, shown.size);
  for (const r of report.referrers) diff(`${r.referrerEmail}: owed, paid, refused`, counts.get(r.referrerEmail), { owed: r.owed, paid: r.paid, refused: r.refused });
  diff('referrers listed', counts.size, report.referrers.length);
  const totals = { owed: 0, paid: 0, refused: 0 };
  for (const payout of expected.values()) totals[payout.state]++;
  diff('totals', totals, report.totals);
  return out;
}
