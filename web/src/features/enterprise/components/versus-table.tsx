import { ComparisonTable } from '../../../components/marketing/comparison-table';

export interface VersusRow {
  aspect: string;
  pitchlens: string;
  other: string;
}

interface VersusTableProps {
  caption: string;
  otherLabel: string;
  rows: readonly VersusRow[];
}

/** Pitchlens against the prospect's current option, one aspect a row. */
export function VersusTable({ caption, otherLabel, rows }: VersusTableProps) {
  return (
    <ComparisonTable
      caption={caption}
      columns={['Aspect', 'Pitchlens', otherLabel]}
      rows={rows.map((row) => ({ header: row.aspect, cells: [{ content: row.pitchlens, mark: 'ours' }, { content: row.other }] }))}
    />
  );
}
