import {
  ratio,
  TIME_TO_CONVERT_EDGES_SECONDS,
  type ConversionBreakdownResult,
  type ConversionBreakdownRow,
  type ConversionStepStats,
  type OrderedFunnelStep,
  type TimeToConvert,
} from '@pitchlens/contracts';
import type { BreakdownParams } from './conversion-params';
import type { BreakdownStepRow, ConversionRow } from './conversion-figures';

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

const KIND_ORDER: Record<ConversionBreakdownRow['kind'], number> = { value: 0, other: 1, none: 2 };

/** The breakdown's rows: the values by rank, then "(other)", then "(none)"; each with the whole funnel's figures of its people. */
export function breakdownStats(steps: readonly OrderedFunnelStep[], { by, touch }: BreakdownParams, rows: readonly BreakdownStepRow[]): ConversionBreakdownResult {
  const groups = new Map<string, BreakdownStepRow[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.rank ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ordered = [...groups.values()].sort(
    ([a], [b]) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.rank ?? 0) - (b.rank ?? 0),
  );
  return { by, touch, rows: ordered.map((group) => ({ kind: group[0].kind, value: group[0].value, touch, steps: conversionStats(steps, group) })) };
}
