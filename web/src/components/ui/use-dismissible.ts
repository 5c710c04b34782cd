import { useEffect, type RefObject } from 'react';

/**
 * While `open`, moves focus into the opened panel and lets Escape close it, the
 * way keyboard users expect a menu or drawer to behave.
 */
export function useDismissible(open: boolean, onClose: () => void, focusOnOpen: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    focusOnOpen.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, focusOnOpen]);
}
