import type { ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  id?: string;
  tone?: 'plain' | 'soft' | 'dark';
  narrow?: boolean;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}

/** A full-width band of a page with centred content. */
export function Section({ id, tone = 'plain', narrow, className, children, labelledBy }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${styles.section} ${styles[tone]} ${className ?? ''}`}>
      <div className={`${styles.inner} ${narrow ? styles.narrow : ''}`}>{children}</div>
    </section>
  );
}
