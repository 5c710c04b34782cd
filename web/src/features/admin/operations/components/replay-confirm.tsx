import { ConfirmStep } from './confirm-step';

interface Props {
  projector: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A replay rebuilds whole tables, so it is asked for twice. */
export function ReplayConfirm({ projector, onConfirm, onCancel }: Props) {
  const what = projector === 'all' ? 'every projector' : `the ${projector} projector`;
  return (
    <ConfirmStep confirmLabel="Start replay" onConfirm={onConfirm} onCancel={onCancel}>
      Replay {what}? Its tables are rebuilt from the whole event log beside the live ones and swapped in at the end; dashboards keep working meanwhile and
      no email is sent.
    </ConfirmStep>
  );
}
