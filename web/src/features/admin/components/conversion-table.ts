import type { ConversionStepStats } from '@pitchlens/contracts';
import { formatDuration, formatRate, stepLabel } from '../admin-format';
import type { DataTable } from './chart-figure';

/** A conversion funnel's figures, a row per step: the whole funnel's table and each breakdown row's. */
export function conversionTable(steps: readonly ConversionStepStats[]): DataTable {
  return {
    columns: ['Step', 'People', 'From previous', 'From first', 'Dropped', 'Still in window', 'Median time', '90th percentile time'],
    rows: steps.map((s) => [
      stepLabel(s.step),
      s.people,
      formatRate(s.conversionFromPrevious),
      formatRate(s.conversionFromFirst),
      s.dropped,
      s.stillInWindow,
      formatDuration(s.timeToConvert?.medianSeconds ?? null),
      formatDuration(s.timeToConvert?.p90Seconds ?? null),
    ]),
  };
}
