import type { ConversionBreakdown, ConversionTouch } from '@pitchlens/contracts';
import type { PathStore } from '../../reports/people-paths/path-store';
import { timeToConvertFigures, type TimeToConvertFigures } from './time-to-convert-figures';

/*
 * The conversion funnel's pass over one part of the people's slots: the same
 * functions run on the API's main thread and in its pass threads
 * (conversion-threads.ts), each over its own part, and the parts' results add
 * up (conversion-figures.ts). Everything here reads only what it is given.
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
 * tally cuts the chains at the window and puts the seconds in group order);
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

/** The code of an entrant a breakdown does not count (TouchAsk); -1 is one without a value. */
const NOT_COUNTED = -2;

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
 * the seconds each took from the step before (`seconds[g·n + k]`, none at
 * step 1).
 */
export interface PartTally {
  ended: Int32Array;
  dropped: Int32Array;
  still: Int32Array;
  seconds: Float64Array[];
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
 * first, entrant after entrant, which its tally cuts at the window (reach[i]
 * steps within it) and reads in order as it puts their seconds in group
 * order (read from the steps' instead, a breakdown took 4-9% longer).
 * Seconds are made by `float64`: in a thread, over memory the main thread
 * reads.
 */
export class PassRoom {
  count = 0;
  slots: Int32Array = new Int32Array(0);
  first: Float64Array = new Float64Array(0);
  depth: Uint8Array = new Uint8Array(0);
  reach: Uint8Array = new Uint8Array(0);
  later: Float64Array = new Float64Array(0);
  /** How much of `later` the entrants fill. */
  filled = 0;
  steps: Float64Array[] = [];
  reached: Int32Array = new Int32Array(0);
  codes: Int32Array = new Int32Array(0);
  /** The members a figure counts, before they are copied out at their number. */
  found: Int32Array = new Int32Array(0);
  seconds: Float64Array;

  constructor(private readonly float64: (length: number) => Float64Array = (length) => new Float64Array(length)) {
    this.seconds = float64(0);
  }

  secondsFor(length: number): Float64Array {
    return (this.seconds = atLeast(this.seconds, length, this.float64));
  }

  /** The steps after the first of an `n`-step funnel, each emptied. */
  emptied(n: number): void {
    while (this.steps.length < n - 1) this.steps.push(this.float64(0));
    this.reached = new Int32Array(n - 1);
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
  let later = room.later;
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
    if (keep === 'entrants' && filled + n > later.length) later = room.later = grown(later, filled + n, (length) => new Float64Array(length));
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
      else if (keep === 'entrants') later[filled++] = at[j];
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
export function followAndCode(columns: PassColumns, follow: FollowAsk, touch: TouchAsk | null, room: PassRoom): Followed {
  const count = followPart(columns, follow, room);
  return { count, ...(touch ? codePart(columns, touch, room) : { entered: null, without: 0 }) };
}

/** Each entrant's breakdown code into room.codes (-1: none, NOT_COUNTED: not the breakdown's), and how many entered per code and without one. */
export function codePart(columns: PassColumns, touch: TouchAsk, room: PassRoom): Pick<Followed, 'entered' | 'without'> {
  const codes = (room.codes = atLeast(room.codes, room.count, (length) => new Int32Array(length)));
  const touchOf = touchCodes(columns, touch);
  const { hostOf, from, until } = touch;
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
 * The part's tally. A first pass counts each group's entrants by depth (a
 * breakdown's chains cut at the window first), which gives how many reached
 * each step and so each step's stretch of seconds exactly; a second fills
 * them from the entrants' times. Those who dropped at
 * step k are those whose chain ended at the step before, so the first pass
 * counts only where chains end and which of those are still in their window,
 * putting each entrant's code in its group on the way through a table with
 * "no value" at its start: one branch per entrant, the window's, where there
 * were three and a second pass (in a breakdown's profile the tally took as
 * long as the follow, its counting two fifths of that).
 */
export function tallyPart(room: PassRoom, { n, windowMs, asOf, groups, rowOf, none }: TallyAsk): PartTally {
  const { count, first, depth, later, steps, reached: counted } = room;
  const of = rowOf === null ? null : room.codes;
  const [ended, open] = [new Int32Array(groups * n), new Int32Array(groups * n)];
  const opensAfter = asOf - windowMs;
  if (of !== null && rowOf !== null) {
    const groupOf = new Int32Array(rowOf.length + 1);
    groupOf[0] = none;
    groupOf.set(rowOf, 1);
    const reach = (room.reach = atLeast(room.reach, count, (length) => new Uint8Array(length)));
    for (let i = 0, c = 0; i < count; c += depth[i] - 1, i += 1) {
      if (of[i] === NOT_COUNTED) continue;
      // The chain, followed whole, ends at its first step reached after the window (its times ascend): most end within it.
      const closes = first[i] + windowMs;
      let within = depth[i];
      if (within > 1 && later[c + within - 2] > closes) {
        within = 1;
        while (later[c + within - 1] <= closes) within += 1;
      }
      reach[i] = within;
      const g = groupOf[of[i] + 1];
      of[i] = g;
      const at = g * n + within - 1;
      ended[at] += 1;
      if (first[i] > opensAfter) open[at] += 1;
    }
  } else {
    for (let i = 0; i < count; i += 1) {
      const at = depth[i] - 1;
      ended[at] += 1;
      if (first[i] > opensAfter) open[at] += 1;
    }
  }
  // Step k + 1's dropped (and still in window) are those whose chain ended at step k; nobody drops at step 1.
  const [dropped, still] = [new Int32Array(groups * n), new Int32Array(groups * n)];
  for (let gk = 0; gk < groups * n; gk += 1) {
    if (gk % n === 0) continue;
    dropped[gk] = ended[gk - 1];
    still[gk] = open[gk - 1];
  }
  // Step 1 has no time to convert. One group's seconds are the steps' as the pass kept them.
  if (of === null) return { ended, dropped, still, seconds: Array.from({ length: n }, (_, k) => (k === 0 ? NONE : steps[k - 1].subarray(0, counted[k - 1]))) };
  // Several (a breakdown, whose pass kept the seconds entrant after entrant): each group's stretch of each step as long as
  // the people of the group who reached it, filled in entrant order.
  const spans = new Int32Array(groups * n * 2);
  let total = 0;
  for (let g = 0; g < groups; g += 1) {
    let reached = 0;
    for (let k = n - 1; k >= 1; k -= 1) reached += ended[g * n + k];
    for (let k = 1; k < n; k += 1) {
      spans[2 * (g * n + k)] = total;
      spans[2 * (g * n + k) + 1] = total;
      total += reached;
      reached -= ended[g * n + k];
    }
  }
  const seconds = room.secondsFor(total);
  const { reach } = room;
  for (let i = 0, c = 0; i < count; c += depth[i] - 1, i += 1) {
    if (of[i] === NOT_COUNTED) continue;
    const at = of[i] * n;
    let previous = first[i];
    for (let k = 1; k < reach[i]; k += 1) {
      const time = later[c + k - 1];
      seconds[spans[2 * (at + k) + 1]++] = (time - previous) / 1000;
      previous = time;
    }
  }
  return {
    ended,
    dropped,
    still,
    seconds: Array.from({ length: groups * n }, (_, gk) => (gk % n === 0 ? NONE : seconds.subarray(spans[2 * gk], spans[2 * gk + 1]))),
  };
}

const NONE = new Float64Array(0);

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
  const more = make(Math.max(length, Math.ceil(array.length * 1.5), 1024));
  more.set(array);
  return more;
}
