import { TIME_TO_CONVERT_EDGES_SECONDS, type ConversionStepStats, type OrderedFunnelStep, type TimeToConvert } from '@pitchlens/contracts';
import type { ConversionRow } from './conversion-query';
import { ratio } from '../get-funnel/funnel-stats';

/** Each step's figures from the query's rows; a step nobody was counted at has none. */
export function conversionStats(steps: readonly OrderedFunnelStep[], rows: readonly ConversionRow[]): ConversionStepStats[] {
  const byStep = new Map(rows.map((row) => [row.k, row]));
  const people = steps.map((_, i) => byStep.get(i + 1)?.people ?? 0);
  return steps.map((step, i) => {
    const row = byStep.get(i + 1);
    return {
      step,
      people: people[i],
      dropped: row?.dropped ?? 0,
      stillInWindow: row?.still_in_window ?? 0,
      conversionFromPrevious: i === 0 ? null : ratio(people[i], people[i - 1]),
      conversionFromFirst: ratio(people[i], people[0]),
      timeToConvert: i === 0 ? null : timeToConvert(row),
    };
  });
}

function timeToConvert(row: ConversionRow | undefined): TimeToConvert {
  const edges = [0, ...TIME_TO_CONVERT_EDGES_SECONDS];
  return {
    medianSeconds: row?.median ?? null,
    p90Seconds: row?.p90 ?? null,
    histogram: edges.map((fromSeconds, i) => ({ fromSeconds, toSeconds: edges[i + 1] ?? null, people: row?.buckets[i] ?? 0 })),
  };
}
