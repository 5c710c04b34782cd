import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminRevenueQuery } from '../api/admin-api';
import { formatCents, productLabel } from '../admin-format';
import type { ReportRange } from '../contacts-filters';
import { ChartFigure } from './chart-figure';
import figureStyles from './chart-figure.module.css';
import styles from './revenue-report.module.css';

const RevenueChart = lazy(() => import('./charts/revenue-chart'));

/** Revenue per product as the payment provider confirmed it. */
export function RevenueReport({ range }: { range: ReportRange }) {
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
        <div className={figureStyles.tableScroll}>
          <table className={figureStyles.table}>
            <caption className={styles.caption}>Revenue by the buyer’s first-touch source</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Source</th>
                <th scope="col">Payments</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {data.bySource.map((row) => (
                <tr key={`${row.product}/${row.source ?? ''}`}>
                  <th scope="row">{productLabel(row.product)}</th>
                  <td>{row.source ?? 'No source'}</td>
                  <td>{row.payments}</td>
                  <td>{formatCents(row.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
