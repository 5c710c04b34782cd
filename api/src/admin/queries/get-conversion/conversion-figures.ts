import { CONVERSION_BREAKDOWN_ROWS, ORDERED_FUNNEL_STEPS, type ConversionBreakdownRow } from '@pitchlens/contracts';
import type { PathStore } from '../../reports/people-paths/path-store';
import type { Paths } from '../../reports/people-paths/people-paths';
import type { InstantRange, Texts } from '@pitchlens/reports';
import { UuidArray } from '../../../common/pg/uuid-array';
import type { BreakdownParams, ConversionParams } from './conversion-params';
import { timeToConvertFigures } from './time-to-convert-figures';

/** One step's figures; `buckets[i]` is histogram bucket i (width_bucket's numbering: 0 below the first edge). */
export interface ConversionRow {
  k: number;
  people: number;
  dropped: number;
  still_in_window: number;
  median: number | null;
  p90: number | null;
  buckets: number[];
}

/** One step's figures of one breakdown row; `rank` orders the value rows (1 = most people entered). */
export interface BreakdownStepRow extends ConversionRow {
  kind: ConversionBreakdownRow['kind'];
  value: string | null;
  rank: number | null;
}

/** Instants in milliseconds since 1970; null for an open side. */
export interface MillisecondRange {
  from: number | null;
  until: number | null;
}

export function millisecondRange({ from, until }: InstantRange): MillisecondRange {
  return { from: from?.getTime() ?? null, until: until?.getTime() ?? null };
}

/**
 * The entrants followed through `n` steps: entrant i (of `count`; the arrays
 * may have room for more) is the person in slot slots[i] of the paths, and
 * reached depth[i] steps within the window (`windowMs`), first at first[i]
 * (t1); `later` holds each entrant's times at the steps after the first they
 * reached, entrant after entrant (depth[i] − 1 of them each).
 */
interface Entrants {
  n: number;
  windowMs: number;
  count: number;
  slots: Int32Array;
  first: Float64Array;
  depth: Uint8Array;
  later: Float64Array;
}

/**
 * The conversion funnel over the people's paths (README "What the numbers
 * mean": the conversion funnel), with its breakdown when one is asked. The
 * people behind each figure come from the same pass (conversionMembers).
 */
export function conversionFigures(
  { people, texts }: Paths,
  params: ConversionParams,
  range: MillisecondRange,
  asOf: number,
  breakdown: BreakdownParams | null,
): { whole: ConversionRow[]; rows: BreakdownStepRow[] } {
  const entrants = follow(people, params, range);
  const groups = breakdown ? breakdownGroups(entrants, people, texts, breakdown) : { of: null, rows: [] };
  const tallies = tally(entrants, groups.of, Math.max(groups.rows.length, 1), asOf);
  return {
    whole: figures(tallies.length === 1 ? tallies[0] : sum(tallies)),
    rows: groups.rows.flatMap((row, g) => figures(tallies[g]).map((figure) => ({ ...figure, ...row }))),
  };
}

/** One figure of the conversion funnel: at the `place`-th step asked (1 for the first), in the whole funnel or one breakdown row. */
export interface ConversionCell {
  place: number;
  cell: 'people' | 'dropped' | 'stillInWindow';
  row: { kind: ConversionBreakdownRow['kind']; value: string | null } | null;
}

/**
 * The ids of the people one figure counts (README "People behind every
 * figure"), from the same pass that counts them: `people` reached the step,
 * `dropped` reached the one before and not it, `stillInWindow` are the
 * dropped whose window is open at `asOf`; a breakdown row's, grouped as its
 * figures are (a value outside the top rows is in "(other)", so no row's).
 */
export function conversionMembers(
  { people, texts }: Paths,
  params: ConversionParams,
  range: MillisecondRange,
  asOf: number,
  breakdown: BreakdownParams | null,
  { place, cell, row }: ConversionCell,
): UuidArray {
  const entrants = follow(people, params, range);
  const { windowMs } = entrants;
  const groups = breakdown && row ? breakdownGroups(entrants, people, texts, breakdown) : null;
  const group = groups?.rows.findIndex((r) => r.kind === row?.kind && (r.kind !== 'value' || r.value === row.value)) ?? -1;
  const counted = (i: number) => {
    const d = entrants.depth[i];
    if (cell === 'people') return d >= place;
    return d === place - 1 && (cell === 'dropped' || entrants.first[i] + windowMs > asOf);
  };
  const member = (i: number) => (groups === null || groups.of[i] === group) && counted(i);
  // Counted first, so the array is the members' size; their ids go in as the bytes the paths keep.
  let members = 0;
  for (let i = 0; i < entrants.count; i += 1) if (member(i)) members += 1;
  const ids = new UuidArray(members);
  for (let i = 0; i < entrants.count; i += 1) {
    if (!member(i)) continue;
    const { buffer, at } = ids.next();
    people.writeId(entrants.slots[i], buffer, at);
  }
  return ids;
}

/**
 * Who entered in the range, each followed through the steps: t1 is their
 * first time at step 1; each next is their earliest time at the next step
 * not before the one matched last (the earliest match leaves the most room
 * for the rest, so it finds a match whenever there is one), and the chain
 * ends at a step missed or reached after the window (t1 + window, inclusive).
 */
function follow(people: PathStore, params: ConversionParams, range: MillisecondRange): Entrants {
  const [first, ...rest] = params.steps.map((step) => ORDERED_FUNNEL_STEPS.indexOf(step));
  const n = params.steps.length;
  const windowMs = params.windowSeconds * 1000;
  const slots = people.slots;
  const firstAt = (room.first = atLeast(room.first, slots, (length) => new Float64Array(length)));
  const depth = (room.depth = atLeast(room.depth, slots, (length) => new Uint8Array(length)));
  const entered = (room.slots = atLeast(room.slots, slots, (length) => new Int32Array(length)));
  let later = room.later;
  const [live, start, at] = [people.live.data, people.stepStart.data, people.times.data];
  const from = range.from ?? -Infinity;
  const until = range.until ?? Infinity;
  let count = 0;
  let filled = 0;
  for (let slot = 0; slot < slots; slot += 1) {
    const row = slot * STEPS;
    const begin = start[row + first];
    // A slot's times at a step end where the next step's (or the next slot's) begin.
    if (begin === start[row + first + 1] || live[slot] === 0) continue;
    const t1 = at[begin];
    if (t1 < from || t1 >= until) continue;
    // Room for this entrant's chain: most stop at the first step or the second, so the room grows with what they reach, not with n per entrant.
    if (filled + n > later.length) later = room.later = grown(later, filled + n);
    const closes = t1 + windowMs;
    let previous = t1;
    let reached = 1;
    for (const step of rest) {
      // A person reaches a step a few times at most: a scan beats a binary search here.
      let j = start[row + step];
      const end = start[row + step + 1];
      while (j < end && at[j] < previous) j += 1;
      if (j === end || at[j] > closes) break;
      previous = at[j];
      later[filled] = previous;
      filled += 1;
      reached += 1;
    }
    firstAt[count] = t1;
    depth[count] = reached;
    entered[count] = slot;
    count += 1;
  }
  return { n, windowMs, count, slots: entered, first: firstAt, depth, later };
}


const STEPS = ORDERED_FUNNEL_STEPS.length;

/**
 * Room for everyone's times, kept from one report to the next: a report
 * reads them only while it runs (its figures copy what they keep), and
 * megabytes allocated per report cost more in collection than in use.
 */
const room = { first: new Float64Array(0), later: new Float64Array(0), depth: new Uint8Array(0), slots: new Int32Array(0), seconds: new Float64Array(0) };

/**
 * `array` if it holds `length`, else a new one with a twentieth more, so a
 * growing list of contacts does not ask again at once (at a million contacts,
 * 50,000 more) while the room held stays near what a report uses.
 */
function atLeast<T extends Float64Array | Uint8Array | Int32Array>(array: T, length: number, make: (length: number) => T): T {
  return array.length >= length ? array : make(Math.ceil(length * 1.05));
}

/** `array`'s values in room for at least `length`, half as much again as it had (a chain's room fills as a pass goes). */
function grown(array: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const more = new Float64Array(Math.max(length, Math.ceil(array.length * 1.5), 1024));
  more.set(array);
  return more;
}

/** A group's counts per step, and the seconds each of its people took to reach a step from the one before. */
interface Tally {
  people: Int32Array;
  dropped: Int32Array;
  still: Int32Array;
  /** Per step, the seconds in one or more parts (a sum of groups keeps each group's). */
  seconds: Float64Array[][];
}

/**
 * Each group's tally (entrant i in group of[i], every one in group 0 without
 * groups). A first pass counts each group's people by depth, which gives how
 * many reached each step and so each step's stretch of seconds exactly (of
 * room kept between reports, as the entrants' times are); a second fills
 * them from the entrants' times.
 */
function tally({ n, windowMs, count, first, depth, later }: Entrants, of: Int32Array | null, groups: number, asOf: number): Tally[] {
  const tallies = Array.from({ length: groups }, () => ({ people: new Int32Array(n), dropped: new Int32Array(n), still: new Int32Array(n) }));
  for (let i = 0; i < count; i += 1) {
    const t = tallies[of ? of[i] : 0];
    const d = depth[i];
    t.people[d - 1] += 1;
    if (d < n) {
      t.dropped[d] += 1;
      if (first[i] + windowMs > asOf) t.still[d] += 1;
    }
  }
  for (const t of tallies) for (let k = n - 2; k >= 0; k -= 1) t.people[k] += t.people[k + 1];
  // Step 1 has no time to convert: the other steps' stretches only, each as long as the people who reached it.
  const starts = new Int32Array(groups * n);
  let total = 0;
  for (let g = 0; g < groups; g += 1) {
    for (let k = 1; k < n; k += 1) {
      starts[g * n + k] = total;
      total += tallies[g].people[k];
    }
  }
  const seconds = (room.seconds = atLeast(room.seconds, total, (length) => new Float64Array(length)));
  const filled = starts.slice();
  for (let i = 0, c = 0; i < count; i += 1) {
    const at = (of ? of[i] : 0) * n;
    let previous = first[i];
    for (let k = 1; k < depth[i]; k += 1, c += 1) {
      seconds[filled[at + k]++] = (later[c] - previous) / 1000;
      previous = later[c];
    }
  }
  return tallies.map((t, g) => ({ ...t, seconds: Array.from({ length: n }, (_, k) => [seconds.subarray(starts[g * n + k], filled[g * n + k])]) }));
}

/** The tally of everyone in the groups together: their seconds stay where they are, as parts. */
function sum(tallies: Tally[]): Tally {
  const add = (pick: (t: Tally) => Int32Array) => tallies.map(pick).reduce((total, part) => total.map((value, i) => value + part[i]));
  const n = tallies[0].people.length;
  return {
    people: add((t) => t.people),
    dropped: add((t) => t.dropped),
    still: add((t) => t.still),
    seconds: Array.from({ length: n }, (_, k) => tallies.flatMap((t) => t.seconds[k])),
  };
}

/** A tally's figures, step by step; step 1 has no time to convert. */
function figures({ people, dropped, still, seconds }: Tally): ConversionRow[] {
  return Array.from(people, (reached, k) => {
    const { p90, median, buckets } = k === 0 ? { p90: null, median: null, buckets: [] } : timeToConvertFigures(seconds[k]);
    return { k: k + 1, people: reached, dropped: dropped[k], still_in_window: still[k], median, p90, buckets };
  });
}

/** How many of the ascending times[start…end) are at or before `at`. */
function countAtOrBefore(times: Float64Array, start: number, end: number, at: number): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle] <= at) low = middle + 1;
    else high = middle;
  }
  return low - start;
}

/**
 * The entrants split by the value their touch gives (README: the conversion
 * funnel's breakdowns): values ranked by people entered, then by value in
 * byte order; the top rows each, the rest pooled into "(other)", people
 * without a value in "(none)". People are counted by the codes of their
 * values; a referrer is the host of a referral: source, kept under a code of
 * its own.
 */
function breakdownGroups(entrants: Entrants, people: PathStore, texts: Texts, breakdown: BreakdownParams): { of: Int32Array; rows: Pick<BreakdownStepRow, 'kind' | 'value' | 'rank'>[] } {
  const hosts = new Map<number, number>();
  const referrer = (code: number) => {
    let host = hosts.get(code);
    if (host === undefined) {
      const source = texts.values[code];
      host = source.startsWith('referral:') ? texts.code(source.slice('referral:'.length)) : -1;
      hosts.set(code, host);
    }
    return host;
  };
  const codes = new Int32Array(entrants.count);
  const touchOf = touchCodes(people, breakdown);
  for (let i = 0; i < codes.length; i += 1) {
    const code = touchOf(entrants.slots[i], entrants.first[i]);
    codes[i] = breakdown.by === 'referrer' && code >= 0 ? referrer(code) : code;
  }
  const entered = new Int32Array(texts.values.length);
  for (let i = 0; i < codes.length; i += 1) if (codes[i] >= 0) entered[codes[i]] += 1;
  const ranked = [...entered.keys()].filter((code) => entered[code] > 0);
  ranked.sort((a, b) => entered[b] - entered[a] || Buffer.compare(Buffer.from(texts.values[a]), Buffer.from(texts.values[b])));
  const top = ranked.slice(0, CONVERSION_BREAKDOWN_ROWS);
  const rows: Pick<BreakdownStepRow, 'kind' | 'value' | 'rank'>[] = top.map((code, i) => ({ kind: 'value', value: texts.values[code], rank: i + 1 }));
  const other = ranked.length > top.length ? rows.push({ kind: 'other', value: null, rank: null }) - 1 : -1;
  const none = codes.includes(-1) ? rows.push({ kind: 'none', value: null, rank: null }) - 1 : -1;
  const rowOf = new Int32Array(texts.values.length).fill(other);
  top.forEach((code, i) => (rowOf[code] = i));
  for (let i = 0; i < codes.length; i += 1) codes[i] = codes[i] < 0 ? none : rowOf[codes[i]];
  return { of: codes, rows };
}

/**
 * The code of the value the touch of the person in a slot gives (-1: none):
 * their first touch, or their latest at or before t1 (touches are in time and
 * event id order, so equal times go to the larger id); a landing page only of
 * touches a page view carried.
 */
function touchCodes(people: PathStore, { by, touch }: BreakdownParams): (slot: number, t1: number) => number {
  const landing = by === 'landing_page';
  const [starts, times] = landing ? [people.landingStart.data, people.landingAt.data] : [people.touchStart.data, people.touchAt.data];
  const codes = (landing ? people.landingPath : by === 'referrer' || by === 'source' ? people.source : people[by]).data;
  return (slot, t1) => {
    const start = starts[slot];
    const end = starts[slot + 1];
    if (start === end) return -1;
    if (touch === 'first') return codes[start];
    const before = countAtOrBefore(times, start, end, t1);
    return before === 0 ? -1 : codes[start + before - 1];
  };
}
