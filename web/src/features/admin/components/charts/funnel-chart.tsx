import type { OrderedFunnelStepStats } from '@pitchlens/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { stepLabel } from '../../admin-format';
import { CHART_COLORS } from './chart-colors';

/** The ordered funnel, top to bottom: who reached each step (or went further), and who stopped just before it. */
export default function FunnelChart({ steps }: { steps: OrderedFunnelStepStats[] }) {
  const data = steps.map((s) => ({ name: stepLabel(s.step), reached: s.reachedOrBeyond, dropped: s.dropOffFromPrevious }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip />
        <Legend />
        <Bar dataKey="reached" name="Reached this step or beyond" fill={CHART_COLORS.accent} isAnimationActive={false} />
        <Bar dataKey="dropped" name="Dropped off before it" fill={CHART_COLORS.danger} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
