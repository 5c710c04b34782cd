import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** On a dark band. */
  inverse?: boolean;
}

export function SectionHeading({ id, eyebrow, title, children, inverse }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${inverse ? styles.inverse : ''}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children && <p className={styles.lead}>{children}</p>}
    </div>
  );
}
