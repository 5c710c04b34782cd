import blocks from '../../../components/marketing/blocks.module.css';
import { PriceBlock } from '../../../components/marketing/price-block';
import { TitledSection } from '../../../components/marketing/titled-section';
import { formatUsd } from '../../../lib/format-usd';
import { annualPlan, annualPlanCost, formatUsdThousands, pilot } from '../enterprise-pricing';
import styles from './annual-pricing.module.css';

/** The annual plan after the pilot, worked out for the team sizes enterprise buyers ask about. */
export function AnnualPricing() {
  return (
    <TitledSection
      tone="soft"
      titleId="annual-title"
      title="Simple Annual Pricing"
      lead={
        <>
          <strong>{formatUsd(annualPlan.perSeat)} per seat per year</strong> plus a{' '}
          <strong>{formatUsd(annualPlan.platformFee)} platform fee</strong>. No per-feature add-ons, no surprise tiers.
        </>
      }
    >
      <ul className={blocks.grid}>
        {annualPlan.examples.map((seats) => (
          <PriceBlock
            key={seats}
            as="li"
            className={`${blocks.card} ${styles.tier}`}
            title={`${seats} seats`}
            amount={formatUsdThousands(annualPlanCost(seats))}
            per="per year"
          >
            <p className={blocks.muted}>
              {seats} × {formatUsd(annualPlan.perSeat)} + {formatUsd(annualPlan.platformFee)} ={' '}
              {formatUsd(annualPlanCost(seats))}
            </p>
          </PriceBlock>
        ))}
      </ul>
      <p className={blocks.note}>
        Start with the pilot: the {formatUsd(pilot.price)} you pay is credited 100% to your first annual invoice.
      </p>
    </TitledSection>
  );
}
