import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { annualPlan, annualPlanCost, formatUsdThousands, pilot } from '../enterprise-pricing';
import blocks from './blocks.module.css';
import styles from './annual-pricing.module.css';

/** The annual plan after the pilot, worked out for the team sizes enterprise buyers ask about. */
export function AnnualPricing() {
  return (
    <Section tone="soft" labelledBy="annual-title">
      <h2 id="annual-title" className={blocks.heading}>
        Simple Annual Pricing
      </h2>
      <p className={blocks.lead}>
        <strong>{formatUsd(annualPlan.perSeat)} per seat per year</strong> plus a{' '}
        <strong>{formatUsd(annualPlan.platformFee)} platform fee</strong>. No per-feature add-ons, no surprise tiers.
      </p>
      <ul className={blocks.grid}>
        {annualPlan.examples.map((seats) => (
          <li key={seats} className={`${blocks.card} ${styles.tier}`}>
            <h3>{seats} seats</h3>
            <p className={styles.total}>
              {formatUsdThousands(annualPlanCost(seats))}
              <span className={styles.per}> per year</span>
            </p>
            <p className={blocks.muted}>
              {seats} × {formatUsd(annualPlan.perSeat)} + {formatUsd(annualPlan.platformFee)} ={' '}
              {formatUsd(annualPlanCost(seats))}
            </p>
          </li>
        ))}
      </ul>
      <p className={blocks.note}>
        Start with the pilot: the {formatUsd(pilot.price)} you pay is credited 100% to your first annual invoice.
      </p>
    </Section>
  );
}
