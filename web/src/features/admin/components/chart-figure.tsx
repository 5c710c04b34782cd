import { Suspense, type ReactNode } from 'react';
import { AdminTable, type Column } from './admin-table';
import styles from './chart-figure.module.css';

export interface DataTable {
  columns: string[];
  /** The first cell names the row (text); a cell may be a control, such as a figure that opens its people. */
  rows: ReactNode[][];
}

/** A data table's columns, for AdminTable: cell i of each row under header i. */
export function dataColumns(table: DataTable): Column<DataTable['rows'][number]>[] {
  return table.columns.map((header, index) => ({ header, cell: (row) => row[index] }));
}

interface ChartFigureProps {
  caption: string;
  /** The same numbers as the chart, for screen readers (hidden) or as the chart's legend (shown). */
  table: DataTable;
  showTable?: boolean;
  /** Said when there is nothing to draw. */
  empty?: string;
  /** The drawing's height in px, when it needs more than the usual (many series). */
  chartHeight?: number;
  children: ReactNode;
}

/**
 * A chart that everyone can read: the drawing is hidden from assistive
 * technology and the data table carries the numbers. The drawing itself is
 * lazy-loaded (Recharts is big), the table is not.
 */
export function ChartFigure({ caption, table, showTable = false, empty, chartHeight, children }: ChartFigureProps) {
  const hasData = table.rows.length > 0;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {hasData ? (
        <div className={styles.chart} style={chartHeight ? { height: chartHeight } : undefined} aria-hidden="true">
          <Suspense fallback={<div className={styles.placeholder} />}>{children}</Suspense>
        </div>
      ) : (
        <p className={styles.empty}>{empty ?? 'No data for this period yet.'}</p>
      )}
      {hasData && (
        <AdminTable
          look={showTable ? 'report' : 'screenReader'}
          caption={caption}
          columns={dataColumns(table)}
          rows={table.rows}
          rowKey={(row) => String(row[0])}
          rowHeaders
        />
      )}
    </figure>
  );
}
