import type { ProposalPricing } from '@pitchlens/contracts';
import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { formatUsdThousands } from '../format-usd-thousands';
import view from './proposal-view.module.css';
import styles from './pricing-section.module.css';

/** The pilot price and the annual plan, with totals for typical team sizes. */
export function PricingSection({ pricing }: { pricing: ProposalPricing }) {
  const { pilot, annual } = pricing;
  return (
    <Section labelledBy="pricing-title">
      <h2 id="pricing-title" className={view.heading}>
        Investment
      </h2>
      <p className={view.sublead}>One transparent per-seat price, from the pilot to the whole sales floor.</p>
      <div className={`${view.grid} ${styles.plans}`}>
        <article className={view.card}>
          <h3>Pilot</h3>
          <p className={styles.figure}>{formatUsd(pilot.priceUsd)}</p>
          <p>
            {pilot.seats} seats for {pilot.days} days, {pilot.creditedToAnnualPercent}% credited to your annual plan.
          </p>
        </article>
        <article className={view.card}>
          <h3>Annual Plan</h3>
          <p className={styles.figure}>
            {formatUsd(annual.perSeatPerYearUsd)}
            <span className={styles.per}> per seat per year</span>
          </p>
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
        </article>
      </div>
      <ul className={styles.notes}>
        {pricing.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Section>
  );
}
