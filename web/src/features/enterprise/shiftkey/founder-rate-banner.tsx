import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { annualPlan } from '../enterprise-pricing';
import styles from './founder-rate-banner.module.css';

/** Spec §9: the founder rate is kept for the first 20 enterprise customers. */
const founderCustomers = 20;

export function FounderRateBanner() {
  return (
    <Section narrow labelledBy="founder-title">
      <div className={styles.banner}>
        <p className={styles.badge}>Founder rate</p>
        <h2 id="founder-title" className={styles.title}>
          Reserved for Our First {founderCustomers} Enterprise Customers
        </h2>
        <p className={styles.text}>
          Join as one of our first {founderCustomers} enterprise customers and every phase of this plan is priced at the
          founder rate: {formatUsd(annualPlan.perSeat)} per seat per year plus the {formatUsd(annualPlan.platformFee)}{' '}
          platform fee.
        </p>
      </div>
    </Section>
  );
}
