import type { ReactNode } from 'react';
import styles from './check-list.module.css';

/** A tick; decorative, the text beside it says it all. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface CheckListProps {
  items: readonly ReactNode[];
  /** Tighter spacing, for a list inside a card. */
  compact?: boolean;
  className?: string;
}

/** A bulleted list whose bullets are ticks. */
export function CheckList({ items, compact, className }: CheckListProps) {
  const classes = [styles.list, compact ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <ul className={classes}>
      {items.map((item, index) => (
        // The items are fixed copy or API text shown in order; they are never reordered.
        <li key={index}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
