import styles from './versus-table.module.css';

export interface VersusRow {
  aspect: string;
  pitchlens: string;
  other: string;
}

interface VersusTableProps {
  caption: string;
  otherLabel: string;
  rows: VersusRow[];
}

/** Pitchlens against the prospect's current option, one aspect a row; stacks into cards on narrow screens. */
export function VersusTable({ caption, otherLabel, rows }: VersusTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Aspect</th>
          <th scope="col">Pitchlens</th>
          <th scope="col">{otherLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.aspect}>
            <th scope="row">{row.aspect}</th>
            <td data-label="Pitchlens" className={styles.ours}>
              {row.pitchlens}
            </td>
            <td data-label={otherLabel}>{row.other}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
