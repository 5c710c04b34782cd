import { useEffect, useState } from 'react';
import { CATALOGUE, TRIAL_DAYS, formatPrice } from '@pitchlens/contracts';
import { OpenAppButton } from './open-app-button';
import { SuccessLayout } from './success-layout';
import { trialDates, type TrialDates } from './trial-dates';
import { useCelebration } from './use-celebration';
import styles from './success.module.css';

const monthly = formatPrice(CATALOGUE.premium_trial.amountCents);
const inTrialDays = `${TRIAL_DAYS} days from today`;

/** /pitchlens-trial-success (spec §2). */
export default function TrialSuccessPage() {
  useCelebration();
  // Dates depend on the visitor's clock, so they appear after hydration; the prerendered page says "14 days from today".
  const [dates, setDates] = useState<TrialDates | null>(null);
  useEffect(() => setDates(trialDates(new Date())), []);

  return (
    <SuccessLayout
      eyebrow="Trial started"
      title="Your Pitchlens Trial Has Started"
      lead="Your card is saved and nothing was charged today. Now let's get your first call scored."
    >
      <section className={styles.card} aria-labelledby="trial-heading">
        <h2 id="trial-heading">Your trial details</h2>
        <dl className={styles.details}>
          <dt>Charged today</dt>
          <dd>$0</dd>
          <dt>Trial ends</dt>
          <dd>{dates?.trialEnds ?? inTrialDays}</dd>
          <dt>First charge</dt>
          <dd>
            {monthly} on {dates?.firstCharge ?? inTrialDays}, then {monthly}/month
          </dd>
          <dt>To pay nothing</dt>
          <dd>Cancel before day {TRIAL_DAYS}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="requirements-heading">
        <h2 id="requirements-heading">Your trial requirements</h2>
        <ul className={styles.list}>
          <li>Upload 1 call within 48 hours</li>
          <li>Upload 3 calls within {TRIAL_DAYS} days</li>
        </ul>
        <p className={styles.muted}>
          Otherwise {monthly} is billed automatically on day {TRIAL_DAYS}. Three calls are enough to see your team's patterns and decide with real
          numbers.
        </p>
        <OpenAppButton label="Upload My First Call" />
      </section>
    </SuccessLayout>
  );
}
