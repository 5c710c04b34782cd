import { brand } from '@pitchlens/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { premiumPrices, trialTerms } from '../premium-pricing';
// The trial hero is the offer hero with a different price block and button.
import styles from './offer-hero.module.css';

export function TrialHero() {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{trialTerms.days}-day Premium trial</p>
        <h1 className={styles.title}>
          Try {brand.name} Premium on your own calls for {trialTerms.days} days
        </h1>
        <p className={styles.lead}>
          Upload a call, get it scored against your playbook in about 60 seconds, and see exactly what to change before your
          next meeting. If it does not earn its place in your week, cancel before day {trialTerms.days} and pay nothing.
        </p>
        <div className={styles.priceBox}>
          <p className={styles.price}>
            <strong className={styles.amount}>$0</strong>
            <span className={styles.per}>today</span>
          </p>
          <p className={styles.saving}>
            then {formatUsd(premiumPrices.trialMonthly)}/month from day {trialTerms.days}, normally {formatUsd(premiumPrices.regularMonthly)}
          </p>
        </div>
        <ButtonLink to={paths.trialCheckout} variant="light" size="lg">
          Start my trial for $0
        </ButtonLink>
      </div>
    </header>
  );
}
