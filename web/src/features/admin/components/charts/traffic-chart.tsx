import type { TrafficDay } from '@pitchlens/contracts';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';

/** Page views and funnel events per day. */
export default function TrafficChart({ days }: { days: TrafficDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} tickFormatter={(day: string) => day.slice(5)} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        <Area dataKey="pageViews" name="Page views" stroke={CHART_COLORS.accent} fill={CHART_COLORS.accent} fillOpacity={0.15} isAnimationActive={false} />
        <Area dataKey="funnelEvents" name="Funnel events" stroke={CHART_COLORS.success} fill={CHART_COLORS.success} fillOpacity={0.15} isAnimationActive={false} />
        <Area dataKey="uniqueVisitors" name="Unique visitors" stroke={CHART_COLORS.warning} fill="none" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
