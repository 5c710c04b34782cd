import { ButtonLink } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { premiumPrices, trialTerms } from '../premium-pricing';
import styles from './trial-closing-cta.module.css';

export function TrialClosingCta() {
  return (
    <Section tone="dark" labelledBy="trial-cta-heading" narrow className={styles.cta}>
      <h2 id="trial-cta-heading" className={styles.heading}>
        Your next call could be your best-coached one
      </h2>
      <p className={styles.text}>
        $0 today. {formatUsd(premiumPrices.trialMonthly)}/month from day {trialTerms.days} instead of {formatUsd(premiumPrices.regularMonthly)}.
        Cancel before day {trialTerms.days} and pay nothing.
      </p>
      <ButtonLink to={paths.trialCheckout} variant="light" size="lg" className={styles.button}>
        Start my {trialTerms.days}-day trial
      </ButtonLink>
    </Section>
  );
}
