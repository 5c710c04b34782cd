import {
  CONVERSION_BREAKDOWNS,
  CONVERSION_TOUCHES,
  ORDERED_FUNNEL_STEPS,
  type AdminConversionRequest,
  type AdminReportRange,
  type ConversionBreakdown,
  type ConversionTouch,
  type ContactsCohort,
  type OrderedFunnelStep,
} from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminConversionQuery } from '../api/admin-api';
import { breakdownLabel, stepLabel, touchLabel } from '../admin-format';
import { comparedRange } from '../comparison';
import type { ConversionView } from '../dashboard-view';
import { cohorts } from '../people';
import { ChartFigure } from './chart-figure';
import controlStyles from './control.module.css';
import { BreakdownFigures } from './conversion-breakdown';
import styles from './conversion-report.module.css';
import { conversionTable, type ConversionCell } from './conversion-table';
import { PeopleButton } from './people-button';

const ConversionChart = lazy(() => import('./charts/conversion-chart'));

const CELL_WORDS = { people: 'who reached', dropped: 'who dropped before', stillInWindow: 'still in their window for' } as const;

export const CONVERSION_WINDOWS = ['1h', '6h', '1d', '7d', '14d', '30d', '90d'] as const;

interface ConversionReportProps {
  range: AdminReportRange;
  value: ConversionView;
  onChange(next: ConversionView): void;
  compare: boolean;
}

/** People who entered in the range, followed through the chosen steps in order within the window (README: the conversion funnel). */
export function ConversionReport({ range, value, onChange, compare }: ConversionReportProps) {
  const request: AdminConversionRequest = {
    ...comparedRange(range, compare),
    steps: value.steps.join(','),
    window: value.window,
    // The touch is asked only with a breakdown: alone, the API refuses it.
    ...(value.breakdown ? { breakdown: value.breakdown, touch: value.touch } : {}),
  };
  const { data } = useGetAdminConversionQuery(request, DASHBOARD_POLLING);
  const steps = data?.steps ?? [];
  // Checked steps keep the catalogue's order; at least two stay checked.
  const toggle = (step: OrderedFunnelStep, on: boolean) =>
    onChange({ ...value, steps: ORDERED_FUNNEL_STEPS.filter((s) => (s === step ? on : value.steps.includes(s))) });
  // Each count opens its people: the funnel asked as it was answered (its asOf), at that step.
  const peopleOf =
    (row: Pick<ContactsCohort, 'cohortBreakdown' | 'cohortTouch' | 'cohortRow' | 'cohortValue'> = {}, rowLabel = ''): ConversionCell =>
    (place, cell, count, text) =>
      data ? <PeopleButton cohort={{ ...cohorts.conversion(range, value, data.asOf, place, cell), ...row }} count={count} text={text} label={`${CELL_WORDS[cell]} ${stepLabel(value.steps[place - 1])}${rowLabel}`} /> : text;
  const table = conversionTable(steps, { cell: peopleOf(), previous: data?.previous?.steps });
  return (
    <div className={styles.report}>
      <form className={styles.controls} aria-label="Conversion funnel settings" onSubmit={(event) => event.preventDefault()}>
        <label className={styles.picker}>
          <span>Conversion window</span>
          <select className={controlStyles.control} value={value.window} onChange={(event) => onChange({ ...value, window: event.target.value })}>
            {[...new Set([...CONVERSION_WINDOWS, value.window])].map((window) => (
              <option key={window} value={window}>
                {window}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.picker}>
          <span>Break down by</span>
          <select
            className={controlStyles.control}
            value={value.breakdown ?? ''}
            onChange={(event) => onChange({ ...value, breakdown: (event.target.value || null) as ConversionBreakdown | null })}
          >
            <option value="">Nothing</option>
            {CONVERSION_BREAKDOWNS.map((by) => (
              <option key={by} value={by}>
                {breakdownLabel(by)}
              </option>
            ))}
          </select>
        </label>
        {value.breakdown && (
          <label className={styles.picker}>
            <span>Touch</span>
            <select className={controlStyles.control} value={value.touch} onChange={(event) => onChange({ ...value, touch: event.target.value as ConversionTouch })}>
              {CONVERSION_TOUCHES.map((touch) => (
                <option key={touch} value={touch}>
                  {touchLabel(touch)}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset className={styles.steps}>
          <legend>Steps, in order</legend>
          {ORDERED_FUNNEL_STEPS.map((step) => {
            const checked = value.steps.includes(step);
            return (
              <label key={step} className={styles.step}>
                <input type="checkbox" checked={checked} disabled={checked && value.steps.length <= 2} onChange={(event) => toggle(step, event.target.checked)} />
                <span>{stepLabel(step)}</span>
              </label>
            );
          })}
        </fieldset>
      </form>
      <ChartFigure
        caption={`Conversion: people who entered at ${stepLabel(value.steps[0]).toLowerCase()}, each next step within ${value.window}`}
        table={table}
        showTable
        empty={data ? undefined : 'Loading the conversion funnel…'}
      >
        <ConversionChart steps={steps} />
      </ChartFigure>
      {value.breakdown && data?.breakdown && <BreakdownFigures breakdown={data.breakdown} previous={data.previous?.breakdown ?? undefined} peopleOf={peopleOf} />}
    </div>
  );
}
