import { ComparisonTable as Table } from '../../../components/marketing/comparison-table';
import type { ComparisonRow } from '../comparison-rows';
import styles from './comparison-table.module.css';

interface ComparisonTableProps {
  title: string;
  rows: readonly ComparisonRow[];
}

/** The four category tables share these widths, so their columns line up. */
const columnWidths = ['22%', '34%', '31%', '13%'];

/**
 * One category of the comparison. The winner of each row is named in words in
 * its own column, and its cell is ticked and tinted, so colour is never the only cue.
 */
export function ComparisonTable({ title, rows }: ComparisonTableProps) {
  const headingId = `compare-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <div className={styles.block}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <Table
        labelledBy={headingId}
        columns={['Feature', 'Pitchlens', 'Gong', 'Advantage']}
        columnWidths={columnWidths}
        rows={rows.map((row) => ({
          header: row.feature,
          cells: [
            { content: row.pitchlens, mark: row.pitchlensWins ? 'winner' : undefined },
            { content: row.competitor, mark: row.pitchlensWins ? undefined : 'winner' },
            { content: row.pitchlensWins ? 'Pitchlens' : 'Gong', strong: true },
          ],
        }))}
      />
    </div>
  );
}
