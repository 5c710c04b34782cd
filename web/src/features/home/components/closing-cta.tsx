import { brand } from '@pitchlens/contracts';
import { FadeIn } from '../../../components/effects/fade-in';
import { ExternalButtonLink } from '../../../components/ui/button';
import { TRIAL_DAYS } from '../content/plans';
import styles from './closing-cta.module.css';

export function ClosingCta() {
  return (
    <section className={styles.cta} aria-labelledby="closing-title">
      <FadeIn className={styles.inner}>
        <h2 id="closing-title" className={styles.title}>
          Your next call can be your best one
        </h2>
        <p className={styles.lead}>
          Stop guessing what went wrong on the last deal. Get every call scored and coached in about a minute, starting
          today.
        </p>
        <ExternalButtonLink href={brand.schedulingUrl} size="lg" variant="light">
          Start Your Free Trial
        </ExternalButtonLink>
        <p className={styles.fine}>
          {TRIAL_DAYS} days free. Payment method required, $0 today, cancel any time before day {TRIAL_DAYS}.
        </p>
      </FadeIn>
    </section>
  );
}
