import type { ConversionStepStats } from '@pitchlens/contracts';
import type { ReactNode } from 'react';
import { formatDuration, formatRate, stepLabel } from '../admin-format';
import { withChange } from '../comparison';
import type { DataTable } from './chart-figure';

/** A count of people at the `place`-th step (1 for the first), shown as `text`: the report makes it open those people. */
export type ConversionCell = (place: number, cell: 'people' | 'dropped' | 'stillInWindow', count: number, text: string) => ReactNode;

interface ConversionTableOptions {
  cell?: ConversionCell;
  /** The same steps over the previous period, when comparing. */
  previous?: readonly ConversionStepStats[];
}

/** A conversion funnel's figures, a row per step: the whole funnel's table and each breakdown row's. */
export function conversionTable(steps: readonly ConversionStepStats[], { cell = (_place, _cell, _count, text) => text, previous }: ConversionTableOptions = {}): DataTable {
  return {
    columns: ['Step', 'People', 'From previous', 'From first', 'Dropped', 'Still in window', 'Median time', '90th percentile time'],
    rows: steps.map((s, i) => {
      const before = previous?.[i];
      const count = (name: 'people' | 'dropped' | 'stillInWindow') => cell(i + 1, name, s[name], withChange(s[name], before?.[name]));
      return [
        stepLabel(s.step),
        count('people'),
        formatRate(s.conversionFromPrevious),
        formatRate(s.conversionFromFirst),
        i === 0 ? s.dropped : count('dropped'),
        i === 0 ? s.stillInWindow : count('stillInWindow'),
        formatDuration(s.timeToConvert?.medianSeconds ?? null),
        formatDuration(s.timeToConvert?.p90Seconds ?? null),
      ];
    }),
  };
}
