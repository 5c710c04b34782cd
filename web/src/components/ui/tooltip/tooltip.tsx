import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

/** Spec §9: a tooltip opens after 700 ms of hover; moving between tooltips within 300 ms skips the wait. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Wraps a page (or part of one) whose tooltips share the delays. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * A short explanation shown on hover or keyboard focus; it closes on leave,
 * click, Escape or scroll (Radix's behaviour). The trigger must be focusable.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.content} sideOffset={6} collisionPadding={8}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

/** A phrase in running text that explains itself on hover or focus, marked with a dotted underline. */
export function TooltipTerm({ explanation, children }: { explanation: ReactNode; children: ReactNode }) {
  return (
    <Tooltip content={explanation}>
      <button type="button" className={styles.term}>
        {children}
      </button>
    </Tooltip>
  );
}
