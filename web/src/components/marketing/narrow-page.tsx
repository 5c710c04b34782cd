import type { ReactNode } from 'react';
import styles from './narrow-page.module.css';

interface NarrowPageProps {
  /** Above the title: a badge or a mark. */
  top: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Sets the page's custom properties (narrow-page.module.css) or room for a fixed bar above. */
  className?: string;
  children: ReactNode;
}

/** The main content of a page of one narrow column, opened by a centred header with the page's h1. */
export function NarrowPage({ top, title, lead, className, children }: NarrowPageProps) {
  return (
    <main className={className ? `${styles.page} ${className}` : styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {top}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </header>
        {children}
      </div>
    </main>
  );
}
