import type { ReactNode } from 'react';
import styles from './scroll-table.module.css';

interface ScrollTableProps {
  /** Id of the caption, which also names the scrolling region. */
  captionId: string;
  caption: ReactNode;
  /** Sets the table's custom properties and the frame's margins and ground. */
  className?: string;
  /** The table's <thead> and <tbody>. */
  children: ReactNode;
}

/** A table of figures in a frame that scrolls sideways, and can be scrolled from the keyboard, on a narrow screen. */
export function ScrollTable({ captionId, caption, className, children }: ScrollTableProps) {
  return (
    <div className={className ? `${styles.scroller} ${className}` : styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
