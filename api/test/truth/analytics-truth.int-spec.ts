import { runCheckouts } from './checkout';
import { compareReports, type Ranges } from './compare';
import { compareContactRows, compareFilters, comparePaging, filters } from './contacts-compare';
import { compareCsv } from './csv-compare';
import { Driver, type Mismatch } from './driver';
import { shiftDay } from './expected-figures';
import { buildPlan } from './population';
import { chooseSeed } from './random';
import { formatMismatches } from './report';
import { startStack, type TruthStack } from './stack';
import { buildTruth, dayOf, type Ledger, type Truth } from './truth-model';

/**
 * The truth test: a seeded crowd of browsers, bots and buyers drives the real
 * API; the worker projects the log; every admin figure must equal what the
 * README's rules give for the calls the generator knows it made, and again
 * after every projector is replayed from the log.
 *
 * TRUTH_SESSIONS scales it (default 2500); TRUTH_SEED replays a seed;
 * TRUTH_KEEP_DB=1 keeps its database for looking into a failure.
 */
const SEED = chooseSeed();
const SESSIONS = Number(process.env.TRUTH_SESSIONS ?? 2500);
const IN_FLIGHT = 16;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let stack: TruthStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** A run that would straddle UTC midnight starts after it: "today" must not move under the figures. */
async function clearOfMidnight(): Promise<void> {
  const left = DAY - (Date.now() % DAY);
  if (left < 6 * 60_000) await new Promise((resolve) => setTimeout(resolve, left + 5_000));
}

function rangesFor(now: number): Ranges {
  const today = dayOf(now);
  const days = { from: shiftDay(today, -2), to: shiftDay(today, -1) };
  return { today, days, all: { from: shiftDay(today, -3), to: today }, instants: { from: Date.parse(days.from), until: Date.parse(days.to) + DAY } };
}

async function compareAll(truth: Truth, ranges: Ranges, now: number): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const get = stack.adminGet(out);
  out.push(...(await compareReports(get, truth, ranges)));
  const { mismatches, rows } = await compareContactRows(get, truth);
  out.push(...mismatches);
  // Odd milliseconds keep the cut off every event time the plan made.
  const cut = { from: now - 40 * HOUR + 377, until: now - 20 * HOUR + 611 };
  out.push(...(await compareFilters(get, truth, filters(ranges.days, ranges.instants, cut, 'Acme-2.C'))));
  out.push(...(await comparePaging(get)));
  out.push(...compareCsv(await stack.adminText('/api/contacts.csv?includeAnonymous=true'), rows));
  return out;
}

it('shows every admin figure as the rules compute it from the calls made, and again after a replay', async () => {
  await clearOfMidnight();
  const started = Date.now();
  const now = Date.now();
  const plan = buildPlan(SEED, SESSIONS, now, stack.ownHost);

  const ledger: Ledger = { calls: [], referrals: [], purchases: [], ownHost: stack.ownHost };
  const answers: Mismatch[] = [];
  const driver = new Driver(stack.http, ledger, answers);
  for (const phase of plan.phases) await driver.runJobs(phase, IN_FLIGHT);
  const sentIn = Date.now() - started;
  await runCheckouts(stack.http, driver, stack.emulatorUrl, stack.api.db, plan.checkouts);
  await stack.quiet();
  const projectedIn = Date.now() - started;

  const truth = buildTruth(ledger);
  const ranges = rangesFor(now);
  const live = await compareAll(truth, ranges, now);
  await stack.replayAll();
  const replayed = (await compareAll(truth, ranges, now)).map((m) => ({ ...m, figure: `after replay: ${m.figure}` }));

  const all = [...answers, ...live, ...replayed];
  // One line of sizes and times for whoever reads the run; the figures themselves are the assertion below.
  process.stdout.write(
    `truth test: seed ${SEED} (replay with TRUTH_SEED=${SEED}), ${plan.sessions} sessions, ${plan.people} people, ${plan.checkouts.length} checkouts; ` +
      `${driver.sent} calls sent in ${sentIn} ms, projected by ${projectedIn} ms, done in ${Date.now() - started} ms; ` +
      `${truth.contacts.size} contacts, ${truth.calls.length} accepted calls, ${truth.botCalls.length} bot calls, ${truth.purchases.length} payments\n`,
  );
  expect(all.length === 0 ? 'no mismatches' : `seed ${SEED}: ${formatMismatches(all)}`).toBe('no mismatches');
}, 10 * 60_000);
