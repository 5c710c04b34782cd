import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';

/** Funnel steps top to bottom, each a row of horizontal bars (`children`: the Bar series, keyed by `data`'s fields). */
export function StepBarChart({ data, children }: { data: Record<string, string | number>[]; children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip />
        <Legend />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
