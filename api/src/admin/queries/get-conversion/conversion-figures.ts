import { CONVERSION_BREAKDOWN_ROWS, ORDERED_FUNNEL_STEPS, TIME_TO_CONVERT_EDGES_SECONDS, type ConversionBreakdownRow } from '@pitchlens/contracts';
import type { PersonPath } from '../../reports/people-paths/person-path';
import type { BreakdownParams, ConversionParams } from './conversion-params';

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

/**
 * The entrants followed: entrant i's times at the steps reached within the
 * window are times[i·n …], `depth[i]` of them (t1 first).
 */
interface Entrants {
  paths: PersonPath[];
  times: Float64Array;
  depth: Uint8Array;
}

/**
 * The conversion funnel over the people's paths (README "What the numbers
 * mean": the conversion funnel), with its breakdown when one is asked. The
 * contact list's conversion cohort states the same rules in SQL
 * (conversionChain), for the people behind each figure; the cohort tests and
 * the truth test hold the two equal.
 */
export function conversionFigures(
  people: Iterable<PersonPath>,
  params: ConversionParams,
  range: MillisecondRange,
  asOf: number,
  breakdown: BreakdownParams | null,
): { whole: ConversionRow[]; rows: BreakdownStepRow[] } {
  const steps = params.steps.map((step) => ORDERED_FUNNEL_STEPS.indexOf(step));
  const windowMs = params.windowSeconds * 1000;
  const entrants = follow(people, steps, windowMs, range);
  const everyone = Int32Array.from(entrants.paths.keys());
  const figures = (members: Int32Array) => stepFigures(entrants, members, steps.length, windowMs, asOf);
  return {
    whole: figures(everyone),
    rows: breakdown ? breakdownGroups(entrants, steps.length, breakdown).flatMap((group) => figures(group.members).map((row) => ({ ...row, ...group.row }))) : [],
  };
}

/**
 * Who entered in the range, each followed through the steps: t1 is their
 * first time at step 1; each next is their earliest time at the next step
 * not before the one matched last (the earliest match leaves the most room
 * for the rest, so it finds a match whenever there is one), and the chain
 * ends at a step missed or reached after the window (t1 + window, inclusive).
 */
function follow(people: Iterable<PersonPath>, steps: readonly number[], windowMs: number, range: MillisecondRange): Entrants {
  const n = steps.length;
  const paths: PersonPath[] = [];
  let times = new Float64Array(1024 * n);
  let depth = new Uint8Array(1024);
  for (const path of people) {
    const first = path.steps[steps[0]];
    if (!first) continue;
    const t1 = first[0];
    if ((range.from !== null && t1 < range.from) || (range.until !== null && t1 >= range.until)) continue;
    const i = paths.length;
    if (i === depth.length) {
      times = grown(times, times.length * 2);
      depth = grown(depth, depth.length * 2);
    }
    const base = i * n;
    times[base] = t1;
    let reached = 1;
    for (; reached < n; reached += 1) {
      const at = path.steps[steps[reached]];
      const next = at ? at[firstAtOrAfter(at, times[base + reached - 1])] : undefined;
      if (next === undefined || next > t1 + windowMs) break;
      times[base + reached] = next;
    }
    depth[i] = reached;
    paths.push(path);
  }
  return { paths, times, depth };
}

function grown<T extends Float64Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** Each step's figures over some of the entrants (`members`, their indexes); step 1 has no time to convert. */
function stepFigures({ times, depth }: Entrants, members: Int32Array, n: number, windowMs: number, asOf: number): ConversionRow[] {
  const width = TIME_TO_CONVERT_EDGES_SECONDS.length + 1;
  const people = new Int32Array(n);
  const dropped = new Int32Array(n);
  const still = new Int32Array(n);
  const buckets = new Int32Array(n * width);
  const seconds = Array.from({ length: n }, () => new Float64Array(members.length));
  for (const i of members) {
    const d = depth[i];
    const base = i * n;
    people[0] += 1;
    for (let k = 1; k < d; k += 1) {
      const s = (times[base + k] - times[base + k - 1]) / 1000;
      seconds[k][people[k]] = s;
      people[k] += 1;
      buckets[k * width + bucketOf(s)] += 1;
    }
    if (d < n) {
      dropped[d] += 1;
      if (times[base] + windowMs > asOf) still[d] += 1;
    }
  }
  return Array.from({ length: n }, (_, k) => {
    const sorted = seconds[k].subarray(0, people[k]).sort();
    return {
      k: k + 1,
      people: people[k],
      dropped: dropped[k],
      still_in_window: still[k],
      median: k === 0 ? null : percentileDisc(sorted, 0.5),
      p90: k === 0 ? null : percentileDisc(sorted, 0.9),
      buckets: k === 0 ? [] : Array.from(buckets.subarray(k * width, (k + 1) * width)),
    };
  });
}

/** The first value at or past fraction `p` of the sorted values, as Postgres's percentile_disc picks it (null of none). */
export function percentileDisc(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(Math.ceil(p * sorted.length), 1) - 1];
}

/** A value's histogram bucket: how many edges are at or below it, as Postgres's width_bucket with an array of edges. */
function bucketOf(seconds: number): number {
  let bucket = 0;
  while (bucket < TIME_TO_CONVERT_EDGES_SECONDS.length && TIME_TO_CONVERT_EDGES_SECONDS[bucket] <= seconds) bucket += 1;
  return bucket;
}

/** The index of the first of the ascending `times` at or after `at` (their length if none is). */
function firstAtOrAfter(times: readonly number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle] < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the ascending `times` are at or before `at`. */
function countAtOrBefore(times: readonly number[], at: number): number {
  return firstAtOrAfter(times, at + 1);
}

/**
 * The entrants split by the value their touch gives (README: the conversion
 * funnel's breakdowns): values ranked by people entered, then by value in
 * byte order; the top rows each, the rest pooled into "(other)", people
 * without a value in "(none)".
 */
function breakdownGroups(entrants: Entrants, n: number, breakdown: BreakdownParams): { row: Pick<BreakdownStepRow, 'kind' | 'value' | 'rank'>; members: Int32Array }[] {
  const byValue = new Map<string | null, number[]>();
  entrants.paths.forEach((path, i) => {
    const value = touchValue(path, entrants.times[i * n], breakdown);
    const members = byValue.get(value);
    if (members) members.push(i);
    else byValue.set(value, [i]);
  });
  const ranked = [...byValue].filter((entry): entry is [string, number[]] => entry[0] !== null);
  ranked.sort(([a, x], [b, y]) => y.length - x.length || Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const other = ranked.slice(CONVERSION_BREAKDOWN_ROWS).flatMap(([, members]) => members);
  const none = byValue.get(null) ?? [];
  return [
    ...ranked.slice(0, CONVERSION_BREAKDOWN_ROWS).map(([value, members], i) => ({ row: { kind: 'value' as const, value, rank: i + 1 }, members: Int32Array.from(members) })),
    ...(other.length > 0 ? [{ row: { kind: 'other' as const, value: null, rank: null }, members: Int32Array.from(other) }] : []),
    ...(none.length > 0 ? [{ row: { kind: 'none' as const, value: null, rank: null }, members: Int32Array.from(none) }] : []),
  ];
}

/**
 * The value a person's touch gives: their first touch, or their latest at or
 * before t1 (touches are in time and event id order, so equal times go to
 * the larger id); a landing page only of touches a page view carried.
 */
function touchValue(path: PersonPath, t1: number, { by, touch }: BreakdownParams): string | null {
  const times = by === 'landing_page' ? path.landingAt : path.touchAt;
  const values = by === 'landing_page' ? path.landingPath : by === 'referrer' ? path.source : path[by];
  if (!times || !values) return null;
  const value = (touch === 'first' ? values[0] : values[countAtOrBefore(times, t1) - 1]) ?? null;
  if (by !== 'referrer') return value;
  return value?.startsWith('referral:') ? value.slice('referral:'.length) : null;
}
