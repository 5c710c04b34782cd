import type { ConversionBreakdownRow } from '@pitchlens/contracts';
import { Bar } from 'recharts';
import { breakdownRowLabel, stepLabel } from '../../admin-format';
import { CHART_COLORS } from './chart-colors';
import { StepBarChart } from './step-bar-chart';

/** Up to 27 rows: hues a golden angle apart stay apart; "(other)" and "(none)" are greys, so they read as no value of their own. */
export function rowColor(row: ConversionBreakdownRow, index: number): string {
  if (row.kind === 'other') return CHART_COLORS.otherRow;
  if (row.kind === 'none') return CHART_COLORS.noneRow;
  return `hsl(${Math.round((215 + index * 137.5) % 360)} 70% 38%)`;
}

/** The broken-down conversion funnel: per step, one bar per row side by side (who reached it in order), a legend entry per row. */
export default function BreakdownChart({ rows }: { rows: ConversionBreakdownRow[] }) {
  const steps = rows[0]?.steps ?? [];
  const data = steps.map((step, k) => ({ name: stepLabel(step.step), ...Object.fromEntries(rows.map((row, i) => [`row${i}`, row.steps[k].people])) }));
  return (
    <StepBarChart data={data}>
      {rows.map((row, i) => (
        <Bar key={`row${i}`} dataKey={`row${i}`} name={breakdownRowLabel(row)} fill={rowColor(row, i)} isAnimationActive={false} />
      ))}
    </StepBarChart>
  );
}
