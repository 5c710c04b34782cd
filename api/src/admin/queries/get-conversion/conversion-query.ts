import { TIME_TO_CONVERT_EDGES_SECONDS } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import type { InstantRange } from '../../reports/report-range';
import { sqlParams, type SqlParam } from '../../reports/report-sql';
import type { ConversionParams } from './conversion-params';

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

/** Each entrant's matched times as CTEs: `with` defines m1…mN, `last` names mN (contact_id, t1…tN, null from the first step missed). */
export interface ConversionChain {
  with: string;
  last: string;
  /** When the window of a person whose step-1 time is `t1` closes. */
  closes(t1: string): string;
}

/**
 * Who entered and how far each got, in SQL. `m1` is who entered: their first
 * time at step 1, when it lies in the range. Each `mK` adds tK, the earliest
 * time at step K not before t(K−1) and not after t1 + window (a person's
 * earliest match at each step leaves the most room for the next, so it finds
 * a match whenever there is one); it stays null once a step is missed. Each
 * lookup is one probe of the (contact, step, time) key. The figures and the
 * people behind them (the contact list's conversion cohort) both read it.
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
  return { with: `WITH m1 AS MATERIALIZED (${entered})${chain.map((cte) => `, ${cte}`).join('')}`, last: `m${steps.length}`, closes };
}

/** The conversion funnel's counts per step, in one statement over the chain. */
export async function conversionRows(pool: Pool, params: ConversionParams, range: InstantRange, asOf: Date): Promise<ConversionRow[]> {
  const p = sqlParams();
  const chain = conversionChain(p.add, params, range);
  const now = p.add(asOf);
  const edges = p.add(TIME_TO_CONVERT_EDGES_SECONDS);
  const values = params.steps.map((_, i) => (i === 0 ? `(1, true, true, NULL::float8)` : `(${i + 1}, m.t${i} IS NOT NULL, m.t${i + 1} IS NOT NULL, extract(epoch FROM m.t${i + 1} - m.t${i})::float8)`));
  const buckets = Array.from({ length: TIME_TO_CONVERT_EDGES_SECONDS.length + 1 }, (_, b) => b);
  const { rows } = await pool.query<ConversionRow>(
    `${chain.with}
     SELECT v.k,
            count(*) FILTER (WHERE v.reached)::int AS people,
            count(*) FILTER (WHERE v.before AND NOT v.reached)::int AS dropped,
            count(*) FILTER (WHERE v.before AND NOT v.reached AND ${chain.closes('m.t1')} > ${now})::int AS still_in_window,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY v.seconds) AS median,
            percentile_disc(0.9) WITHIN GROUP (ORDER BY v.seconds) AS p90,
            ARRAY[${buckets.map((b) => `count(*) FILTER (WHERE width_bucket(v.seconds, ${edges}::float8[]) = ${b})`).join(', ')}]::int[] AS buckets
       FROM ${chain.last} m, LATERAL (VALUES ${values.join(', ')}) v(k, before, reached, seconds)
      GROUP BY v.k ORDER BY v.k`,
    p.values,
  );
  return rows;
}

function nextStep(k: number, step: SqlParam, times: string, closes: string): string {
  // Materialized: inlined, each step's lookups would run again for every later reference to its time.
  return `m${k} AS MATERIALIZED (
    SELECT m.*, CASE WHEN m.t${k - 1} IS NOT NULL THEN
      (SELECT min(x.at) FROM ${times} x WHERE x.contact_id = m.contact_id AND x.step = ${step} AND x.at >= m.t${k - 1} AND x.at <= ${closes})
    END AS t${k}
    FROM m${k - 1} m)`;
}
