import type { ReactNode } from 'react';
import eyebrowStyles from './eyebrow.module.css';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id?: string;
  /** The small uppercase line above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The paragraph under the title. */
  lead?: ReactNode;
  /** More of the opening under the lead, e.g. a list of promises. */
  children?: ReactNode;
  /** A <header> where the block introduces the section on its own. */
  as?: 'div' | 'header';
  align?: 'center' | 'start';
  /** On a dark band. */
  inverse?: boolean;
  /** Sets the block's custom properties (widths, sizes, gaps). */
  className?: string;
}

/** The eyebrow, title and lead that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  children,
  as: Block = 'div',
  align = 'center',
  inverse,
  className,
}: SectionHeadingProps) {
  const classes = [styles.heading, align === 'center' && styles.center, inverse && styles.inverse, className].filter(Boolean).join(' ');
  return (
    <Block className={classes}>
      {eyebrow && <p className={eyebrowStyles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </Block>
  );
}

/** A section's title with nothing beside it, standing right over the section's content. */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={`${styles.title} ${styles.alone}`}>
      {children}
    </h2>
  );
}
