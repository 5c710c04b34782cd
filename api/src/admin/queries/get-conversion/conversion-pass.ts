import type { ConversionBreakdown, ConversionTouch } from '@pitchlens/contracts';
import type { PathStore } from '../../reports/people-paths/path-store';
import { sharedFloat64, sharedInt32 } from '../../reports/growing';
import { BUCKETS, countingBucket, timeToConvertFigures, type TimeToConvertFigures } from './time-to-convert-figures';

/*
 * The conversion funnel's pass over one part of the people's slots: the same
 * functions run in the API's pass threads (conversion-threads.ts), or on its
 * main thread when it has none, each over its own part, and the parts'
 * results add up (conversion-figures.ts). Everything here reads only what it
 * is given.
 */

/** The columns of a PathStore a pass reads: typed arrays over shared memory, given to a thread as they are. */
export interface PassColumns {
  /** Ordered steps per slot in stepStart (given, as a thread loads none of the contracts). */
  stride: number;
  /** The store's slot layout (PathStore.layout): entrants kept from a pass over another are not these slots'. */
  layout: number;
  live: Uint8Array;
  stepStart: Int32Array;
  times: Float64Array;
  touchStart: Int32Array;
  touchAt: Float64Array;
  source: Int32Array;
  medium: Int32Array;
  campaign: Int32Array;
  landingStart: Int32Array;
  landingAt: Float64Array;
  landingPath: Int32Array;
}

export function passColumns(store: PathStore): PassColumns {
  return {
    stride: store.stride,
    layout: store.layout,
    live: store.live.data,
    stepStart: store.stepStart.data,
    times: store.times.data,
    touchStart: store.touchStart.data,
    touchAt: store.touchAt.data,
    source: store.source.data,
    medium: store.medium.data,
    campaign: store.campaign.data,
    landingStart: store.landingStart.data,
    landingAt: store.landingAt.data,
    landingPath: store.landingPath.data,
  };
}

/**
 * Whom a pass follows: the steps asked (as indexes of the ordered steps), the
 * window, t1's range in ms (±Infinity: open), and the part's slots lo…hi − 1,
 * after the entrants the room holds when `append`; and how it keeps what
 * follows t1 (PassRoom): each step's seconds, step by step, for a funnel's
 * figures; each step's time, entrant after entrant, for a breakdown's (its
 * tally cuts the chains at the window and counts their seconds by group);
 * nothing for the people behind a figure.
 */
export interface FollowAsk {
  steps: number[];
  windowMs: number;
  from: number;
  until: number;
  lo: number;
  hi: number;
  append: boolean;
  keep: 'steps' | 'entrants' | 'none';
}

/**
 * What a breakdown reads of each entrant: whose touch gives the value, and
 * for a referrer each source code's host code (-1: not a referral); and whom
 * it counts: entrants whose t1 is in from…until (ms) and whose slot is live
 * (the room may hold entrants a report before followed).
 */
export interface TouchAsk {
  by: ConversionBreakdown;
  touch: ConversionTouch;
  hostOf: Int32Array | null;
  /** Codes in the texts when asked: the size of `entered`. */
  codes: number;
  from: number;
  until: number;
}

/**
 * Entrants grouped by the range their t1 is in, as a breakdown groups them by
 * a touch (a report beside its previous period): range p is periods[2p] until
 * periods[2p + 1] (ms), its code p; from…until hold them all.
 */
export interface PeriodAsk {
  by: 'period';
  periods: Float64Array;
  codes: number;
  from: number;
  until: number;
}

/** How a pass codes its entrants: by a touch's value or by the range they entered in. */
export type CodeAsk = TouchAsk | PeriodAsk;

/** The code of an entrant a breakdown does not count (TouchAsk); -1 is one without a value. */
export const NOT_COUNTED = -2;

/** A part followed: its entrants, and with a breakdown how many entered per code and how many without a value. */
export interface Followed {
  count: number;
  entered: Int32Array | null;
  without: number;
}

/** How a part's entrants are tallied: into `groups` groups by the row of their code (`rowOf`; `none` for no value), or one group without a breakdown. */
export interface TallyAsk {
  n: number;
  windowMs: number;
  asOf: number;
  groups: number;
  rowOf: Int32Array | null;
  none: number;
}

/**
 * A part's tally, group g's step k at g·n + k: how many entrants' chains end
 * at step k (`ended`; summed over the parts, then from the last step back, it
 * is who reached each step), dropped there and of those still in their window;
 * the seconds each took from the step before: one group's, step k's at
 * `seconds[k]` (none at step 1); a breakdown's counted, how many of group g
 * at step k in counting bucket b at `counts[(g·n + k)·BUCKETS + b]`.
 */
export interface PartTally {
  ended: Int32Array;
  dropped: Int32Array;
  still: Int32Array;
  seconds: Float64Array[];
  counts: Int32Array;
}

/**
 * Room for a part's entrants, kept from one report to the next: a report
 * reads them only while it runs (its figures copy what they keep), and
 * megabytes allocated per report cost more in collection than in use; a
 * breakdown's, entrant after entrant, are followed on by the next over the
 * same steps (conversion-threads.ts).
 * Entrant i is the person in slot slots[i], who reached depth[i] steps, first
 * at first[i] (t1; read again from the columns by slot instead, a report took
 * 6–9 ms longer at a million entrants); codes[i] is their breakdown value's
 * code, then their group. What follows t1 is kept as the report tallies it
 * (FollowAsk.keep): step by step, `steps[j]` holding in its first
 * `reached[j]` the seconds of those to reach step j + 2 from the one before,
 * which a funnel without a breakdown tallies where they are (copied into
 * entrant order and out again, they took two thirds of a tally); or, for a
 * breakdown, in `later`, the time each entrant reached each step after the
 * first, entrant after entrant, with its cell, which its tally counts by
 * group up to the window, and again as it gathers those of the counting
 * buckets its figures need (group-times.ts). The counts and gathered seconds
 * are over shared memory when `shared`: a thread's, read by the main thread.
 */
export class PassRoom {
  count = 0;
  slots: Int32Array = new Int32Array(0);
  first: Float64Array = new Float64Array(0);
  depth: Uint8Array = new Uint8Array(0);
  later: Float64Array = new Float64Array(0);
  /**
   * Per time in `later`, its entrant's index, and its cell: its step's place
   * k after the first and the counting bucket b of its seconds from the step
   * before, at k·BUCKETS + b (`cellOf`).
   */
  owner: Int32Array = new Int32Array(0);
  cell: Uint16Array = new Uint16Array(0);
  /** How much of `later` the entrants fill. */
  filled = 0;
  steps: Float64Array[] = [];
  reached: Int32Array = new Int32Array(0);
  codes: Int32Array = new Int32Array(0);
  /** The members a figure counts, before they are copied out at their number. */
  found: Int32Array = new Int32Array(0);
  /** Per cell of a breakdown's counts, where its gathered seconds go (-1: nowhere, as between gathers). */
  into: Int32Array = new Int32Array(0);
  /** A breakdown's counts from its last tally (PartTally.counts). */
  counts: Int32Array;
  private gathered: Float64Array;
  private readonly float64: (length: number) => Float64Array;
  private readonly int32: (length: number) => Int32Array;

  constructor({ shared }: { shared: boolean } = { shared: false }) {
    this.float64 = shared ? sharedFloat64 : (length) => new Float64Array(length);
    this.int32 = shared ? sharedInt32 : (length) => new Int32Array(length);
    this.counts = this.int32(0);
    this.gathered = this.float64(0);
  }

  /** A breakdown's counts, `length` of them, zeroed. */
  countsFor(length: number): Int32Array {
    this.counts = atLeast(this.counts, length, this.int32);
    return this.counts.fill(0, 0, length);
  }

  /** Room for `length` gathered seconds. */
  gatheredFor(length: number): Float64Array {
    return (this.gathered = atLeast(this.gathered, length, this.float64));
  }

  /** The steps after the first of an `n`-step funnel, each emptied. */
  emptied(n: number): void {
    while (this.steps.length < n - 1) this.steps.push(this.float64(0));
    this.reached = new Int32Array(n - 1);
  }

  /** Room for `length` times in `later` and what is kept of each, half as much again as it had (the times kept). */
  laterFor(length: number): Pick<PassRoom, 'later' | 'owner' | 'cell'> {
    const size = Math.max(length, Math.ceil(this.later.length * 1.5), 1024);
    this.later = widened(this.later, new Float64Array(size));
    this.owner = widened(this.owner, new Int32Array(size));
    this.cell = widened(this.cell, new Uint16Array(size));
    return this;
  }

  /** Step j's seconds with room for one more, half as much again when full (its values kept). */
  stepRoom(j: number): Float64Array {
    const held = this.steps[j];
    if (this.reached[j] < held.length) return held;
    return (this.steps[j] = grown(held, held.length + 1, this.float64));
  }
}

/**
 * Who entered in the range among the part's slots, each followed through the
 * steps: t1 is their first time at step 1; each next is their earliest time
 * at the next step not before the one matched last (the earliest match leaves
 * the most room for the rest, so it finds a match whenever there is one), and
 * the chain ends at a step missed or reached after the window (t1 + window,
 * inclusive).
 */
export function followPart(columns: PassColumns, { steps, windowMs, from, until, lo, hi, append, keep }: FollowAsk, room: PassRoom): number {
  const first = steps[0];
  const n = steps.length;
  let count = append ? room.count : 0;
  const size = count + hi - lo;
  const firstAt = (room.first = atLeast(room.first, size, (length) => new Float64Array(length), count));
  const depth = (room.depth = atLeast(room.depth, size, (length) => new Uint8Array(length), count));
  const entered = (room.slots = atLeast(room.slots, size, (length) => new Int32Array(length), count));
  room.emptied(n);
  const counts = room.reached;
  let { later, owner, cell } = room;
  let filled = append ? room.filled : 0;
  const { stride, live, stepStart: start, times: at } = columns;
  for (let slot = lo; slot < hi; slot += 1) {
    const row = slot * stride;
    const begin = start[row + first];
    // A slot's times at a step end where the next step's (or the next slot's) begin.
    if (begin === start[row + first + 1] || live[slot] === 0) continue;
    const t1 = at[begin];
    if (t1 < from || t1 >= until) continue;
    // Room for this entrant's chain: most stop at the first step or the second, so the room grows with what they reach, not with n per entrant.
    if (keep === 'entrants' && filled + n > later.length) ({ later, owner, cell } = room.laterFor(filled + n));
    const closes = t1 + windowMs;
    let previous = t1;
    let reached = 1;
    // Indexed: for…of here made an iterator result per step of each entrant until the loop was optimized.
    for (let k = 1; k < n; k += 1) {
      const step = steps[k];
      // A person reaches a step a few times at most: a scan beats a binary search here.
      let j = start[row + step];
      const end = start[row + step + 1];
      while (j < end && at[j] < previous) j += 1;
      if (j === end || at[j] > closes) break;
      if (keep === 'steps') room.stepRoom(reached - 1)[counts[reached - 1]++] = (at[j] - previous) / 1000;
      else if (keep === 'entrants') {
        later[filled] = at[j];
        owner[filled] = count;
        cell[filled] = cellOf(reached, at[j] - previous);
        filled += 1;
      }
      previous = at[j];
      reached += 1;
    }
    firstAt[count] = t1;
    depth[count] = reached;
    entered[count] = slot;
    count += 1;
  }
  room.count = count;
  room.filled = filled;
  return count;
}

/** A part followed, and with a breakdown its entrants' codes. */
export function followAndCode(columns: PassColumns, follow: FollowAsk, touch: CodeAsk | null, room: PassRoom): Followed {
  const count = followPart(columns, follow, room);
  return { count, ...(touch ? codePart(columns, touch, room) : { entered: null, without: 0 }) };
}

/** Each entrant's breakdown code into room.codes (-1: none, NOT_COUNTED: not the breakdown's), and how many entered per code and without one. */
export function codePart(columns: PassColumns, touch: CodeAsk, room: PassRoom): Pick<Followed, 'entered' | 'without'> {
  const codes = (room.codes = atLeast(room.codes, room.count, (length) => new Int32Array(length)));
  const touchOf = touch.by === 'period' ? periodCodes(touch.periods) : touchCodes(columns, touch);
  const hostOf = touch.by === 'period' ? null : touch.hostOf;
  const { from, until } = touch;
  const { live } = columns;
  const entered = new Int32Array(touch.codes);
  let without = 0;
  for (let i = 0; i < room.count; i += 1) {
    const slot = room.slots[i];
    const t1 = room.first[i];
    // A person changed since an earlier report followed them is in a new slot, and this one is no longer live.
    if (t1 < from || t1 >= until || live[slot] === 0) {
      codes[i] = NOT_COUNTED;
      continue;
    }
    let code = touchOf(slot, t1);
    if (hostOf !== null && code >= 0) code = hostOf[code];
    codes[i] = code;
    if (code === NOT_COUNTED) continue;
    if (code >= 0) entered[code] += 1;
    else without += 1;
  }
  return { entered, without };
}

/**
 * The code of the value the touch of the person in a slot gives (-1: none):
 * their first touch, or their latest at or before t1 (touches are in time and
 * event id order, so equal times go to the larger id); a landing page only of
 * touches a page view carried.
 */
function touchCodes(columns: PassColumns, { by, touch }: TouchAsk): (slot: number, t1: number) => number {
  const landing = by === 'landing_page';
  const [starts, times] = landing ? [columns.landingStart, columns.landingAt] : [columns.touchStart, columns.touchAt];
  const codes = landing ? columns.landingPath : by === 'referrer' || by === 'source' ? columns.source : columns[by];
  return (slot, t1) => {
    const start = starts[slot];
    const end = starts[slot + 1];
    if (start === end) return -1;
    if (touch === 'first') return codes[start];
    const before = countAtOrBefore(times, start, end, t1);
    return before === 0 ? -1 : codes[start + before - 1];
  };
}

/** The code of the range holding t1 (PeriodAsk), NOT_COUNTED between them. */
function periodCodes(periods: Float64Array): (slot: number, t1: number) => number {
  return (_, t1) => {
    for (let p = 0; p < periods.length; p += 2) if (t1 >= periods[p] && t1 < periods[p + 1]) return p / 2;
    return NOT_COUNTED;
  };
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
 * The part's tally: where each group's chains end, which gives who reached
 * each step and who dropped there (those whose chain ended at the step
 * before), and of those who dropped whom the window still holds. Without a
 * breakdown an entrant's chain ends at their depth: one branch per entrant,
 * the window's. A breakdown's entrants are put in their group through a
 * table with "no value" at its start and counted at step 1; its seconds,
 * counted by group and cell up to the window (countSeconds), give who
 * reached each later step, and of them whose window is open, with no chain
 * cut one by one (at a 30-day range half the entrants are still in a 14-day
 * window, and cutting theirs took a quarter of the tally). Counted, not put
 * in group order (which took three quarters of a breakdown's tally), its
 * seconds give its times to convert (group-times.ts).
 */
export function tallyPart(room: PassRoom, { n, windowMs, asOf, groups, rowOf, none }: TallyAsk): PartTally {
  const { count, first, depth, steps, reached: counted } = room;
  const of = rowOf === null ? null : room.codes;
  const [ended, open] = [new Int32Array(groups * n), new Int32Array(groups * n)];
  const opensAfter = asOf - windowMs;
  let seconds: Float64Array[] = [];
  let counts = NO_COUNTS;
  if (of !== null && rowOf !== null) {
    const groupOf = new Int32Array(rowOf.length + 1);
    groupOf[0] = none;
    groupOf.set(rowOf, 1);
    // Who reached each step, and of them whose window is open at asOf: at step 1 those who entered, at each later step from the seconds counted there.
    const [reached, opened] = [new Int32Array(groups * n), new Int32Array(groups * n)];
    for (let i = 0; i < count; i += 1) {
      if (of[i] === NOT_COUNTED) continue;
      const g = groupOf[of[i] + 1];
      of[i] = g;
      reached[g * n] += 1;
      if (first[i] > opensAfter) opened[g * n] += 1;
    }
    counts = countSeconds(room, { n, groups, windowMs, opensAfter }, opened);
    for (let gk = 0; gk < groups * n; gk += 1) {
      if (gk % n === 0) continue;
      for (let b = 0; b < BUCKETS; b += 1) reached[gk] += counts[gk * BUCKETS + b];
    }
    // A chain ends at step k when it reached k and not the next.
    for (let gk = 0; gk < groups * n; gk += 1) {
      const last = (gk + 1) % n === 0;
      ended[gk] = reached[gk] - (last ? 0 : reached[gk + 1]);
      open[gk] = opened[gk] - (last ? 0 : opened[gk + 1]);
    }
  } else {
    for (let i = 0; i < count; i += 1) {
      const at = depth[i] - 1;
      ended[at] += 1;
      if (first[i] > opensAfter) open[at] += 1;
    }
    // Step 1 has no time to convert; the steps' seconds are as the pass kept them.
    seconds = Array.from({ length: n }, (_, k) => (k === 0 ? NONE : steps[k - 1].subarray(0, counted[k - 1])));
  }
  // Step k + 1's dropped (and still in window) are those whose chain ended at step k; nobody drops at step 1.
  const [dropped, still] = [new Int32Array(groups * n), new Int32Array(groups * n)];
  for (let gk = 0; gk < groups * n; gk += 1) {
    if (gk % n === 0) continue;
    dropped[gk] = ended[gk - 1];
    still[gk] = open[gk - 1];
  }
  return { ended, dropped, still, seconds, counts };
}

/**
 * A breakdown's seconds counted by group and cell, time after time in
 * `later`, of the entrants counted and within their window, and how many of
 * those whose window is open at asOf reached each step (`opened`). Each time's
 * cell was worked out as it was followed, so a breakdown that follows on
 * counts only: worked out here, the seconds and their buckets took three
 * times as long as the counting, and a loop over each entrant's chain
 * rather than over the times as long again.
 */
function countSeconds(room: PassRoom, { n, groups, windowMs, opensAfter }: Pick<TallyAsk, 'n' | 'groups' | 'windowMs'> & { opensAfter: number }, opened: Int32Array): Int32Array {
  const { filled, later, owner, cell, codes: groupOf, first } = room;
  const counts = room.countsFor(groups * n * BUCKETS);
  const span = n * BUCKETS;
  for (let v = 0; v < filled; v += 1) {
    const i = owner[v];
    const g = groupOf[i];
    if (g === NOT_COUNTED || later[v] > first[i] + windowMs) continue;
    counts[g * span + cell[v]] += 1;
    if (first[i] > opensAfter) opened[g * n + PLACE_OF_CELL[cell[v]]] += 1;
  }
  return counts;
}

/** The step place of each cell of a funnel's at most 12 steps. */
const PLACE_OF_CELL = Uint8Array.from({ length: 12 * BUCKETS }, (_, cell) => Math.floor(cell / BUCKETS));

/** The cell of a time at step place k after the first, `ms` after the step before (PassRoom.cell). */
export const cellOf = (k: number, ms: number) => k * BUCKETS + countingBucket(ms / 1000);

/** Whether a cell is of the second step asked, whose step before is the first (t1). */
export const afterFirst = (cell: number) => cell < 2 * BUCKETS;

const NONE = new Float64Array(0);
const NO_COUNTS: Int32Array = new Int32Array(0);

/** Whom a figure counts (conversionMembers): `people` reached step `place`, `dropped` reached the one before and not it, `stillInWindow` are the dropped whose window is open at `asOf`; of group `group` only when the entrants are grouped by `rowOf`. */
export interface MembersAsk {
  place: number;
  cell: 'people' | 'dropped' | 'stillInWindow';
  windowMs: number;
  asOf: number;
  rowOf: Int32Array | null;
  none: number;
  group: number;
}

/** The slots of the part's entrants a figure counts, in slot order. */
export function memberPart(room: PassRoom, { place, cell, windowMs, asOf, rowOf, none, group }: MembersAsk): Int32Array {
  const { count, slots, first, depth, codes } = room;
  const found = (room.found = atLeast(room.found, count, (length) => new Int32Array(length)));
  // People reached the step (depth place or more); the dropped stopped at the one before (depth place − 1).
  const [fewest, most] = cell === 'people' ? [place, Infinity] : [place - 1, place - 1];
  const open = cell === 'stillInWindow';
  let members = 0;
  for (let i = 0; i < count; i += 1) {
    const d = depth[i];
    if (d < fewest || d > most || (open && first[i] + windowMs <= asOf)) continue;
    // The row is checked last: its look-up, in a table as long as the texts, missed the cache for every entrant when it came first.
    if (rowOf !== null && (codes[i] === NOT_COUNTED || (codes[i] < 0 ? none : rowOf[codes[i]]) !== group)) continue;
    found[members++] = slots[i];
  }
  return found.slice(0, members);
}

/** The time-to-convert figures of each step's seconds, with the histogram's `edges`. */
export function stepTimes(steps: readonly Float64Array[][], edges: readonly number[]): TimeToConvertFigures[] {
  return steps.map((parts) => timeToConvertFigures(parts, edges));
}

/**
 * `array` if it holds `length`, else a new one with a twentieth more and the
 * first `kept` values, so a growing list of contacts does not ask again at
 * once (at a million contacts, 50,000 more) while the room held stays near
 * what a report uses.
 */
function atLeast<T extends Float64Array | Uint8Array | Int32Array>(array: T, length: number, make: (length: number) => T, kept = 0): T {
  if (array.length >= length) return array;
  const more = make(Math.ceil(length * 1.05));
  more.set(array.subarray(0, kept));
  return more;
}

/** `array`'s values in room for at least `length`, half as much again as it had (seconds' room fills as a pass goes). */
function grown(array: Float64Array, length: number, make: (length: number) => Float64Array): Float64Array {
  return widened(array, make(Math.max(length, Math.ceil(array.length * 1.5), 1024)));
}

/** `more` with `array`'s values at its start. */
function widened<T extends Float64Array | Int32Array | Uint16Array>(array: T, more: T): T {
  more.set(array);
  return more;
}
