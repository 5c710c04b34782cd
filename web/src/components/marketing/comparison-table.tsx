import type { ReactNode } from 'react';
import { CheckIcon } from './check-list';
import styles from './comparison-table.module.css';

export interface ComparisonCell {
  content: ReactNode;
  /**
   * 'ours' tints Pitchlens's own column. 'winner' tints and ticks the better
   * side of a row, so colour is never the only cue.
   */
  mark?: 'ours' | 'winner';
  strong?: boolean;
}

export interface ComparisonRow {
  /** What the row compares; its row heading. */
  header: string;
  cells: readonly ComparisonCell[];
}

interface ComparisonTableProps {
  /** Column headings: the first heads the row headings, the rest label each cell when the table stacks on phones. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** A name for screen readers only. */
  caption?: string;
  /** Id of a visible heading that names the table instead. */
  labelledBy?: string;
  /** Fixed column widths, so tables set one under another line up; without them the table is centred on its own. */
  columnWidths?: readonly string[];
}

const cellClass = ({ mark, strong }: ComparisonCell) => [mark ? styles[mark] : '', strong ? styles.strong : ''].filter(Boolean).join(' ') || undefined;

/** Pitchlens against another option, one aspect a row; stacks into one block per row on phones. */
export function ComparisonTable({ columns, rows, caption, labelledBy, columnWidths }: ComparisonTableProps) {
  const cellLabels = columns.slice(1);
  return (
    <table className={`${styles.table} ${columnWidths ? styles.aligned : styles.centered}`} aria-labelledby={labelledBy}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((label, index) => (
            <th key={label} scope="col" style={columnWidths && { width: columnWidths[index] }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.header}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={cellLabels[index]} data-label={cellLabels[index]} className={cellClass(cell)}>
                {cell.mark === 'winner' && <CheckIcon className={styles.tick} />}
                {cell.content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
