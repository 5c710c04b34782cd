import type { ReactNode, Ref } from 'react';
import blocks from './blocks.module.css';
import styles from './hero.module.css';

interface HeroProps {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Id of the h1, which names the section. */
  titleId?: string;
  /** Given when the page moves focus to the title; the title then takes focus from script only. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Caps the title a step smaller, for a headline written elsewhere that may run long. */
  longTitle?: boolean;
  /** 'green' where the page's message is savings. */
  glow?: 'blue' | 'green';
  /** Less room above, for a hero right under a bar of the same dark ground. */
  compact?: boolean;
  /** Calls to action and facts under the lead. */
  children?: ReactNode;
}

/** The dark opening band of a landing or proposal page; holds the page's only h1. */
export function Hero({ eyebrow, title, lead, titleId = 'hero-title', titleRef, longTitle, glow = 'blue', compact, children }: HeroProps) {
  const band = [styles.hero, glow === 'green' ? styles.green : '', compact ? styles.compact : ''].filter(Boolean).join(' ');
  return (
    <section className={band} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1
          id={titleId}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className={longTitle ? `${styles.title} ${styles.longTitle}` : styles.title}
        >
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** The buttons under a hero's lead. */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className={blocks.actions}>{children}</div>;
}

/** Short facts under the hero's buttons. */
export function HeroFacts({ facts }: { facts: readonly string[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
