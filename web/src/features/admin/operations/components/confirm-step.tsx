import { useId, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../../components/ui/button';
import styles from '../operations-panel.module.css';

interface Props {
  /** The question, saying what will happen. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what cannot be undone. */
  variant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The second ask before an operation that is heavy or cannot be undone. */
export function ConfirmStep({ children, confirmLabel, variant, onConfirm, onCancel }: Props) {
  const textId = useId();
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={textId}>
      <p id={textId}>{children}</p>
      <div className={styles.actions}>
        <Button size="sm" variant={variant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
