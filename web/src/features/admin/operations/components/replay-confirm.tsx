import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import styles from '../operations-panel.module.css';

interface Props {
  projector: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A replay rebuilds whole tables, so it is asked for twice. */
export function ReplayConfirm({ projector, onConfirm, onCancel }: Props) {
  const textId = useId();
  const what = projector === 'all' ? 'every projector' : `the ${projector} projector`;
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={textId}>
      <p id={textId}>
        Replay {what}? Its tables are rebuilt from the whole event log beside the live ones and swapped in at the end; dashboards keep working meanwhile and
        no email is sent.
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={onConfirm}>
          Start replay
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
