import type { ReactNode } from 'react';
import styles from './dark-hero.module.css';

interface DarkHeroProps {
  as?: 'section' | 'header';
  id?: string;
  /** Id of the title, which names the band. */
  labelledBy?: string;
  /** Sets the band's custom properties (dark-hero.module.css). */
  className?: string;
  /** Lays out the content, e.g. copy beside a picture. */
  innerClassName?: string;
  children: ReactNode;
}

/** The dark band that opens an offer page; its parts take the classes of dark-hero.module.css. */
export function DarkHero({ as: Band = 'section', id, labelledBy, className, innerClassName, children }: DarkHeroProps) {
  return (
    <Band id={id} className={className ? `${styles.hero} ${className}` : styles.hero} aria-labelledby={labelledBy}>
      <div className={innerClassName ? `${styles.inner} ${innerClassName}` : styles.inner}>{children}</div>
    </Band>
  );
}
