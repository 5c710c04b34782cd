import type { ReactNode } from 'react';
import styles from './hero.module.css';

interface HeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Calls to action and badges under the lead. */
  children?: ReactNode;
}

/** The opening band of an enterprise page; holds the page's only h1. */
export function Hero({ eyebrow, title, lead, children }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
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
  return <div className={styles.actions}>{children}</div>;
}

/** Short facts under the hero's buttons. */
export function HeroFacts({ facts }: { facts: string[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
