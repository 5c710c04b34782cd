import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import { CONVERSION_BREAKDOWN_ROWS, ORDERED_FUNNEL_STEPS, TIME_TO_CONVERT_EDGES_SECONDS, type OrderedFunnelStep } from '@pitchlens/contracts';
import { PathStore } from '../../reports/people-paths/path-store';
import type { Paths } from '../../reports/people-paths/people-paths';
import { Texts } from '@pitchlens/reports';
import type { PersonPath } from '../../reports/people-paths/person-path';
import type { UuidArray } from '../../../common/pg/uuid-array';
import { conversionFigures, conversionMembers, periodFigures, type ConversionCell, type ConversionRow } from './conversion-figures';
import { PassRoom } from './conversion-pass';
import { ConversionThreads, Parts, PassThread, threadScript, type PassParts } from './conversion-threads';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T = Date.UTC(2026, 10, 1);
const OPEN = { from: null, until: null };

interface Touch {
  at: number;
  source?: string;
  campaign?: string;
  path?: string;
}

/** A person's path from their step times (any order) and touches (in time order). */
/** The texts of every path the test makes, as the paths the API holds keep them. */
const texts = new Texts();

/** People by made-up ids, as the paths are held. */
const held = (people: PersonPath[]): Paths => {
  const store = new PathStore();
  people.forEach((path, i) => store.put(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, path));
  return { people: store, texts };
};

/** A person's path from their step times (any order) and touches (in time order). */
function person(times: Partial<Record<OrderedFunnelStep, number[]>>, touches: Touch[] = []): PersonPath {
  const landing = touches.filter((t) => t.path !== undefined);
  const coded = (of: Touch[], pick: (t: Touch) => string | undefined) => (of.length > 0 ? of.map((t) => texts.code(pick(t) ?? null)) : null);
  return {
    steps: ORDERED_FUNNEL_STEPS.map((step) => (times[step] ? [...times[step]].sort((a, b) => a - b) : null)),
    touchAt: touches.length > 0 ? touches.map((t) => t.at) : null,
    source: coded(touches, (t) => t.source),
    medium: coded(touches, () => undefined),
    campaign: coded(touches, (t) => t.campaign),
    landingAt: landing.length > 0 ? landing.map((t) => t.at) : null,
    landingPath: coded(landing, (t) => t.path),
  };
}

const funnel = (steps: OrderedFunnelStep[], windowSeconds: number) => ({ steps, window: `${windowSeconds}s`, windowSeconds });
const counts = (rows: ConversionRow[]) => rows.map(({ people, dropped, still_in_window }) => [people, dropped, still_in_window]);

/** Three threads, for however few people: the parts' figures must add up to one pass's. */
const threads = new ConversionThreads({ threads: 3 });
afterAll(() => threads.onModuleDestroy());

/** A report's arguments before the parts it runs over, which the run supplies. */
type WithoutParts<A extends unknown[]> = A extends [...infer Head, PassParts] ? Head : never;

/** Runs a report's work over the parts of the slots. */
type Run = <T>(work: (parts: PassParts) => Promise<T>) => Promise<T>;
const here: Run = (work) => work(new Parts(new PassRoom()));
const threaded: Run = (work) => threads.run(work);

/** The people's indexes (held() numbers their ids) in a list of members. */
function indexes(ids: UuidArray): number[] {
  const bytes = ids.param();
  return Array.from({ length: ids.length }, (_, i) => Number.parseInt(bytes.subarray(20 + i * 20 + 4 + 10, 20 + i * 20 + 20).toString('hex'), 10));
}

/** Postgres's width_bucket over the time-to-convert edges, and percentile_disc. */
const histogram = (seconds: number[]) => {
  const buckets = new Array<number>(TIME_TO_CONVERT_EDGES_SECONDS.length + 1).fill(0);
  for (const s of seconds) buckets[TIME_TO_CONVERT_EDGES_SECONDS.filter((edge) => edge <= s).length] += 1;
  return buckets;
};
const disc = (sorted: number[], p: number) => (sorted.length === 0 ? null : sorted[Math.max(Math.ceil(p * sorted.length), 1) - 1]);

/**
 * The conversion funnel as README's rules state it, worked out person by
 * person with no shared code: those whose first step-1 time is in the range,
 * each step's earliest time not before the one matched last, up to t1 plus
 * the window; `members` lists the indexes (in `people`) a figure counts.
 */
function analysed(people: Partial<Record<OrderedFunnelStep, number[]>>[], steps: OrderedFunnelStep[], windowSeconds: number, range: { from: number; until: number }, asOf: number) {
  const chains = people.map((times) => {
    const t1 = Math.min(...(times[steps[0]] ?? [Infinity]));
    if (!(t1 >= range.from && t1 < range.until)) return null;
    const seconds: number[] = [];
    let previous = t1;
    for (const step of steps.slice(1)) {
      const next = Math.min(...(times[step] ?? []).filter((t) => t >= previous));
      if (!Number.isFinite(next) || next > t1 + windowSeconds * 1000) break;
      seconds.push((next - previous) / 1000);
      previous = next;
    }
    return { depth: seconds.length + 1, seconds, open: t1 + windowSeconds * 1000 > asOf };
  });
  const counted = chains.flatMap((chain, i) => (chain ? [{ ...chain, i }] : []));
  const rows = steps.map((_, j) => {
    const reached = counted.filter((c) => c.depth > j);
    const before = j === 0 ? [] : counted.filter((c) => c.depth === j);
    const seconds = j === 0 ? [] : reached.map((c) => c.seconds[j - 1]).sort((a, b) => a - b);
    return {
      k: j + 1,
      people: reached.length,
      dropped: before.length,
      still_in_window: before.filter((c) => c.open).length,
      median: j === 0 ? null : disc(seconds, 0.5),
      p90: j === 0 ? null : disc(seconds, 0.9),
      buckets: j === 0 ? [] : histogram(seconds),
    };
  });
  const members = (place: number, cell: ConversionCell['cell']) =>
    counted.filter((c) => (cell === 'people' ? c.depth >= place : c.depth === place - 1 && (cell === 'dropped' || c.open))).map((c) => c.i);
  return { rows, members };
}

describe.each([
  ['in one part on this thread', here],
  ['in three parts, each on a thread', threaded],
])('the conversion funnel’s figures %s', (_, run: Run) => {
  const figuresOf = (...args: WithoutParts<Parameters<typeof conversionFigures>>) => run((parts) => conversionFigures(...args, parts));

  it('list as the people behind a figure those it counts, in a breakdown row those of the row', async () => {
    const people = [
      person({ home: [T], landing: [T + HOUR] }, [{ at: T, campaign: 'a' }]),
      person({ home: [T] }, [{ at: T, campaign: 'a' }]),
      person({ home: [T - 2 * DAY] }, [{ at: T, campaign: 'b' }]),
      person({ home: [T], landing: [T + MINUTE] }, [{ at: T, campaign: 'b' }]),
      person({ home: [T] }),
    ];
    const members = (asOf: number, cell: ConversionCell) =>
      run(async (parts) =>
        indexes(await conversionMembers(held(people), funnel(['home', 'landing'], 86_400), OPEN, asOf, cell.row ? { by: 'campaign', touch: 'first' } : null, cell, parts)),
      );
    const { whole } = await figuresOf(held(people), funnel(['home', 'landing'], 86_400), OPEN, T + DAY, null);
    expect(counts(whole)).toEqual([
      [5, 0, 0],
      [2, 3, 0],
    ]);
    expect(await members(T + DAY, { place: 1, cell: 'people', row: null })).toEqual([0, 1, 2, 3, 4]);
    expect(await members(T + DAY, { place: 2, cell: 'people', row: null })).toEqual([0, 3]);
    expect(await members(T + DAY, { place: 2, cell: 'dropped', row: null })).toEqual([1, 2, 4]);
    // Only the one who entered two days before asOf has a closed window.
    expect(await members(T + DAY, { place: 2, cell: 'stillInWindow', row: null })).toEqual([]);
    expect(await members(T + DAY - 1, { place: 2, cell: 'stillInWindow', row: null })).toEqual([1, 4]);
    expect(await members(T + DAY, { place: 2, cell: 'dropped', row: { kind: 'value', value: 'b' } })).toEqual([2]);
    expect(await members(T + DAY, { place: 1, cell: 'people', row: { kind: 'none', value: null } })).toEqual([4]);
  });

  it('list among a step’s people whoever reached it at the window’s very end, and not a millisecond after', async () => {
    const people = [person({ home: [T], landing: [T + DAY] }), person({ home: [T], landing: [T + DAY + 1] })];
    const cell = async (c: ConversionCell['cell']) =>
      run(async (parts) => indexes(await conversionMembers(held(people), funnel(['home', 'landing'], 86_400), OPEN, T, null, { place: 2, cell: c, row: null }, parts)));
    expect(await cell('people')).toEqual([0]);
    expect(await cell('dropped')).toEqual([1]);
  });

  it('follow each step’s earliest time not before the last matched, within the window of the first step-1 time, inclusive', async () => {
    const people = [
      // In order, the last step exactly at the window's end.
      person({ home: [T], landing: [T + HOUR], trial_checkout: [T + DAY] }),
      // The checkout before landing does not count; a second checkout after it does.
      person({ home: [T], trial_checkout: [T + MINUTE, T + 3 * HOUR], landing: [T + 2 * HOUR] }),
      // Landing one millisecond past the window.
      person({ home: [T], landing: [T + DAY + 1] }),
      // Home again later: t1 is the first home, so the later landing is judged against it.
      person({ home: [T, T + 2 * DAY], landing: [T + 2 * DAY + MINUTE] }),
    ];
    const { whole } = await figuresOf(held(people), funnel(['home', 'landing', 'trial_checkout'], 86_400), OPEN, T + 10 * DAY, null);
    expect(counts(whole)).toEqual([
      [4, 0, 0],
      [2, 2, 0],
      [2, 0, 0],
    ]);
    // A breakdown follows the chains whole and cuts them at the window in its tally: the same figures.
    const broken = await figuresOf(held(people), funnel(['home', 'landing', 'trial_checkout'], 86_400), OPEN, T + 10 * DAY, { by: 'campaign', touch: 'first' });
    expect(broken.whole).toEqual(whole);
  });

  it('let in those whose first step-1 time is in the range, and count still in window those whose window is open at asOf', async () => {
    const people = [person({ home: [T - DAY, T + HOUR] }), person({ home: [T + HOUR] }), person({ home: [T + 2 * HOUR], landing: [T + 3 * HOUR] })];
    const { whole } = await figuresOf(held(people), funnel(['home', 'landing'], 86_400), { from: T, until: T + DAY }, T + HOUR + DAY, null);
    // The first entered before the range; the second's window closes at T + HOUR + DAY, which is not after asOf.
    expect(counts(whole)).toEqual([
      [2, 0, 0],
      [1, 1, 0],
    ]);
    const later = await figuresOf(held(people), funnel(['home', 'landing'], 86_400), { from: T, until: T + DAY }, T + HOUR + DAY - 1, null);
    expect(counts(later.whole)[1]).toEqual([1, 1, 1]);
  });

  it('give the time to convert as Postgres’s percentile_disc and width_bucket give it', async () => {
    const seconds = [30, 60, 90, 600, 3_600, 7_200, 86_400, 90_000, 2_592_000, 3_000_000];
    const people = seconds.map((s) => person({ home: [T], landing: [T + s * 1000] }));
    const [, step] = (await figuresOf(held(people), funnel(['home', 'landing'], 90 * 86_400), OPEN, T, null)).whole;
    expect({ median: step.median, p90: step.p90 }).toEqual({ median: 3_600, p90: 2_592_000 });
    // Bucket i holds the values with i edges at or below them: 60 s is in bucket 1, 30 days in the last.
    expect(step.buckets).toEqual([1, 2, 1, 2, 0, 2, 0, 0, 0, 2]);
  });

  it('give the figures and people a careful analyst would, in the whole funnel and each breakdown row', async () => {
    const steps = ORDERED_FUNNEL_STEPS.slice(0, 4);
    // Gaps between steps in ms: close ones in one counting bucket, on and around the histogram's edges, past the window; null: the step missed.
    const gap = fc.oneof(
      fc.integer({ min: 0, max: 40_000 }),
      fc.constantFrom(60, 600, 3_600, 86_400, 3 * 86_400).chain((edge) => fc.integer({ min: -2, max: 2 }).map((d) => edge * 1000 + d)),
      fc.integer({ min: 0, max: 10 * DAY }),
      fc.constant(null),
    );
    const visitor = fc.record({ start: fc.integer({ min: 0, max: 20 * DAY }), gaps: fc.array(gap, { minLength: 3, maxLength: 3 }), campaign: fc.constantFrom('a', 'b', 'c', null) });
    const timesOf = ({ start, gaps }: { start: number; gaps: (number | null)[] }) => {
      const times: Partial<Record<OrderedFunnelStep, number[]>> = { [steps[0]]: [T + start] };
      let at = T + start;
      gaps.forEach((g, j) => {
        if (g === null) return;
        at += g;
        times[steps[j + 1]] = [at];
      });
      return times;
    };
    const pathOf = (v: { start: number; gaps: (number | null)[]; campaign: string | null }) => person(timesOf(v), v.campaign === null ? [] : [{ at: T, campaign: v.campaign }]);
    const asked = funnel(steps, 7 * 86_400);
    const asOf = T + 20 * DAY;
    const cells = fc.record({ place: fc.integer({ min: 1, max: steps.length }), cell: fc.constantFrom('people', 'dropped', 'stillInWindow' as const) });
    // Ranges from an hour to most of the people's days, cutting through them anywhere: before, within or after a chain's steps.
    const ranges = fc
      .record({ from: fc.integer({ min: -DAY, max: 20 * DAY }), length: fc.integer({ min: HOUR, max: 15 * DAY }) })
      .map(({ from, length }) => ({ from: T + from, until: T + from + length }));
    await fc.assert(
      fc.asyncProperty(fc.array(visitor, { minLength: 1, maxLength: 40 }), cells, ranges, async (visitors, { place, cell }, range) => {
        const paths = held(visitors.map(pathOf));
        const analyst = (of: number[]) => analysed(of.map((i) => timesOf(visitors[i])), steps, asked.windowSeconds, range, asOf);
        const everyone = visitors.map((_, i) => i);
        expect((await figuresOf(paths, asked, range, asOf, null)).whole).toEqual(analyst(everyone).rows);
        const broken = await figuresOf(paths, asked, range, asOf, { by: 'campaign', touch: 'first' });
        expect(broken.whole).toEqual(analyst(everyone).rows);
        for (const row of broken.rows) {
          const own = everyone.filter((i) => visitors[i].campaign === row.value);
          const { k, people, dropped, still_in_window, median, p90, buckets } = row;
          expect({ row: row.value, k, people, dropped, still_in_window, median, p90, buckets }).toEqual({ row: row.value, ...analyst(own).rows[k - 1] });
        }
        // The range and the one before it, in one pass: each as if asked alone.
        const before = { from: 2 * range.from - range.until, until: range.from };
        const periods = await run((parts) => periodFigures(paths, asked, [range, before], asOf, parts));
        expect(periods).toEqual([analyst(everyone).rows, analysed(everyone.map((i) => timesOf(visitors[i])), steps, asked.windowSeconds, before, asOf).rows]);
        // The people behind one figure of the whole funnel, by their index among the visitors.
        const listed = await run(async (parts) => indexes(await conversionMembers(paths, asked, range, asOf, null, { place, cell, row: null }, parts)));
        expect(listed).toEqual(analyst(everyone).members(place, cell));
      }),
      { numRuns: 60 },
    );
  });

  it('break down by the first touch, or the latest at or before t1, ranked by people then byte order, with "(other)" and "(none)"', async () => {
    const people = [
      person({ home: [T] }, [{ at: T - DAY, campaign: 'b' }, { at: T, campaign: 'a' }]),
      person({ home: [T] }, [{ at: T - DAY, campaign: 'a' }]),
      person({ home: [T] }, [{ at: T + HOUR, campaign: 'B' }]),
      person({ home: [T] }),
    ];
    const rows = async (touch: 'first' | 'last') =>
      (await figuresOf(held(people), funnel(['home', 'landing'], 86_400), OPEN, T, { by: 'campaign', touch })).rows
        .filter((row) => row.k === 1)
        .map(({ kind, value, rank, people: n }) => ({ kind, value, rank, n }));
    // First touches b, a, B and none, one each: equal counts go in byte order, capitals first.
    expect(await rows('first')).toEqual([
      { kind: 'value', value: 'B', rank: 1, n: 1 },
      { kind: 'value', value: 'a', rank: 2, n: 1 },
      { kind: 'value', value: 'b', rank: 3, n: 1 },
      { kind: 'none', value: null, rank: null, n: 1 },
    ]);
    // Latest at or before t1: a twice (the touch at t1 itself counts); Cy's touch came after, so none.
    expect(await rows('last')).toEqual([
      { kind: 'value', value: 'a', rank: 1, n: 2 },
      { kind: 'none', value: null, rank: null, n: 2 },
    ]);
  });

  it('pool the values past the top rows into "(other)"', async () => {
    const people = Array.from({ length: CONVERSION_BREAKDOWN_ROWS + 2 }, (_, i) => person({ home: [T] }, [{ at: T, source: `s${String(i).padStart(2, '0')}` }]));
    const rows = (await figuresOf(held(people), funnel(['home', 'landing'], 86_400), OPEN, T, { by: 'source', touch: 'first' })).rows.filter((row) => row.k === 1);
    expect(rows.filter((row) => row.kind === 'value')).toHaveLength(CONVERSION_BREAKDOWN_ROWS);
    expect(rows.find((row) => row.kind === 'other')).toMatchObject({ people: 2, value: null, rank: null });
  });

  it('read a referrer from referral: sources only, and a landing page from touches a page view carried', async () => {
    const people = [
      person({ home: [T] }, [{ at: T, source: 'referral:blog.example', path: '/landing' }]),
      person({ home: [T] }, [{ at: T - 1, source: 'google' }, { at: T, source: 'newsletter', path: '/features' }]),
    ];
    const values = async (by: 'referrer' | 'landing_page') =>
      (await figuresOf(held(people), funnel(['home', 'landing'], 86_400), OPEN, T, { by, touch: 'first' })).rows.filter((row) => row.k === 1).map((row) => row.value);
    expect(await values('referrer')).toEqual(['blog.example', null]);
    expect(await values('landing_page')).toEqual(['/features', '/landing']);
  });
});

describe('a breakdown after another of the same funnel', () => {
  const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const tagged = (campaign: string, times: Partial<Record<OrderedFunnelStep, number[]>>) => person(times, [{ at: T - HOUR, campaign }]);
  const steps = funnel(['home', 'landing', 'trial_checkout'], 86_400);
  const byCampaign = { by: 'campaign', touch: 'first' } as const;
  const within = { from: T - DAY, until: T + DAY };
  const report = (paths: Paths, range: typeof within, parts: PassParts) => conversionFigures(paths, steps, range, T + 2 * DAY, byCampaign, parts);
  /** The figures a pass over every slot gives, in rooms of its own. */
  const fresh = (paths: Paths, range = within) => report(paths, range, new Parts(new PassRoom()));
  /** Paths to change between reports. */
  const growing = () => {
    const store = new PathStore();
    return { store, paths: { people: store, texts } };
  };

  it('follows only the people added since, and counts the changed and the gone as a fresh pass does', async () => {
    const { store, paths } = growing();
    store.put(id(0), tagged('a', { home: [T], landing: [T + HOUR] }));
    store.put(id(1), tagged('a', { home: [T] }));
    store.put(id(2), tagged('b', { home: [T + HOUR], landing: [T + 2 * HOUR], trial_checkout: [T + 3 * HOUR] }));
    store.put(id(3), tagged('b', { home: [T - 3 * DAY], landing: [T - 3 * DAY + HOUR] }));
    const room = new PassRoom();
    const parts = new Parts(room, [], { key: null, slots: 0 });
    const before = await report(paths, within, parts);
    expect(before).toEqual(await fresh(paths));
    // Person 3 entered before the range: followed, not counted.
    expect(counts(before.whole)).toEqual([
      [3, 0, 0],
      [2, 1, 0],
      [1, 1, 0],
    ]);
    expect(room.count).toBe(4);

    store.put(id(0), tagged('b', { home: [T], landing: [T + HOUR], trial_checkout: [T + 2 * HOUR] }));
    store.put(id(1), null);
    store.put(id(4), tagged('c', { home: [T + 2 * HOUR] }));
    const after = await report(paths, within, parts);
    expect(after).toEqual(await fresh(paths));
    expect(counts(after.whole)).toEqual([
      [3, 0, 0],
      [2, 1, 0],
      [2, 0, 0],
    ]);
    // Followed on: the room still holds the first four entrants (person 0's and 1's old slots no longer live) and the two new.
    expect(room.count).toBe(6);

    // Another range of the same funnel follows nobody again.
    const narrower = { from: T + HOUR, until: T + DAY };
    expect(await report(paths, narrower, parts)).toEqual(await fresh(paths, narrower));
    expect(room.count).toBe(6);

    // Nor does another window of the same steps: persons 0 and 2 reach the checkout more than an hour after home.
    const withinAnHour = (on: PassParts) => conversionFigures(paths, funnel(['home', 'landing', 'trial_checkout'], 3_600), within, T + 2 * DAY, byCampaign, on);
    const hour = await withinAnHour(parts);
    expect(hour).toEqual(await withinAnHour(new Parts(new PassRoom())));
    expect(counts(hour.whole)).toEqual([
      [3, 0, 0],
      [2, 1, 0],
      [0, 2, 0],
    ]);
    expect(room.count).toBe(6);
  });

  it('follows everyone again over another slot layout', async () => {
    const room = new PassRoom();
    const parts = new Parts(room, [], { key: null, slots: 0 });
    await report(held([tagged('a', { home: [T] }), tagged('b', { home: [T], landing: [T + HOUR] })]), within, parts);
    const other = held([tagged('c', { home: [T + MINUTE] })]);
    expect(await report(other, within, parts)).toEqual(await fresh(other));
    expect(room.count).toBe(1);
  });

  it('follows on in threads as in one part', async () => {
    const { store, paths } = growing();
    const visit = (i: number) => tagged(`c${i % 4}`, { home: [T + i * MINUTE], ...(i % 3 === 0 ? { landing: [T + i * MINUTE + HOUR] } : {}) });
    for (let i = 0; i < 30; i += 1) store.put(id(i), visit(i));
    const threadedReport = () => threaded((parts) => report(paths, within, parts));
    expect(await threadedReport()).toEqual(await fresh(paths));
    for (let i = 25; i < 40; i += 1) store.put(id(i), visit(i + 1));
    expect(await threadedReport()).toEqual(await fresh(paths));
  });
});

describe('the conversion funnel’s threads', () => {
  it('run every part of a report, so the calling thread (the API’s requests) waits on none', async () => {
    const people = held(Array.from({ length: 30 }, (_, i) => person({ home: [T + i * MINUTE], ...(i % 2 === 0 ? { landing: [T + i * MINUTE + HOUR] } : {}) })));
    const report = (parts: PassParts) => conversionFigures(people, funnel(['home', 'landing'], 86_400), OPEN, T + DAY, { by: 'source', touch: 'first' }, parts);
    // A part on this thread is worked in its room: one that throws when touched.
    const untouchable = new Proxy(new PassRoom(), {
      get: () => {
        throw new Error('this thread ran a part');
      },
    });
    await expect(report(new Parts(untouchable))).rejects.toThrow('this thread ran a part');
    const two = [new PassThread(threadScript()), new PassThread(threadScript())];
    try {
      expect(await report(new Parts(untouchable, two))).toEqual(await here(report));
    } finally {
      await Promise.all(two.map((thread) => thread.stop()));
    }
  });

  it('answer a report on the main thread when a thread dies, say so each time, and are made afresh for the next', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const dir = mkdtempSync(join(tmpdir(), 'pass-thread-'));
    const script = join(dir, 'dies.js');
    writeFileSync(script, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));");
    const dying = new ConversionThreads({ threads: 1, script });
    try {
      const people = held([person({ home: [T], landing: [T + HOUR] }), person({ home: [T] })]);
      for (let report = 0; report < 2; report += 1) {
        const { whole } = await dying.run((parts) => conversionFigures(people, funnel(['home', 'landing'], 86_400), OPEN, T, null, parts));
        expect(counts(whole)).toEqual([
          [2, 0, 0],
          [1, 1, 1],
        ]);
      }
      expect(warned.mock.calls.map(([message]) => message)).toEqual(
        Array(2).fill('a conversion pass thread failed (the pass thread exited with code 3); this report runs on the main thread'),
      );
    } finally {
      warned.mockRestore();
      await dying.onModuleDestroy();
      rmSync(dir, { recursive: true });
    }
  });
});
