import type { ComparisonRow } from '../comparison-rows';
import styles from './comparison-table.module.css';

interface ComparisonTableProps {
  title: string;
  rows: readonly ComparisonRow[];
}

function Tick() {
  return (
    <svg className={styles.tick} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

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
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Pitchlens</th>
            <th scope="col">Gong</th>
            <th scope="col">Advantage</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td data-label="Pitchlens" className={row.pitchlensWins ? styles.winner : undefined}>
                {row.pitchlensWins && <Tick />}
                {row.pitchlens}
              </td>
              <td data-label="Gong" className={row.pitchlensWins ? undefined : styles.winner}>
                {!row.pitchlensWins && <Tick />}
                {row.competitor}
              </td>
              <td data-label="Advantage" className={styles.advantage}>
                {row.pitchlensWins ? 'Pitchlens' : 'Gong'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
