import type { ConversionStepStats } from '@pitchlens/contracts';
import { Bar } from 'recharts';
import { stepLabel } from '../../admin-format';
import { CHART_COLORS } from './chart-colors';
import { StepBarChart } from './step-bar-chart';

/** The conversion funnel, step by step: who got there in order within the window, who may still, and who stopped. */
export default function ConversionChart({ steps }: { steps: ConversionStepStats[] }) {
  const data = steps.map((s) => ({ name: stepLabel(s.step), people: s.people, waiting: s.stillInWindow, dropped: s.dropped - s.stillInWindow }));
  return (
    <StepBarChart data={data}>
      <Bar dataKey="people" name="Reached in order" stackId="step" fill={CHART_COLORS.accent} isAnimationActive={false} />
      <Bar dataKey="waiting" name="Still in window" stackId="step" fill={CHART_COLORS.warning} isAnimationActive={false} />
      <Bar dataKey="dropped" name="Dropped off" stackId="step" fill={CHART_COLORS.danger} isAnimationActive={false} />
    </StepBarChart>
  );
}
