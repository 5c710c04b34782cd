import { CONVERSION_BREAKDOWN_ROWS, ORDERED_FUNNEL_STEPS, TIME_TO_CONVERT_EDGES_SECONDS, type ConversionBreakdownRow } from '@pitchlens/contracts';
import type { Paths } from '../../reports/people-paths/people-paths';
import type { InstantRange, Texts } from '@pitchlens/reports';
import { UuidArray } from '../../../common/pg/uuid-array';
import type { BreakdownParams, ConversionParams } from './conversion-params';
import { passColumns, type FollowAsk, type Followed, type PartTally, type PeriodAsk, type TouchAsk } from './conversion-pass';
import type { PassParts } from './conversion-threads';
import type { TimeToConvertFigures } from './time-to-convert-figures';

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

const OPEN: MillisecondRange = { from: null, until: null };

/**
 * The conversion funnel over the people's paths (README "What the numbers
 * mean": the conversion funnel), with its breakdown when one is asked: each
 * part of the slots followed and tallied (`parts`: at once on several threads,
 * or one part here), the parts' counts added and their seconds kept as parts
 * of each step's. The people behind each figure come from the same pass
 * (conversionMembers).
 */
export async function conversionFigures(
  { people, texts }: Paths,
  params: ConversionParams,
  range: MillisecondRange,
  asOf: number,
  breakdown: BreakdownParams | null,
  parts: PassParts,
): Promise<{ whole: ConversionRow[]; rows: BreakdownStepRow[] }> {
  // A breakdown follows everyone through every step, whatever the range and window, so the next over the same steps can follow
  // on from them (Parts.follow); it counts those who entered in the range (codePart), their chains cut at the window (tallyPart).
  const ask = breakdown ? everyoneAsk(params) : followAsk(params, range, 'steps');
  const followed = await parts.follow(passColumns(people), ask, breakdown ? touchAsk(texts, breakdown, range) : null, people.slots);
  const groups = breakdown ? rankedRows(followed, texts) : null;
  const [whole, ...byRow] = await talliedFigures(params, asOf, groups, parts);
  return { whole, rows: (groups?.rows ?? []).flatMap((row, g) => byRow[g].map((figure) => ({ ...figure, ...row }))) };
}

/**
 * The conversion funnel over each of `ranges` (a report and its previous
 * period), in one pass: everyone followed as a breakdown follows them (so
 * the next such report, or a breakdown, over the same steps follows on),
 * grouped by the range they entered in. Each range's figures are those
 * conversionFigures gives for it alone; two passes, one a range, took twice
 * the walk of every slot and every step of theirs.
 */
export async function periodFigures({ people }: Paths, params: ConversionParams, ranges: readonly MillisecondRange[], asOf: number, parts: PassParts): Promise<ConversionRow[][]> {
  const bounds = ranges.map(msBounds);
  const periods: PeriodAsk = {
    by: 'period',
    periods: Float64Array.from(bounds.flatMap(({ from, until }) => [from, until])),
    codes: ranges.length,
    from: Math.min(...bounds.map(({ from }) => from)),
    until: Math.max(...bounds.map(({ until }) => until)),
  };
  await parts.follow(passColumns(people), everyoneAsk(params), periods, people.slots);
  const groups = { rowOf: Int32Array.from(ranges.keys()), none: -1, rows: ranges };
  const [, ...byRange] = await talliedFigures(params, asOf, groups, parts);
  return byRange;
}

/**
 * The figures of the entrants followed last, tallied as a whole and, when
 * `groups` are given, by the group of their code (`rowOf`, `none` for no
 * value): the whole funnel's first, then each group's. The parts' counts are
 * added and their seconds kept as parts of each step's.
 */
async function talliedFigures(
  params: ConversionParams,
  asOf: number,
  groups: { rowOf: Int32Array; none: number; rows: readonly unknown[] } | null,
  parts: PassParts,
): Promise<ConversionRow[][]> {
  const n = params.steps.length;
  const tallied = Math.max(groups?.rows.length ?? 0, 1);
  const windowMs = params.windowSeconds * 1000;
  const partTallies = await parts.tally({ n, windowMs, asOf, groups: tallied, rowOf: groups?.rowOf ?? null, none: groups?.none ?? -1 });
  const tallies = added(partTallies, tallied, n);
  // Every step's time to convert after the first, of the whole funnel and then each group's (a breakdown's, from counts by group).
  const edges = TIME_TO_CONVERT_EDGES_SECONDS;
  const times = groups
    ? await parts.groupTimes(partTallies, { groups: tallied, n, windowMs }, edges)
    : await parts.times(Array.from({ length: n - 1 }, (_, k) => partTallies.map((part) => part.seconds[k + 1])), edges);
  const figuresOf = (tally: Tally, t: number) => figures(tally, times.slice(t * (n - 1), (t + 1) * (n - 1)));
  const whole = figuresOf(tallies.length === 1 ? tallies[0] : sum(tallies), 0);
  return [whole, ...(groups ? tallies.map((tally, g) => figuresOf(tally, g + 1)) : [])];
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
export async function conversionMembers(
  { people, texts }: Paths,
  params: ConversionParams,
  range: MillisecondRange,
  asOf: number,
  breakdown: BreakdownParams | null,
  { place, cell, row }: ConversionCell,
  parts: PassParts,
): Promise<UuidArray> {
  // Followed no further than the figure's step: whether a person reached it, or stopped just before, is settled there.
  const whole = followAsk(params, range, 'none');
  const ask = { ...whole, steps: whole.steps.slice(0, place) };
  const touch = breakdown && row ? touchAsk(texts, breakdown, range) : null;
  const followed = await parts.follow(passColumns(people), ask, touch, people.slots);
  const groups = touch ? rankedRows(followed, texts) : null;
  const group = groups?.rows.findIndex((r) => r.kind === row?.kind && (r.kind !== 'value' || r.value === row.value)) ?? -1;
  const found = await parts.members({ place, cell, windowMs: ask.windowMs, asOf, rowOf: groups?.rowOf ?? null, none: groups?.none ?? -1, group });
  // Their ids go in as the bytes the paths keep.
  const ids = new UuidArray(found.reduce((total, slots) => total + slots.length, 0));
  // Indexed: for…of over the slots made an iterator result per id (1.5 MB of garbage a list of 225,000).
  for (const slots of found) for (let i = 0; i < slots.length; i += 1) people.addIdTo(slots[i], ids);
  return ids;
}

/** Everyone followed through every step asked, whatever the range and window, each step's time kept entrant after entrant. */
const everyoneAsk = (params: ConversionParams) => ({ ...followAsk(params, OPEN, 'entrants'), windowMs: Infinity });

/** The pass over every slot of the steps and window asked, for entrants whose t1 is in the range, keeping their seconds as `keep` says. */
function followAsk(params: ConversionParams, range: MillisecondRange, keep: FollowAsk['keep']): Omit<FollowAsk, 'lo' | 'hi' | 'append'> {
  return { keep, steps: params.steps.map((step) => ORDERED_FUNNEL_STEPS.indexOf(step)), windowMs: params.windowSeconds * 1000, ...msBounds(range) };
}

/** A range in ms, ±Infinity for an open side. */
const msBounds = ({ from, until }: MillisecondRange) => ({ from: from ?? -Infinity, until: until ?? Infinity });

/**
 * What a breakdown reads of each entrant (README: the conversion funnel's
 * breakdowns); a referrer is the host of a referral: source, kept under a
 * code of its own, made here for every such source before the pass (a thread
 * cannot add texts). It counts those who entered in `range`.
 */
function touchAsk(texts: Texts, { by, touch }: BreakdownParams, range: MillisecondRange): TouchAsk {
  let hostOf: Int32Array | null = null;
  if (by === 'referrer') {
    const hosts: number[] = [];
    for (let code = 0; code < texts.values.length; code += 1) {
      const source = texts.values[code];
      hosts.push(source.startsWith('referral:') ? texts.code(source.slice('referral:'.length)) : -1);
    }
    hostOf = Int32Array.from(hosts);
  }
  return { by, touch, hostOf, codes: texts.values.length, ...msBounds(range) };
}

/**
 * The breakdown's rows from what the parts' entrants entered with: values
 * ranked by people entered, then by value in byte order; the top rows each,
 * the rest pooled into "(other)", people without a value in "(none)". Each
 * code's row in `rowOf`, the row of no value in `none`.
 */
function rankedRows(followed: readonly Followed[], texts: Texts): { rowOf: Int32Array; none: number; rows: Pick<BreakdownStepRow, 'kind' | 'value' | 'rank'>[] } {
  const entered = new Int32Array(texts.values.length);
  let without = 0;
  for (const part of followed) {
    part.entered?.forEach((people, code) => (entered[code] += people));
    without += part.without;
  }
  const ranked = [...entered.keys()].filter((code) => entered[code] > 0);
  ranked.sort((a, b) => entered[b] - entered[a] || Buffer.compare(Buffer.from(texts.values[a]), Buffer.from(texts.values[b])));
  const top = ranked.slice(0, CONVERSION_BREAKDOWN_ROWS);
  const rows: Pick<BreakdownStepRow, 'kind' | 'value' | 'rank'>[] = top.map((code, i) => ({ kind: 'value', value: texts.values[code], rank: i + 1 }));
  const other = ranked.length > top.length ? rows.push({ kind: 'other', value: null, rank: null }) - 1 : -1;
  const none = without > 0 ? rows.push({ kind: 'none', value: null, rank: null }) - 1 : -1;
  const rowOf = new Int32Array(texts.values.length).fill(other);
  top.forEach((code, i) => (rowOf[code] = i));
  return { rowOf, none, rows };
}

/** A group's counts per step. */
interface Tally {
  people: Int32Array;
  dropped: Int32Array;
  still: Int32Array;
}

/** Each group's tally from the parts': counts added (who reached a step: whose chain ended there or later). */
function added(parts: readonly PartTally[], groups: number, n: number): Tally[] {
  return Array.from({ length: groups }, (_, g) => {
    const [people, dropped, still] = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
    for (const part of parts) {
      for (let k = 0; k < n; k += 1) {
        people[k] += part.ended[g * n + k];
        dropped[k] += part.dropped[g * n + k];
        still[k] += part.still[g * n + k];
      }
    }
    for (let k = n - 2; k >= 0; k -= 1) people[k] += people[k + 1];
    return { people, dropped, still };
  });
}

/** The tally of everyone in the groups together. */
function sum(tallies: Tally[]): Tally {
  const add = (pick: (t: Tally) => Int32Array) => tallies.map(pick).reduce((total, part) => total.map((value, i) => value + part[i]));
  return { people: add((t) => t.people), dropped: add((t) => t.dropped), still: add((t) => t.still) };
}

/** A tally's figures, step by step, with the times to convert of its steps after the first (step 1 has none). */
function figures({ people, dropped, still }: Tally, times: readonly TimeToConvertFigures[]): ConversionRow[] {
  return Array.from(people, (reached, k) => {
    const { p90, median, buckets } = k === 0 ? { p90: null, median: null, buckets: [] } : times[k - 1];
    return { k: k + 1, people: reached, dropped: dropped[k], still_in_window: still[k], median, p90, buckets };
  });
}
