import type { ProposalPricing } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { PriceBlock } from '../../../components/marketing/price-block';
import { TitledSection } from '../../../components/marketing/titled-section';
import { PairTable } from '../../../components/ui/pair-table';
import { formatUsd } from '../../../lib/format-usd';
import { formatUsdThousands } from '../format-usd-thousands';
import styles from './pricing-section.module.css';

/** The pilot price and the annual plan, with totals for typical team sizes. */
export function PricingSection({ pricing }: { pricing: ProposalPricing }) {
  const { pilot, annual } = pricing;
  return (
    <TitledSection
      titleId="pricing-title"
      title="Investment"
      lead="One transparent per-seat price, from the pilot to the whole sales floor."
    >
      <div className={`${blocks.grid} ${styles.plans}`}>
        <PriceBlock className={blocks.stackCard} title="Pilot" amount={formatUsd(pilot.priceUsd)}>
          <p>
            {pilot.seats} seats for {pilot.days} days, {pilot.creditedToAnnualPercent}% credited to your annual plan.
          </p>
        </PriceBlock>
        <PriceBlock className={blocks.stackCard} title="Annual Plan" amount={formatUsd(annual.perSeatPerYearUsd)} per="per seat per year">
          <p>plus a {formatUsd(annual.platformFeeUsd)} platform fee.</p>
          <PairTable
            className={styles.table}
            caption="Annual cost by team size"
            columns={['Seats', 'Per year']}
            rows={annual.examples.map((example) => [`${example.seats} seats`, formatUsdThousands(example.annualUsd)])}
          />
        </PriceBlock>
      </div>
      <ul className={styles.notes}>
        {pricing.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
