import { CONVERSION_BREAKDOWN_ROWS, TIME_TO_CONVERT_EDGES_SECONDS, type ConversionBreakdownRow } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
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

/**
 * The conversion funnel in one statement. `m1` is who entered: their first
 * time at step 1, when it lies in the range. Each `mK` adds tK, the earliest
 * time at step K not before t(K−1) and not after t1 + window (a person's
 * earliest match at each step leaves the most room for the next, so it finds
 * a match whenever there is one); it stays null once a step is missed. Each
 * lookup is one probe of the (contact, step, time) key.
 */
export async function conversionRows(pool: Pool, params: ConversionParams, range: InstantRange, asOf: Date): Promise<ConversionRow[]> {
  const p = sqlParams();
  const funnel = followed(p, params, range, asOf);
  const { rows } = await pool.query<ConversionRow>(
    `WITH ${funnel.ctes}
     SELECT v.k, ${funnel.figures}
       FROM ${funnel.last} m, ${funnel.perStep}
      GROUP BY v.k ORDER BY v.k`,
    p.values,
  );
  return rows;
}

/**
 * The same people and figures, split by the value their chosen touch gives
 * (README: the conversion funnel's breakdowns). Each person's touch is one
 * probe of contact_touches' (contact, time, event) key; values are ranked by
 * people entered, then by value in byte order, and those past the top rows
 * are counted together as one, so "(other)" is exact, medians included.
 * The whole funnel's rows come from the same pass (kind null), so a
 * breakdown costs one statement, and its rows add up to the whole.
 */
export async function breakdownRows(
  pool: Pool,
  params: ConversionParams,
  breakdown: BreakdownParams,
  range: InstantRange,
  asOf: Date,
): Promise<{ whole: ConversionRow[]; rows: BreakdownStepRow[] }> {
  const p = sqlParams();
  const funnel = followed(p, params, range, asOf);
  const { rows } = await pool.query<Omit<BreakdownStepRow, 'kind'> & { kind: BreakdownStepRow['kind'] | null }>(
    `WITH ${funnel.ctes}, ${breakdownGroups(p.add, funnel.last, breakdown)}
     SELECT m.kind, CASE WHEN m.kind = 'value' THEN min(m.breakdown_value) END AS value, m.rank::int AS rank, v.k, ${funnel.figures}
       FROM grouped m, ${funnel.perStep}
      GROUP BY GROUPING SETS ((v.k), (m.kind, m.rank, v.k)) ORDER BY m.rank, m.kind, v.k`,
    p.values,
  );
  return { whole: rows.filter((row) => row.kind === null), rows: rows.filter((row): row is BreakdownStepRow => row.kind !== null) };
}

/**
 * CTEs ending in `grouped`: each person followed (from `last`) with the row
 * they fall in: `kind` (value, other or none), `rank` (value rows) and
 * `breakdown_value`. The breakdown's figures and its people both read it.
 */
export function breakdownGroups(add: (value: unknown) => SqlParam, last: string, breakdown: BreakdownParams): string {
  const top = add(CONVERSION_BREAKDOWN_ROWS);
  return `valued AS MATERIALIZED (
       SELECT m.*, ${VALUE_OF[breakdown.by]} AS breakdown_value
         FROM ${last} m LEFT JOIN LATERAL (${touchOf(breakdown)}) t ON true),
     ranked AS (
       SELECT breakdown_value, row_number() OVER (ORDER BY count(*) DESC, breakdown_value COLLATE "C") AS rank
         FROM valued WHERE breakdown_value IS NOT NULL GROUP BY breakdown_value),
     grouped AS (
       SELECT v.*, CASE WHEN r.rank <= ${top} THEN r.rank END AS rank,
              CASE WHEN v.breakdown_value IS NULL THEN 'none' WHEN r.rank <= ${top} THEN 'value' ELSE 'other' END AS kind
         FROM valued v LEFT JOIN ranked r USING (breakdown_value))`;
}

/** The value a touch gives for each breakdown; null puts the person in "(none)". */
const VALUE_OF: Record<BreakdownParams['by'], string> = {
  source: 't.source',
  medium: 't.medium',
  campaign: 't.campaign',
  referrer: `CASE WHEN t.source LIKE 'referral:%' THEN substr(t.source, 10) END`,
  landing_page: 't.landing_path',
};

/**
 * The person's touch the breakdown reads: the first over all time, or the
 * latest at or before t1; equal times go to the smaller event id (first) or
 * the larger (last). A landing page is only known of touches a page view carried.
 */
function touchOf({ by, touch }: BreakdownParams): string {
  const conditions = ['t.contact_id = m.contact_id', ...(touch === 'last' ? ['t.at <= m.t1'] : []), ...(by === 'landing_page' ? ['t.landing_path IS NOT NULL'] : [])];
  const order = touch === 'first' ? 'ASC' : 'DESC';
  return `SELECT t.* FROM ${readModel('contact_touches')} t WHERE ${conditions.join(' AND ')} ORDER BY t.at ${order}, t.event_id ${order} LIMIT 1`;
}

/** Each entrant's matched times as CTEs: `ctes` define m1…mN, `last` names mN (contact_id, t1…tN, null from the first step missed). */
export interface ConversionChain {
  ctes: string;
  last: string;
  /** When the window of a person whose step-1 time is `t1` closes. */
  closes(t1: string): string;
}

/**
 * Who entered and how far each got, as CTEs: the figures and the people
 * behind them (the contact list's conversion cohort) both read these.
 */
export function conversionChain(add: (value: unknown) => SqlParam, { steps, windowSeconds }: Pick<ConversionParams, 'steps' | 'windowSeconds'>, range: InstantRange): ConversionChain {
  const times = readModel('funnel_step_times');
  const step = steps.map((name) => add(name));
  const from = add(range.from);
  const until = add(range.until);
  const window = add(windowSeconds);
  const closes = (t1: string) => `${t1} + ${window}::int * interval '1 second'`;
  const firsts = `SELECT contact_id, min(at) AS t1 FROM ${times}
                   WHERE step = ${step[0]} AND (${from}::timestamptz IS NULL OR at >= ${from}) AND (${until}::timestamptz IS NULL OR at < ${until})
                   GROUP BY contact_id`;
  const entered = `SELECT f.contact_id, f.t1 FROM (${firsts}) f
                    WHERE ${from}::timestamptz IS NULL
                       OR NOT EXISTS (SELECT 1 FROM ${times} b WHERE b.contact_id = f.contact_id AND b.step = ${step[0]} AND b.at < ${from})`;
  const chain = step.slice(1).map((param, i) => nextStep(i + 2, param, times, closes('m.t1')));
  return { ctes: `m1 AS MATERIALIZED (${entered}), ${chain.join(', ')}`, last: `m${steps.length}`, closes };
}

/** The followed people (the chain), one row per person and step (`perStep`), and each step's figures over those rows. */
function followed(p: ReturnType<typeof sqlParams>, params: ConversionParams, range: InstantRange, asOf: Date) {
  const chain = conversionChain(p.add, params, range);
  const now = p.add(asOf);
  const edges = p.add(TIME_TO_CONVERT_EDGES_SECONDS);
  const values = params.steps.map((_, i) => (i === 0 ? `(1, true, true, NULL::float8)` : `(${i + 1}, m.t${i} IS NOT NULL, m.t${i + 1} IS NOT NULL, extract(epoch FROM m.t${i + 1} - m.t${i})::float8)`));
  const buckets = Array.from({ length: TIME_TO_CONVERT_EDGES_SECONDS.length + 1 }, (_, b) => b);
  return {
    ...chain,
    perStep: `LATERAL (VALUES ${values.join(', ')}) v(k, before, reached, seconds)`,
    figures: `count(*) FILTER (WHERE v.reached)::int AS people,
            count(*) FILTER (WHERE v.before AND NOT v.reached)::int AS dropped,
            count(*) FILTER (WHERE v.before AND NOT v.reached AND ${chain.closes('m.t1')} > ${now})::int AS still_in_window,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY v.seconds) AS median,
            percentile_disc(0.9) WITHIN GROUP (ORDER BY v.seconds) AS p90,
            ARRAY[${buckets.map((b) => `count(*) FILTER (WHERE width_bucket(v.seconds, ${edges}::float8[]) = ${b})`).join(', ')}]::int[] AS buckets`,
  };
}

function nextStep(k: number, step: SqlParam, times: string, closes: string): string {
  // Materialized: inlined, each step's lookups would run again for every later reference to its time.
  return `m${k} AS MATERIALIZED (
    SELECT m.*, CASE WHEN m.t${k - 1} IS NOT NULL THEN
      (SELECT min(x.at) FROM ${times} x WHERE x.contact_id = m.contact_id AND x.step = ${step} AND x.at >= m.t${k - 1} AND x.at <= ${closes})
    END AS t${k}
    FROM m${k - 1} m)`;
}
