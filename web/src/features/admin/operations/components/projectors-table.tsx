import type { ProjectorStatusResponse } from '@pitchlens/contracts';
import { Button } from '../../../../components/ui/button';
import { formatTimestamp } from '../../admin-format';
import { AdminTable, type Column } from '../../components/admin-table';
import { formatCount, formatLag } from '../operations-format';
import styles from '../operations-panel.module.css';

interface Props {
  projectors: ProjectorStatusResponse[];
  /** Replays run one at a time: the buttons rest while one is under way. */
  replayDisabled: boolean;
  onReplay: (projector: string) => void;
}

const behind = (lag: number) => (lag > 0 ? styles.behind : undefined);

/** Each projector's checkpoint and how far it trails the log. */
export function ProjectorsTable({ projectors, replayDisabled, onReplay }: Props) {
  const columns: Column<ProjectorStatusResponse>[] = [
    { header: 'Projector', cell: (p) => p.name },
    { header: 'Checkpoint (transaction / position)', className: () => styles.mono, cell: (p) => `${p.checkpoint.transactionId} / ${p.checkpoint.globalPosition}` },
    { header: 'Events applied', cell: (p) => formatCount(p.eventsApplied) },
    { header: 'Events behind', className: (p) => behind(p.eventsBehind), cell: (p) => formatCount(p.eventsBehind) },
    { header: 'Time behind', className: (p) => behind(p.secondsBehind), cell: (p) => formatLag(p.secondsBehind) },
    { header: 'Last update', cell: (p) => (p.updatedAt ? formatTimestamp(p.updatedAt) : 'Never') },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (p) => (
        <Button size="sm" variant="secondary" disabled={replayDisabled} onClick={() => onReplay(p.name)} aria-label={`Replay ${p.name}`}>
          Replay
        </Button>
      ),
    },
  ];
  return <AdminTable look="list" caption="Projectors" showCaption columns={columns} rows={projectors} rowKey={(p) => p.name} rowHeaders />;
}
