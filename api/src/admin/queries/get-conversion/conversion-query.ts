import { CONVERSION_BREAKDOWN_ROWS, TIME_TO_CONVERT_EDGES_SECONDS, type ConversionBreakdownRow } from '@pitchlens/contracts';
import { funnelPathColumn, readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import type { InstantRange } from '../../reports/report-range';
import { sqlParams, type SqlParam } from '../../reports/report-sql';
import type { BreakdownParams, ConversionParams } from './conversion-params';

/** One step's counts as Postgres computes them; `buckets[i]` is histogram bucket i (width_bucket's numbering). */
export interface ConversionRow {
  k: number;
  people: number;
  dropped: number;
  still_in_window: number;
  median: number | null;
  p90: number | null;
  buckets: number[];
}

/** One step's counts of one breakdown row; `rank` orders the value rows (1 = most people entered). */
export interface BreakdownStepRow extends ConversionRow {
  kind: ConversionBreakdownRow['kind'];
  value: string | null;
  rank: number | null;
}

/** A group's figures for every step at once, as arrays indexed by step (histograms step after step). */
interface GroupFigures {
  people: number[];
  dropped: number[];
  still_in_window: number[];
  medians: (number | null)[];
  p90s: (number | null)[];
  buckets: number[];
}

/** The conversion funnel in one statement: one pass over the entrants' paths (see conversionChain). */
export async function conversionRows(pool: Pool, params: ConversionParams, range: InstantRange, asOf: Date): Promise<ConversionRow[]> {
  const p = sqlParams();
  const funnel = followed(p, params, range, asOf);
  const { rows } = await pool.query<GroupFigures>(`WITH ${funnel.ctes} SELECT ${funnel.figures} FROM ${funnel.perPerson(funnel.last)}`, p.values);
  return rows.length === 0 ? [] : stepRows(rows[0], params.steps.length);
}

/**
 * The same people and figures, split by the value their chosen touch gives
 * (README: the conversion funnel's breakdowns). Values are ranked by people
 * entered, then by value in byte order, and those past the top rows are
 * counted together as one, so "(other)" is exact, medians included. The
 * whole funnel's figures come from the same pass (an empty grouping set), so
 * a breakdown costs one statement, and its rows add up to the whole.
 */
export async function breakdownRows(
  pool: Pool,
  params: ConversionParams,
  breakdown: BreakdownParams,
  range: InstantRange,
  asOf: Date,
): Promise<{ whole: ConversionRow[]; rows: BreakdownStepRow[] }> {
  const p = sqlParams();
  const funnel = followed(p, params, range, asOf, breakdown);
  const { rows } = await pool.query<GroupFigures & { kind: BreakdownStepRow['kind'] | null; value: string | null; rank: number | null }>(
    `WITH ${funnel.ctes}, ${breakdownGroups(p.add, funnel.last, breakdown)}
     SELECT m.kind, CASE WHEN m.kind = 'value' THEN min(m.breakdown_value) END AS value, m.rank::int AS rank, ${funnel.figures}
       FROM ${funnel.perPerson('grouped')}
      GROUP BY GROUPING SETS ((), (m.kind, m.rank)) ORDER BY m.rank, m.kind`,
    p.values,
  );
  const n = params.steps.length;
  const whole = rows.find((row) => row.kind === null);
  return {
    whole: whole ? stepRows(whole, n) : [],
    rows: rows.flatMap((row) => (row.kind === null ? [] : stepRows(row, n).map((step) => ({ ...step, kind: row.kind as BreakdownStepRow['kind'], value: row.value, rank: row.rank })))),
  };
}

/**
 * CTEs ending in `grouped`: each person followed (from `last`) with the row
 * they fall in: `kind` (value, other or none), `rank` (value rows) and
 * `breakdown_value`. The breakdown's figures and its people both read it.
 */
export function breakdownGroups(add: (value: unknown) => SqlParam, last: string, breakdown: BreakdownParams): string {
  const top = add(CONVERSION_BREAKDOWN_ROWS);
  return `valued AS MATERIALIZED (
       SELECT m.*, ${valueOf(breakdown)} AS breakdown_value FROM ${last} m),
     ranked AS (
       SELECT breakdown_value, row_number() OVER (ORDER BY count(*) DESC, breakdown_value COLLATE "C") AS rank
         FROM valued WHERE breakdown_value IS NOT NULL GROUP BY breakdown_value),
     grouped AS (
       SELECT v.*, CASE WHEN r.rank <= ${top} THEN r.rank END AS rank,
              CASE WHEN v.breakdown_value IS NULL THEN 'none' WHEN r.rank <= ${top} THEN 'value' ELSE 'other' END AS kind
         FROM valued v LEFT JOIN ranked r USING (breakdown_value))`;
}

/**
 * The value a person's touch gives for the breakdown; null puts them in
 * "(none)". Their touches are in (time, event id) order, so the first is
 * element 1, and the latest at or before t1 is the last element not after it
 * (width_bucket counts them), equal times going to the larger id. A landing
 * page is only known of touches a page view carried, kept apart in order.
 */
function valueOf({ by, touch }: BreakdownParams): string {
  const pick = (times: string, values: string) => (touch === 'first' ? `m.${values}[1]` : `m.${values}[width_bucket(m.t1, m.${times})]`);
  if (by === 'landing_page') return pick('landing_at', 'landing_path');
  if (by === 'referrer') return `CASE WHEN ${pick('touch_at', 'touch_source')} LIKE 'referral:%' THEN substr(${pick('touch_at', 'touch_source')}, 10) END`;
  return pick('touch_at', `touch_${by}`);
}

const TOUCH_COLUMNS = ['touch_at', 'touch_source', 'touch_medium', 'touch_campaign', 'landing_at', 'landing_path'];

/** Each entrant's matched times as CTEs: `ctes` define `last` (contact_id, t1…tN in milliseconds since 1970, null from the first step missed, and their touches). */
export interface ConversionChain {
  ctes: string;
  last: string;
  /** When the window of a person whose step-1 time is `t1` closes, in milliseconds since 1970. */
  closes(t1: string): string;
}

/**
 * Who entered and how far each got, as CTEs: the figures and the people
 * behind them (the contact list's conversion cohort) both read these.
 *
 * A person enters with their first time at step 1 (t1), when it lies in the
 * range. Following them, uK is their earliest time at step K not before
 * u(K−1): width_bucket counts the sorted times before it (times are whole
 * milliseconds, so those before u are those at or before u − 1), so the next one is
 * the match (the earliest match at each step leaves the most room for the
 * next, so it finds a match whenever there is one). These times do not depend
 * on the window: since they never go back, a person reaches step K within
 * the window exactly when uK is at most t1 + window, and tK is uK then.
 */
export function conversionChain(
  add: (value: unknown) => SqlParam,
  { steps, windowSeconds }: Pick<ConversionParams, 'steps' | 'windowSeconds'>,
  range: InstantRange,
  breakdown: BreakdownParams | null,
): ConversionChain {
  const from = add(range.from?.getTime() ?? null);
  const until = add(range.until?.getTime() ?? null);
  const window = add(windowSeconds * 1000);
  const closes = (t1: string) => `${t1} + ${window}::bigint`;
  const column = steps.map(funnelPathColumn);
  const first = `p.${column[0]}[1]`;
  const matched = [first];
  for (const times of column.slice(1)) matched.push(`p.${times}[width_bucket(${matched[matched.length - 1]} - 1, p.${times}) + 1]`);
  // A breakdown reads the person's touches too; without one, carrying them would only cost.
  const touches = breakdown ? TOUCH_COLUMNS : [];
  // OFFSET 0 keeps each uK computed once per person, not again wherever tK reads it.
  const entered = `SELECT ${['p.contact_id', ...matched.map((u, i) => `${u} AS u${i + 1}`), ...touches.map((c) => `p.${c}`)].join(', ')}
                     FROM ${readModel('funnel_paths')} p
                    WHERE p.${column[0]} IS NOT NULL AND (${from}::bigint IS NULL OR ${first} >= ${from}) AND (${until}::bigint IS NULL OR ${first} < ${until})
                   OFFSET 0`;
  const within = steps.map((_, i) => (i === 0 ? 'u.u1 AS t1' : `CASE WHEN u.u${i + 1} <= ${closes('u.u1')} THEN u.u${i + 1} END AS t${i + 1}`));
  return {
    ctes: `followed AS (SELECT ${['u.contact_id', ...within, ...touches.map((c) => `u.${c}`)].join(', ')} FROM (${entered}) u)`,
    last: 'followed',
    closes,
  };
}

/**
 * The chain, each person of `source` (the chain or its breakdown groups)
 * with their depth (steps reached within the window), seconds between
 * consecutive steps and histogram buckets (`perPerson`), and every step's figures
 * over those rows as arrays (`figures`): one pass, one aggregate row a group.
 */
function followed(p: ReturnType<typeof sqlParams>, params: ConversionParams, range: InstantRange, asOf: Date, breakdown: BreakdownParams | null = null) {
  const chain = conversionChain(p.add, params, range, breakdown);
  const now = p.add(asOf.getTime());
  const edges = p.add(TIME_TO_CONVERT_EDGES_SECONDS);
  const n = params.steps.length;
  const places = Array.from({ length: n }, (_, i) => i + 1);
  const depth = `CASE ${places.slice(1).reverse().map((k) => `WHEN m.t${k} IS NOT NULL THEN ${k}`).join(' ')} ELSE 1 END`;
  // Whole milliseconds as float8 are exact, so each quotient is the nearest double to the true seconds.
  const seconds = places.slice(1).map((k) => `(m.t${k} - m.t${k - 1})::float8 / 1000 AS s${k}`);
  const buckets = Array.from({ length: TIME_TO_CONVERT_EDGES_SECONDS.length + 1 }, (_, b) => b);
  const array = (cells: string[], type: string) => `ARRAY[${cells.join(', ')}]::${type}[]`;
  const percentile = (share: number) => array(places.map((k) => (k === 1 ? 'NULL' : `percentile_disc(${share}) WITHIN GROUP (ORDER BY s${k})`)), 'float8');
  return {
    ...chain,
    perPerson: (source: string) => `(SELECT m.*, ${depth} AS depth, ${chain.closes('m.t1')} > ${now}::bigint AS open, ${seconds.join(', ')},
                        ${places.slice(1).map((k) => `width_bucket((m.t${k} - m.t${k - 1})::float8 / 1000, ${edges}::float8[]) AS b${k}`).join(', ')}
                   FROM ${source} m OFFSET 0) m`,
    figures: `${array(places.map((k) => `count(*) FILTER (WHERE m.depth >= ${k})`), 'int')} AS people,
            ${array(places.map((k) => (k === 1 ? '0' : `count(*) FILTER (WHERE m.depth = ${k - 1})`)), 'int')} AS dropped,
            ${array(places.map((k) => (k === 1 ? '0' : `count(*) FILTER (WHERE m.depth = ${k - 1} AND m.open)`)), 'int')} AS still_in_window,
            ${percentile(0.5)} AS medians, ${percentile(0.9)} AS p90s,
            ${array(places.slice(1).flatMap((k) => buckets.map((b) => `count(*) FILTER (WHERE m.b${k} = ${b})`)), 'int')} AS buckets`,
  };
}

/** A group's arrays as one row per step, as the stats read them (step 1 has no time to convert). */
function stepRows(group: GroupFigures, n: number): ConversionRow[] {
  const width = TIME_TO_CONVERT_EDGES_SECONDS.length + 1;
  return Array.from({ length: n }, (_, i) => ({
    k: i + 1,
    people: group.people[i],
    dropped: group.dropped[i],
    still_in_window: group.still_in_window[i],
    median: group.medians[i],
    p90: group.p90s[i],
    buckets: i === 0 ? [] : group.buckets.slice((i - 1) * width, i * width),
  }));
}
