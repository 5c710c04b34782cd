import { clearOfMidnight } from '../../../worker/test/clear-of-midnight';
import { longTestScale } from '../../../worker/test/long-test-scale';
import { StripeGateway } from '../../src/payments/stripe/stripe-gateway';
import { runCheckouts } from './checkout';
import { runAftercare } from './stripe-aftercare';
import type { AdminConversionResponse } from '@pitchlens/contracts';
import { compareReports, conversionAsks, type AdminGet, type Ranges } from './compare';
import { conversionPath } from './conversion-truth';
import { compareConversionPeople, compareReportPeople, compareRevenuePeople } from './people-truth';
import { comparePeriods } from './period-truth';
import { compareContactRows, compareFilters, comparePaging, filters, rowKey } from './contacts-compare';
import { compareCsv } from './csv-compare';
import { compareAnnotations, writeNotes } from './annotations-truth';
import { compareLiveVisitors } from './live-truth';
import { Driver, type Mismatch } from './driver';
import { shiftDay } from './expected-figures';
import { buildPlan } from './population';
import { chooseSeed } from './random';
import { formatMismatches } from './report';
import { compareErasures } from './erasure-truth';
import { compareProjectors } from './operations-truth';
import { comparePayouts, runPayouts, type PayoutTruth } from './payouts-truth';
import { compareReferralList } from './referral-list-truth';
import { startStack, type TruthStack } from './stack';
import { compareTimelines, timelinesToCompare } from './timeline-compare';
import { buildTruth, dayOf, dayStart, TRUTH_TIME_ZONE, type CheckoutRecord, type Ledger, type Truth, type TruthContact } from './truth-model';
import { openSpan, wallClockStepBack } from './wall-clock';

/**
 * The truth test: a seeded crowd of browsers (some shared by two people),
 * bots and buyers drives the real API; the worker projects the log; every
 * admin figure and every contact's timeline must equal what the README's
 * rules give for the calls the generator knows it made, and again after
 * every projector is replayed from the log. Then people of each kind are
 * erased, and every read model must be what a rebuild of the erased log
 * gives. Report days are India's
 * (TRUTH_TIME_ZONE), whose midnight splits the generated traffic.
 *
 * TRUTH_SESSIONS sets its size (default 2500 × LONG_TEST_SCALE); TRUTH_SEED replays a seed;
 * TRUTH_KEEP_DB=1 keeps its database for looking into a failure.
 */
const SEED = chooseSeed();
const SESSIONS = Number(process.env.TRUTH_SESSIONS ?? Math.round(2500 * longTestScale()));
const IN_FLIGHT = 16;
/** How long the first test's run may take (100–300 s so far): one that starts closer than this to local midnight waits until after it, so "today" cannot move under the figures. */
const RUN_LIMIT = 10 * 60_000;
const HOUR = 3_600_000;

let stack: TruthStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

function rangesFor(now: number): Ranges {
  const today = dayOf(now);
  const days = { from: shiftDay(today, -2), to: shiftDay(today, -1) };
  return { today, days, all: { from: shiftDay(today, -3), to: today }, instants: { from: dayStart(days.from), until: dayStart(shiftDay(days.to, 1)) } };
}

/** The people behind the figures: the summary's, UTM and funnel cells, revenue's buyers, and every count of two conversion funnels (the default, and one broken down by campaign). */
async function comparePeople(get: AdminGet, truth: Truth, ranges: Ranges): Promise<Mismatch[]> {
  const out = await compareReportPeople(get, truth, ranges.days, ranges.instants);
  // Payments are taken today: all time, and today alone.
  for (const range of [null, { from: ranges.today, to: ranges.today }]) out.push(...(await compareRevenuePeople(get, truth, range)));
  const asks = conversionAsks(ranges).filter((ask, i) => i === 0 || (ask.breakdown?.by === 'campaign' && ask.breakdown.touch === 'last'));
  for (const ask of asks) {
    const answer = await get<AdminConversionResponse>(conversionPath(ask));
    if (answer) out.push(...(await compareConversionPeople(get, truth, ask, answer.asOf)));
  }
  return out;
}

async function compareAll(truth: Truth, checkouts: CheckoutRecord[], timelines: TruthContact[], ranges: Ranges, now: number, payouts: PayoutTruth): Promise<{ mismatches: Mismatch[]; timelines: number; timelinesMs: number }> {
  const out: Mismatch[] = [];
  const get = stack.adminGet(out);
  out.push(...(await compareReports(get, truth, ranges, checkouts)));
  out.push(...(await comparePeriods(stack.api.db, truth, [ranges.days, ranges.all])));
  out.push(...(await comparePayouts(get, payouts)));
  out.push(...(await comparePeople(get, truth, ranges)));
  out.push(...(await compareLiveVisitors(get, truth, [stack.ownHost, stack.siteHost])));
  out.push(...(await compareProjectors(get, stack.api.db)));
  const { mismatches, rows } = await compareContactRows(get, truth);
  out.push(...mismatches);
  out.push(...(await compareReferralList(get, stack.api.db, payouts, rows)));
  // Odd milliseconds keep the cut off every event time the plan made.
  const cut = { from: now - 40 * HOUR + 377, until: now - 20 * HOUR + 611 };
  out.push(...(await compareFilters(get, truth, filters(ranges.days, ranges.instants, cut, 'Acme-2.C'))));
  out.push(...(await comparePaging(get)));
  out.push(...compareCsv(await stack.adminText('/api/contacts.csv?includeAnonymous=true'), rows));
  const from = Date.now();
  const compared = await compareTimelines(get, truth, timelines, new Map(rows.map((row) => [rowKey(row), row.id])));
  out.push(...compared.mismatches);
  return { mismatches: out, timelines: compared.compared, timelinesMs: Date.now() - from };
}

it('shows every admin figure as the rules compute it from the calls made, and again after a replay', async () => {
  await clearOfMidnight(RUN_LIMIT, TRUTH_TIME_ZONE.offsetMs);
  const started = Date.now();
  const now = Date.now();
  const plan = buildPlan(SEED, SESSIONS, now, stack.ownHost, stack.siteHost);

  const ledger: Ledger = { calls: [], referrals: [], checkouts: [], ownHosts: [stack.ownHost, stack.siteHost] };
  const answers: Mismatch[] = [];
  const driver = new Driver(stack.http, ledger, answers);
  for (const phase of plan.phases) await driver.runJobs(phase, IN_FLIGHT);
  const sentIn = Date.now() - started;
  await runCheckouts(stack.http, driver, stack.emulatorUrl, stack.api.db, plan.checkouts);
  await runAftercare(stack.api.app.get(StripeGateway).stripe, stack.api.db, ledger.checkouts, answers);
  const notes = await writeNotes(stack.http, stack.adminCookie, dayOf(now), answers);
  await stack.quiet();
  const payouts = await runPayouts(stack, SEED, answers);
  const projectedIn = Date.now() - started;

  const truth = buildTruth(ledger);
  const timelines = timelinesToCompare(truth, SEED);
  const ranges = rangesFor(now);
  const live = await compareAll(truth, ledger.checkouts, timelines, ranges, now, payouts);
  // Annotations: one rebuild so far, the worker's at start in the report time zone; the replay adds one.
  live.mismatches.push(...(await compareAnnotations(stack.adminGet(live.mismatches), truth, ledger.ownHosts, notes, ranges.days, { count: 1, lastReplay: null })));
  const replaySpan = openSpan();
  await stack.replayAll();
  const replayWindow = replaySpan();
  const replayed = await compareAll(truth, ledger.checkouts, timelines, ranges, now, payouts);
  replayed.mismatches.push(...(await compareAnnotations(stack.adminGet(replayed.mismatches), truth, ledger.ownHosts, notes, ranges.days, { count: 2, lastReplay: replayWindow })));

  const all = [...answers, ...live.mismatches, ...replayed.mismatches.map((m) => ({ ...m, figure: `after replay: ${m.figure}` }))];
  const declines = ledger.checkouts.reduce((n, c) => n + c.attempts.filter((a) => a.declined).length, 0);
  // One line of sizes and times for whoever reads the run; the figures themselves are the assertion below.
  process.stdout.write(
    `truth test: seed ${SEED} (replay with TRUTH_SEED=${SEED}), ${plan.sessions} sessions (${plan.sharedBrowsers} shared by two people), ${plan.people} people, ${plan.checkouts.length} checkouts; ` +
      `${driver.sent} calls sent in ${sentIn} ms, projected by ${projectedIn} ms, done in ${Date.now() - started} ms; ` +
      `${truth.contacts.size} contacts, ${truth.calls.length} accepted calls, ${truth.botCalls.length} bot calls, ${truth.purchases.length} payments, ${declines} declines; ` +
      `${live.timelines} + ${replayed.timelines} timelines compared in ${live.timelinesMs + replayed.timelinesMs} ms; ` +
      `${payouts.referrals.length} referrals, ${payouts.demos.size} demos, ${payouts.paid.size} cards paid; ` +
      `the wall clock stepped back by up to ${wallClockStepBack()} ms during a call\n`,
  );
  expect(all.length === 0 ? 'no mismatches' : `seed ${SEED}: ${formatMismatches(all)}`).toBe('no mismatches');
}, 2 * RUN_LIMIT + 5_000);

// The one test in the project that needs the one before it: it erases people from the crowd the figures above
// were checked against, so it runs after them (file order; under --randomize this file fails, by design).
it('erases people as a rebuild from the erased log would leave every read model', async () => {
  expect(await compareErasures(stack)).toEqual([]);
}, 5 * 60_000);
