import type { ProposalPricing } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { PriceBlock } from '../../../components/marketing/price-block';
import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { formatUsdThousands } from '../format-usd-thousands';
import styles from './pricing-section.module.css';

/** The pilot price and the annual plan, with totals for typical team sizes. */
export function PricingSection({ pricing }: { pricing: ProposalPricing }) {
  const { pilot, annual } = pricing;
  return (
    <Section labelledBy="pricing-title">
      <h2 id="pricing-title" className={blocks.heading}>
        Investment
      </h2>
      <p className={blocks.lead}>One transparent per-seat price, from the pilot to the whole sales floor.</p>
      <div className={`${blocks.grid} ${styles.plans}`}>
        <PriceBlock className={blocks.stackCard} title="Pilot" amount={formatUsd(pilot.priceUsd)}>
          <p>
            {pilot.seats} seats for {pilot.days} days, {pilot.creditedToAnnualPercent}% credited to your annual plan.
          </p>
        </PriceBlock>
        <PriceBlock className={blocks.stackCard} title="Annual Plan" amount={formatUsd(annual.perSeatPerYearUsd)} per="per seat per year">
          <p>plus a {formatUsd(annual.platformFeeUsd)} platform fee.</p>
          <table className={styles.table}>
            <caption>Annual cost by team size</caption>
            <thead>
              <tr>
                <th scope="col">Seats</th>
                <th scope="col">Per year</th>
              </tr>
            </thead>
            <tbody>
              {annual.examples.map((example) => (
                <tr key={example.seats}>
                  <th scope="row">{example.seats} seats</th>
                  <td>{formatUsdThousands(example.annualUsd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PriceBlock>
      </div>
      <ul className={styles.notes}>
        {pricing.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Section>
  );
}
