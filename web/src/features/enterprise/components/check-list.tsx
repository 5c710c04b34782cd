import type { ReactNode } from 'react';
import { CheckIcon } from './check-icon';
import styles from './blocks.module.css';

/** A bulleted list whose bullets are ticks. */
export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={`${styles.checks} ${className ?? ''}`}>
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
