import * as Toast from '@radix-ui/react-toast';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, type ToastMessage } from '../../../lib/store/toasts-slice';
import styles from './toaster.module.css';

/** Spec §9: 5 s, swipe right 50 px to dismiss, F8 focuses the viewport (Radix's default hotkey). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const toasts = useSelector((state: { toasts: ToastMessage[] }) => state.toasts);
  const dispatch = useDispatch();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`${styles.toast} ${toast.variant === 'destructive' ? styles.destructive : ''}`}
          onOpenChange={(open) => {
            if (!open) dispatch(dismissToast(toast.id));
          }}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className={styles.description}>{toast.description}</Toast.Description>}
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <a className={styles.action} href={toast.action.href}>
                {toast.action.label}
              </a>
            </Toast.Action>
          )}
          <Toast.Close className={styles.close} aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
