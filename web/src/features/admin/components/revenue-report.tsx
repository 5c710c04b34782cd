import type { AdminReportRange, RevenueMoney, RevenueSourceStats } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminRevenueQuery } from '../api/admin-api';
import { changeText, comparedRange, withChange } from '../comparison';
import { formatCents, productLabel } from '../admin-format';
import { DEFAULT_REVENUE, type RevenueView } from '../dashboard-view';
import { cohorts } from '../people';
import { AdminTable, type Column } from './admin-table';
import { ChartFigure } from './chart-figure';
import { Buyers, RecurringRevenue, RevenueByTouch } from './revenue-by-touch';
import styles from './revenue-report.module.css';

const RevenueChart = lazy(() => import('./charts/revenue-chart'));

/** Each row's money: what was taken, what was given back, what is kept. */
const MONEY_HEADERS = ['Payments', 'Gross', 'Refunded', 'Net'];
const moneyCells = (row: RevenueMoney) => [row.payments, formatCents(row.amountCents), formatCents(row.refundedCents), formatCents(row.netCents)];

const BY_SOURCE: Column<RevenueSourceStats>[] = [
  { header: 'Product', cell: (row) => productLabel(row.product) },
  { header: 'Source', cell: (row) => row.source ?? 'No source' },
  ...MONEY_HEADERS.map((header, i) => ({ header, cell: (row: RevenueSourceStats) => moneyCells(row)[i] })),
];

interface RevenueReportProps {
  range: AdminReportRange;
  value: RevenueView;
  onChange(next: RevenueView): void;
  compare: boolean;
}

/** Revenue per product as the payment provider confirmed it, what refunds gave back of it, revenue by touch, and recurring revenue. */
export function RevenueReport({ range, value, onChange, compare }: RevenueReportProps) {
  // The defaults are the API's too: left out, the plain report's address stays as it was.
  const attribution = { ...(value.touch !== DEFAULT_REVENUE.touch && { touch: value.touch }), ...(value.dimension !== DEFAULT_REVENUE.dimension && { dimension: value.dimension }) };
  const { data } = useGetAdminRevenueQuery({ ...comparedRange(range, compare), ...attribution }, DASHBOARD_POLLING);
  const products = (data?.products ?? []).map((p) => ({ product: productLabel(p.product), netCents: p.netCents }));
  const before = data?.previous && new Map(data.previous.products.map((p) => [p.product, p.netCents]));
  const table = {
    columns: ['Product', ...MONEY_HEADERS, 'Buyers'],
    // Compared, a product's net says how it moved from the previous period.
    rows: (data?.products ?? []).map((p) => {
      const cells = moneyCells(p);
      const buyers = <Buyers cohort={cohorts.revenue(range, p.product)} count={p.buyers} label={`of ${productLabel(p.product)}`} />;
      return [productLabel(p.product), ...cells.slice(0, 3), before ? withChange(p.netCents, before.get(p.product) ?? 0, formatCents) : cells[3], buyers];
    }),
  };
  return (
    <div className={styles.report}>
      <ChartFigure caption="Net revenue per product" table={table} showTable empty="No confirmed payments in this period yet.">
        <RevenueChart products={products} />
      </ChartFigure>
      {data && (
        <p className={styles.total}>
          Total: <strong>{formatCents(data.totalNetCents)}</strong> net from {data.totalPayments} {data.totalPayments === 1 ? 'payment' : 'payments'}
          {data.totalRefundedCents > 0 && ` (${formatCents(data.totalAmountCents)} taken, ${formatCents(data.totalRefundedCents)} refunded)`}
          {data.previous && `; ${changeText(data.totalNetCents, data.previous.totalNetCents, formatCents)} net against the previous period`}
        </p>
      )}
      {data && data.bySource.length > 0 && (
        <AdminTable
          look="report"
          caption="Revenue by the buyer’s first-touch source"
          showCaption
          columns={BY_SOURCE}
          rows={data.bySource}
          rowKey={(row) => `${row.product}/${row.source ?? ''}`}
          rowHeaders
        />
      )}
      <RevenueByTouch data={data} range={range} value={value} onChange={onChange} />
      <RecurringRevenue data={data} />
    </div>
  );
}
