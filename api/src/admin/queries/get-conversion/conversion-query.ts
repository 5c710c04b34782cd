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

/**
 * The conversion funnel in one statement. `m1` is who entered: their first
 * time at step 1, when it lies in the range. Each `mK` adds tK, the earliest
 * time at step K not before t(K−1) and not after t1 + window (a person's
 * earliest match at each step leaves the most room for the next, so it finds
 * a match whenever there is one); it stays null once a step is missed. Each
 * lookup is one probe of the (contact, step, time) key.
 */
export async function conversionRows(pool: Pool, { steps, windowSeconds }: ConversionParams, range: InstantRange, asOf: Date): Promise<ConversionRow[]> {
  const times = readModel('funnel_step_times');
  const p = sqlParams();
  const step = steps.map((name) => p.add(name));
  const from = p.add(range.from);
  const until = p.add(range.until);
  const window = p.add(windowSeconds);
  const closes = (t1: string) => `${t1} + ${window}::int * interval '1 second'`;
  const now = p.add(asOf);
  const edges = p.add(TIME_TO_CONVERT_EDGES_SECONDS);
  const firsts = `SELECT contact_id, min(at) AS t1 FROM ${times}
                   WHERE step = ${step[0]} AND (${from}::timestamptz IS NULL OR at >= ${from}) AND (${until}::timestamptz IS NULL OR at < ${until})
                   GROUP BY contact_id`;
  const entered = `SELECT f.contact_id, f.t1 FROM (${firsts}) f
                    WHERE ${from}::timestamptz IS NULL
                       OR NOT EXISTS (SELECT 1 FROM ${times} b WHERE b.contact_id = f.contact_id AND b.step = ${step[0]} AND b.at < ${from})`;
  const chain = step.slice(1).map((param, i) => nextStep(i + 2, param, times, closes('m.t1')));
  const last = `m${steps.length}`;
  const values = steps.map((_, i) => (i === 0 ? `(1, true, true, NULL::float8)` : `(${i + 1}, m.t${i} IS NOT NULL, m.t${i + 1} IS NOT NULL, extract(epoch FROM m.t${i + 1} - m.t${i})::float8)`));
  const buckets = Array.from({ length: TIME_TO_CONVERT_EDGES_SECONDS.length + 1 }, (_, b) => b);
  const { rows } = await pool.query<ConversionRow>(
    `WITH m1 AS MATERIALIZED (${entered}), ${chain.join(', ')}
     SELECT v.k,
            count(*) FILTER (WHERE v.reached)::int AS people,
            count(*) FILTER (WHERE v.before AND NOT v.reached)::int AS dropped,
            count(*) FILTER (WHERE v.before AND NOT v.reached AND ${closes('m.t1')} > ${now})::int AS still_in_window,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY v.seconds) AS median,
            percentile_disc(0.9) WITHIN GROUP (ORDER BY v.seconds) AS p90,
            ARRAY[${buckets.map((b) => `count(*) FILTER (WHERE width_bucket(v.seconds, ${edges}::float8[]) = ${b})`).join(', ')}]::int[] AS buckets
       FROM ${last} m, LATERAL (VALUES ${values.join(', ')}) v(k, before, reached, seconds)
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
