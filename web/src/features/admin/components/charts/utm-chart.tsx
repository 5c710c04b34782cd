import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';

export interface UtmBar {
  source: string;
  contacts: number;
  identified: number;
}

/** Contacts per first-touch UTM source, and how many of them left an email. */
export default function UtmChart({ sources }: { sources: UtmBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={sources} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="source" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        <Bar dataKey="contacts" name="Contacts" fill={CHART_COLORS.accent} isAnimationActive={false} />
        <Bar dataKey="identified" name="With an email" fill={CHART_COLORS.success} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
