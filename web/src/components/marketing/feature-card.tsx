import type { ReactNode } from 'react';
import card from './card.module.css';
import styles from './feature-card.module.css';

interface FeatureCardProps {
  /** A decorative line icon. */
  icon: ReactNode;
  title: string;
  text: string;
}

/** What goes inside a feature card: its icon tile, title and text; the card around it is the caller's. */
export function FeatureCardBody({ icon, title, text }: FeatureCardProps) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <h3 className={styles.title}>{title}</h3>
      <p className={card.text}>{text}</p>
    </>
  );
}
