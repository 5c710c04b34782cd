import type { AdminReportRange, RevenueMoney, RevenueSourceStats } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminRevenueQuery } from '../api/admin-api';
import { formatCents, productLabel } from '../admin-format';
import { AdminTable, type Column } from './admin-table';
import { ChartFigure } from './chart-figure';
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

/** Revenue per product as the payment provider confirmed it, and what refunds gave back of it. */
export function RevenueReport({ range }: { range: AdminReportRange }) {
  const { data } = useGetAdminRevenueQuery(range, DASHBOARD_POLLING);
  const products = (data?.products ?? []).map((p) => ({ product: productLabel(p.product), netCents: p.netCents }));
  const table = {
    columns: ['Product', ...MONEY_HEADERS],
    rows: (data?.products ?? []).map((p) => [productLabel(p.product), ...moneyCells(p)]),
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
    </div>
  );
}
