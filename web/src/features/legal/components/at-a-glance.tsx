import type { ReactNode } from 'react';
import styles from './at-a-glance.module.css';

/** A short plain-language summary above a legal text; the numbered sections remain the binding version. */
export function AtAGlance({ points }: { points: readonly ReactNode[] }) {
  return (
    <aside aria-labelledby="at-a-glance-heading" className={styles.box}>
      <h2 id="at-a-glance-heading" className={styles.heading}>
        At a glance
      </h2>
      <ul className={styles.list}>
        {points.map((point, index) => (
          // The points are a fixed list written in source; their order never changes.
          <li key={index}>{point}</li>
        ))}
      </ul>
    </aside>
  );
}
