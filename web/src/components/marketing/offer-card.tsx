import type { ReactNode } from 'react';
import styles from './offer-card.module.css';

interface OfferCardProps {
  as?: 'div' | 'article';
  /** A pill on the card's top edge, e.g. "Best for teams". */
  flag?: ReactNode;
  /** The offer singled out among its neighbours. */
  featured?: boolean;
  'aria-labelledby'?: string;
  /** Sets the card's custom properties (offer-card.module.css). */
  className?: string;
  children: ReactNode;
}

/** A priced offer as a card; the list of what it includes takes `.points` from offer-card.module.css. */
export function OfferCard({ as: Card = 'div', flag, featured, className, children, ...aria }: OfferCardProps) {
  const classes = [styles.offer, featured && styles.featured, className].filter(Boolean).join(' ');
  return (
    <Card className={classes} {...aria}>
      {flag && <p className={styles.flag}>{flag}</p>}
      {children}
    </Card>
  );
}
