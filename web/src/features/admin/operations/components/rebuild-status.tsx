import { rebuildPercent, type RebuildPhase, type RebuildProgress, type RebuildProjectorProgress, type RebuildReason } from '@pitchlens/contracts';
import { formatDuration, formatTimestamp } from '../../admin-format';
import { formatCount } from '../operations-format';
import styles from '../operations-panel.module.css';

const REASONS: Record<RebuildReason, string> = {
  replay: 'an operator’s replay',
  'time-zone': 'report time zone changed',
  version: 'a projector’s rules changed',
  erasure: 'an erasure',
};
const PHASES: Record<RebuildPhase, string> = { waiting: 'waiting', building: 'building', swapping: 'swapping in', done: 'done' };

function projectorLine(p: RebuildProjectorProgress): string {
  const events = p.eventsTotal === null ? '' : ` · ${formatCount(p.eventsDone)} of ${formatCount(p.eventsTotal)} events`;
  return `${p.name}: ${PHASES[p.phase]}${events}${p.startedAt ? ` · started ${formatTimestamp(p.startedAt)}` : ''}`;
}

function ending(rebuild: RebuildProgress): string {
  const after = rebuild.finishedAt ? `, after ${formatDuration(Math.round((Date.parse(rebuild.finishedAt) - Date.parse(rebuild.startedAt)) / 1000))}` : '';
  if (rebuild.state === 'finished') return `finished ${formatTimestamp(rebuild.finishedAt ?? rebuild.startedAt)}${after}`;
  if (rebuild.state === 'failed') return `failed ${formatTimestamp(rebuild.finishedAt ?? rebuild.startedAt)}${after}: ${rebuild.failure}`;
  return `stopped with its worker at ${rebuildPercent(rebuild.projectors)}%; the reports keep their tables until it runs again`;
}

/**
 * The latest rebuild of the read models as the worker records it, whoever
 * started it: while it runs, its progress per projector; then when it ended.
 */
export function RebuildStatus({ rebuild }: { rebuild: RebuildProgress }) {
  const title = `Rebuild in ${rebuild.timeZone} (${REASONS[rebuild.reason]}), started ${formatTimestamp(rebuild.startedAt)}`;
  if (rebuild.state !== 'running') return <p className={rebuild.state === 'finished' ? styles.note : styles.error}>{`${title}: ${ending(rebuild)}`}</p>;
  const percent = rebuildPercent(rebuild.projectors);
  return (
    <div className={styles.progress} aria-live="polite">
      <label className={styles.progressLabel}>
        <span>
          {title}: running ({percent}%)
        </span>
        <progress max={100} value={percent} />
      </label>
      <ul className={styles.note}>
        {rebuild.projectors.map((p) => (
          <li key={p.name}>{projectorLine(p)}</li>
        ))}
      </ul>
    </div>
  );
}
