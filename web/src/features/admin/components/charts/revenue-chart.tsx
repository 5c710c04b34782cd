import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '../../admin-format';
import { CHART_COLORS } from './chart-colors';

export interface RevenueBar {
  product: string;
  /** Net: taken less refunded. */
  netCents: number;
}

/** Net revenue per product (taken less refunded), as horizontal bars so long product names stay readable. */
export default function RevenueChart({ products }: { products: RevenueBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={products} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis type="number" tickFormatter={(cents: number) => formatCents(cents)} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="product" width={150} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(cents) => formatCents(Number(cents))} />
        <Legend />
        <Bar dataKey="netCents" name="Net revenue" fill={CHART_COLORS.success} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
