import type { OrderedFunnelStepStats } from '@pitchlens/contracts';
import { Bar } from 'recharts';
import { stepLabel } from '../../admin-format';
import { CHART_COLORS } from './chart-colors';
import { StepBarChart } from './step-bar-chart';

/** The ordered funnel, top to bottom: who reached each step (or went further), and who stopped just before it. */
export default function FunnelChart({ steps }: { steps: OrderedFunnelStepStats[] }) {
  const data = steps.map((s) => ({ name: stepLabel(s.step), reached: s.reachedOrBeyond, dropped: s.dropOffFromPrevious }));
  return (
    <StepBarChart data={data}>
      <Bar dataKey="reached" name="Reached this step or beyond" fill={CHART_COLORS.accent} isAnimationActive={false} />
      <Bar dataKey="dropped" name="Dropped off before it" fill={CHART_COLORS.danger} isAnimationActive={false} />
    </StepBarChart>
  );
}
