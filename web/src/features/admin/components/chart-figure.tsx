import { Suspense, type ReactNode } from 'react';
import { AdminTable } from './admin-table';
import styles from './chart-figure.module.css';

export interface DataTable {
  columns: string[];
  /** The first cell names the row (text); a cell may be a control, such as a figure that opens its people. */
  rows: ReactNode[][];
}

interface ChartFigureProps {
  caption: string;
  /** The same numbers as the chart, for screen readers (hidden) or as the chart's legend (shown). */
  table: DataTable;
  showTable?: boolean;
  /** Said when there is nothing to draw. */
  empty?: string;
  children: ReactNode;
}

/**
 * A chart that everyone can read: the drawing is hidden from assistive
 * technology and the data table carries the numbers. The drawing itself is
 * lazy-loaded (Recharts is big), the table is not.
 */
export function ChartFigure({ caption, table, showTable = false, empty, children }: ChartFigureProps) {
  const hasData = table.rows.length > 0;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {hasData ? (
        <div className={styles.chart} aria-hidden="true">
          <Suspense fallback={<div className={styles.placeholder} />}>{children}</Suspense>
        </div>
      ) : (
        <p className={styles.empty}>{empty ?? 'No data for this period yet.'}</p>
      )}
      {hasData && (
        <AdminTable
          look={showTable ? 'report' : 'screenReader'}
          caption={caption}
          columns={table.columns.map((header, index) => ({ header, cell: (row: DataTable['rows'][number]) => row[index] }))}
          rows={table.rows}
          rowKey={(row) => String(row[0])}
          rowHeaders
        />
      )}
    </figure>
  );
}
