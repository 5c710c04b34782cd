import type { AdminReportRange, RevenueSourceStats } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminRevenueQuery } from '../api/admin-api';
import { formatCents, productLabel } from '../admin-format';
import { AdminTable, type Column } from './admin-table';
import { ChartFigure } from './chart-figure';
import styles from './revenue-report.module.css';

const RevenueChart = lazy(() => import('./charts/revenue-chart'));

const BY_SOURCE: Column<RevenueSourceStats>[] = [
  { header: 'Product', cell: (row) => productLabel(row.product) },
  { header: 'Source', cell: (row) => row.source ?? 'No source' },
  { header: 'Payments', cell: (row) => row.payments },
  { header: 'Revenue', cell: (row) => formatCents(row.amountCents) },
];

/** Revenue per product as the payment provider confirmed it. */
export function RevenueReport({ range }: { range: AdminReportRange }) {
  const { data } = useGetAdminRevenueQuery(range, DASHBOARD_POLLING);
  const products = (data?.products ?? []).map((p) => ({ product: productLabel(p.product), payments: p.payments, amountCents: p.amountCents }));
  const table = {
    columns: ['Product', 'Payments', 'Revenue'],
    rows: products.map((p) => [p.product, p.payments, formatCents(p.amountCents)]),
  };
  return (
    <div className={styles.report}>
      <ChartFigure caption="Revenue per product" table={table} showTable empty="No confirmed payments in this period yet.">
        <RevenueChart products={products} />
      </ChartFigure>
      {data && (
        <p className={styles.total}>
          Total: <strong>{formatCents(data.totalAmountCents)}</strong> from {data.totalPayments} {data.totalPayments === 1 ? 'payment' : 'payments'}
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
