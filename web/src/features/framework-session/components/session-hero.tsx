import { DarkHero } from '../../../components/marketing/dark-hero';
import hero from '../../../components/marketing/dark-hero.module.css';
import { SESSION_MINUTES, SESSION_PRICE, SESSION_REGULAR_PRICE } from '../session-facts';
import type { SessionVariant } from '../session-variants';
import { OfferActions } from './offer-actions';
import styles from './session-hero.module.css';

interface SessionHeroProps {
  variant: SessionVariant;
  /** Whether this browser session made the purchase; undefined until known, after hydration. */
  bought: boolean | undefined;
  search: string;
  spotsLeft: number;
}

export function SessionHero({ variant, bought, search, spotsLeft }: SessionHeroProps) {
  return (
    <DarkHero labelledBy="session-title" className={styles.hero} innerClassName={styles.inner}>
      <div className={styles.copy}>
        {/* Kept in place but unseen until known, so the heading does not jump when it is. */}
        <p className={`${bought ? styles.confirmation : styles.neutral} ${bought === undefined ? styles.unknown : ''}`}>
          {bought ? variant.confirmation : variant.neutral}
        </p>
        <h1 id="session-title" className={`${hero.title} ${styles.title}`}>
          Make Pitchlens Score Every Call Against <em>Your</em> Sales Framework
        </h1>
        <p className={hero.lead}>
          In one {SESSION_MINUTES}-minute, 1-on-1 session we map the way your team actually sells into Pitchlens: your
          stages, your questions, your must-say moments. From the next call on, every score and every coaching note speaks
          your playbook instead of a generic rubric.
        </p>
        <p className={styles.audience}>Offered only to {variant.audience}, and only on this page.</p>
      </div>
      <div className={styles.card}>
        <p className={styles.kind}>1-on-1 Framework Mapping Session</p>
        <p className={styles.price}>
          <s className={styles.regular}>
            <span className="visually-hidden">Regular price </span>
            {SESSION_REGULAR_PRICE}
          </s>
          <strong className={styles.now}>{SESSION_PRICE}</strong>
        </p>
        <p className={styles.terms}>One-time payment · {SESSION_MINUTES} minutes · live on video</p>
        <OfferActions search={search} declineTo={variant.declineTo} spotsLeft={spotsLeft} />
      </div>
    </DarkHero>
  );
}
