import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format-usd';
import { premiumPrices } from '../premium-pricing';
import styles from './offer-hero.module.css';

export const OPTIONS_ANCHOR = 'options';

interface OfferHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  monthlyPrice: number;
  /** Shown struck through when the page sells below the regular price. */
  regularPrice?: number;
  /** A line under the button, e.g. the decline link of the one-time offer. */
  footnote?: ReactNode;
}

const highlights = [
  'Every call scored in about 60 seconds',
  'Scored against your own scripts, playbooks and rubrics',
  'Coaching on what to say differently on the next call',
];

export function OfferHero({ eyebrow, title, lead, monthlyPrice, regularPrice, footnote }: OfferHeroProps) {
  const saving = regularPrice ? regularPrice - monthlyPrice : 0;
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.priceBox}>
          <p className={styles.price}>
            {regularPrice !== undefined && (
              <s className={styles.regular}>
                <span className="visually-hidden">Regular price </span>
                {formatUsd(regularPrice)}
              </s>
            )}{' '}
            <strong className={styles.amount}>{formatUsd(monthlyPrice)}</strong>
            <span className={styles.per}>/month</span>
          </p>
          {saving > 0 && (
            <p className={styles.saving}>
              You keep {formatUsd(saving)} every month compared with the regular {formatUsd(premiumPrices.regularMonthly)} price.
            </p>
          )}
        </div>
        <ul className={styles.highlights}>
          {highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <a href={`#${OPTIONS_ANCHOR}`} className={buttonClass({ size: 'lg', variant: 'light' })}>
          Choose how to start
        </a>
        {footnote && <div className={styles.footnote}>{footnote}</div>}
      </div>
    </header>
  );
}
