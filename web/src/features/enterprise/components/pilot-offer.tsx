import { PILOT_GUARANTEE, PILOT_LENGTH } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { CheckList } from '../../../components/marketing/check-list';
import { PilotButton } from '../../../components/marketing/pilot-actions';
import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { pilot } from '../enterprise-pricing';
import styles from './pilot-offer.module.css';

const included = [
  `${pilot.seats} seats for the reps and managers you choose`,
  `A ${PILOT_LENGTH}, scoring your team’s real calls`,
  'Custom implementation: we configure your methodology, scripts and rubrics for you',
  'Direct CEO access for the whole pilot',
  PILOT_GUARANTEE,
  `Every dollar of the ${formatUsd(pilot.price)} is credited to your annual plan`,
];

/** The $997 pilot: what it includes and the button to start it. */
export function PilotOffer() {
  return (
    <Section labelledBy="pilot-title">
      <div className={`${blocks.split} ${styles.layout}`}>
        <div>
          <p className={blocks.eyebrow}>The enterprise pilot</p>
          <h2 id="pilot-title">
            Prove It on Your Own Calls in {pilot.days} Days
          </h2>
          <p className={blocks.muted}>
            A pilot is the fastest honest answer to “will this work for us?”. Your team runs real calls through Pitchlens,
            scored against your methodology, while you measure the results against clear KPIs.
          </p>
          <CheckList items={included} />
        </div>
        <aside className={styles.price} aria-labelledby="pilot-price-title">
          <h3 id="pilot-price-title" className={styles.priceTitle}>
            Pilot Program
          </h3>
          <p className={styles.amount}>{formatUsd(pilot.price)}</p>
          <p className={styles.terms}>
            {pilot.seats} seats · {pilot.days} days, up to {pilot.extendedDays} if the KPIs are not met · 100% credited to annual
          </p>
          <PilotButton block />
          <p className={styles.scarcity}>Limited to {pilot.companies} companies at a time, so each gets a hands-on implementation.</p>
        </aside>
      </div>
    </Section>
  );
}
