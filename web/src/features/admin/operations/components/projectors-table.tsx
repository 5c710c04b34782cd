import type { ProjectorStatusResponse } from '@pitchlens/contracts';
import { Button } from '../../../../components/ui/button';
import { formatTimestamp } from '../../admin-format';
import { formatCount, formatLag } from '../operations-format';
import styles from '../operations-panel.module.css';

interface Props {
  projectors: ProjectorStatusResponse[];
  /** Replays run one at a time: the buttons rest while one is under way. */
  replayDisabled: boolean;
  onReplay: (projector: string) => void;
}

/** Each projector's checkpoint and how far it trails the log. */
export function ProjectorsTable({ projectors, replayDisabled, onReplay }: Props) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>Projectors</caption>
        <thead>
          <tr>
            <th scope="col">Projector</th>
            <th scope="col">Checkpoint (transaction / position)</th>
            <th scope="col">Events applied</th>
            <th scope="col">Events behind</th>
            <th scope="col">Time behind</th>
            <th scope="col">Last update</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {projectors.map((p) => (
            <tr key={p.name}>
              <th scope="row">{p.name}</th>
              <td className={styles.mono}>
                {p.checkpoint.transactionId} / {p.checkpoint.globalPosition}
              </td>
              <td>{formatCount(p.eventsApplied)}</td>
              <td className={p.eventsBehind > 0 ? styles.behind : undefined}>{formatCount(p.eventsBehind)}</td>
              <td className={p.secondsBehind > 0 ? styles.behind : undefined}>{formatLag(p.secondsBehind)}</td>
              <td>{p.updatedAt ? formatTimestamp(p.updatedAt) : 'Never'}</td>
              <td>
                <Button size="sm" variant="secondary" disabled={replayDisabled} onClick={() => onReplay(p.name)} aria-label={`Replay ${p.name}`}>
                  Replay
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
