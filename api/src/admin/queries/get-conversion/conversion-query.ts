import { CONVERSION_BREAKDOWN_ROWS } from '@pitchlens/contracts';
import { FUNNEL_PATH_TOUCH_COLUMNS, funnelPathColumn, readModel } from '@pitchlens/database';
import type { InstantRange } from '../../reports/report-range';
import type { SqlParam } from '../../reports/report-sql';
import type { BreakdownParams, ConversionParams } from './conversion-params';

/*
 * The conversion funnel's rules in SQL, for the people behind its figures (the
 * contact list's conversion cohort). The figures themselves are computed in
 * memory from the same read model (conversion-figures.ts); the cohort tests
 * and the truth test hold the two equal.
 */

/**
 * CTEs ending in `grouped`: each person followed (from `last`) with the row
 * they fall in: `kind` (value, other or none), `rank` (value rows) and
 * `breakdown_value`, ranked as the figures rank them.
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

const TOUCH_COLUMNS = FUNNEL_PATH_TOUCH_COLUMNS;

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
