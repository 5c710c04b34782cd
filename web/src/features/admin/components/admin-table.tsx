import type { ReactNode } from 'react';
import styles from './admin-table.module.css';

export interface Column<Row> {
  header: string;
  /** The header is for screen readers only, as over a column of buttons. */
  hideHeader?: boolean;
  cell(row: Row): ReactNode;
  className?(row: Row): string | undefined;
}

/**
 * list: records on a card, one line each;
 * report: figures beside a chart, numbers aligned right;
 * screenReader: a chart's numbers for assistive technology only (hidden through
 * its box: a table never shrinks below its content, whatever its own width says).
 */
type TableLook = 'list' | 'report' | 'screenReader';

interface AdminTableProps<Row> {
  look: TableLook;
  caption: string;
  /** Otherwise the caption names the table for screen readers only. */
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The first column names its row. */
  rowHeaders?: boolean;
  /** Makes the scrolling box a named, focusable region, so a keyboard can scroll a table wider than the screen. */
  regionLabel?: string;
}

const LOOKS: Record<TableLook, { box: string; table?: string; caption: string }> = {
  list: { box: styles.listBox, table: styles.list, caption: styles.listCaption },
  report: { box: styles.scroll, table: styles.report, caption: styles.reportCaption },
  screenReader: { box: 'visually-hidden', caption: 'visually-hidden' },
};

/** The dashboard's tables: a header row of column names, then one row per record. */
export function AdminTable<Row>({ look, caption, showCaption, columns, rows, rowKey, rowHeaders, regionLabel }: AdminTableProps<Row>) {
  const classes = LOOKS[look];
  const region = regionLabel ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {};
  return (
    <div className={classes.box} {...region}>
      <table className={classes.table}>
        <caption className={showCaption ? classes.caption : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                rowHeaders && index === 0 ? (
                  <th key={column.header} scope="row" className={column.className?.(row)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className?.(row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
