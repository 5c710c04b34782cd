import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A drawer slides in along the right edge, beside the page it details. */
  variant?: 'centred' | 'drawer';
  /** What the × button says to screen readers. */
  closeLabel?: string;
  children: ReactNode;
}

/** A modal dialog on the browser's own <dialog>: focus trap, Escape and backdrop close come with it. */
export function Modal({ open, onClose, title, variant = 'centred', closeLabel = 'Close', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? `${styles.dialog} ${styles.drawer}` : styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.body}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
