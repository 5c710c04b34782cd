import { ORDERED_FUNNEL_STEPS, type AdminReportRange, type OrderedFunnelStep } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminConversionQuery } from '../api/admin-api';
import { formatDuration, formatRate, stepLabel } from '../admin-format';
import type { ConversionView } from '../dashboard-view';
import { ChartFigure } from './chart-figure';
import controlStyles from './control.module.css';
import styles from './conversion-report.module.css';

const ConversionChart = lazy(() => import('./charts/conversion-chart'));

export const CONVERSION_WINDOWS = ['1h', '6h', '1d', '7d', '14d', '30d', '90d'] as const;

interface ConversionReportProps {
  range: AdminReportRange;
  value: ConversionView;
  onChange(next: ConversionView): void;
}

/** People who entered in the range, followed through the chosen steps in order within the window (README: the conversion funnel). */
export function ConversionReport({ range, value, onChange }: ConversionReportProps) {
  const { data } = useGetAdminConversionQuery({ ...range, steps: value.steps.join(','), window: value.window }, DASHBOARD_POLLING);
  const steps = data?.steps ?? [];
  // Checked steps keep the catalogue's order; at least two stay checked.
  const toggle = (step: OrderedFunnelStep, on: boolean) =>
    onChange({ ...value, steps: ORDERED_FUNNEL_STEPS.filter((s) => (s === step ? on : value.steps.includes(s))) });
  const table = {
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
  return (
    <div className={styles.report}>
      <form className={styles.controls} aria-label="Conversion funnel settings" onSubmit={(event) => event.preventDefault()}>
        <label className={styles.window}>
          <span>Conversion window</span>
          <select className={controlStyles.control} value={value.window} onChange={(event) => onChange({ ...value, window: event.target.value })}>
            {[...new Set([...CONVERSION_WINDOWS, value.window])].map((window) => (
              <option key={window} value={window}>
                {window}
              </option>
            ))}
          </select>
        </label>
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
    </div>
  );
}
