import { TitledSection } from '../../../components/marketing/titled-section';
import blocks from '../../../components/marketing/blocks.module.css';
import { formatUsd } from '../../../lib/format-usd';
import { PILOT_LENGTH } from '@pitchlens/contracts';
import { annualPlanCost, kpisToHit, pilot } from '../enterprise-pricing';
import styles from './expansion-plan.module.css';

const phases = [
  {
    phase: 'Phase 1',
    team: 'BDR team',
    seats: '4 seats',
    text: `Your BDRs’ calls are scored against your qualification script in a ${PILOT_LENGTH}. We track the three guarantee KPIs from day one.`,
    cost: `${formatUsd(pilot.price)} pilot, 100% credited to the annual plan`,
    next: `Moves on when ${kpisToHit} of the 3 KPIs are hit`,
  },
  {
    phase: 'Phase 2',
    team: 'SaaS sellers',
    seats: '20 seats',
    text: 'Your SaaS account executives get their discovery and demo methodology configured, with a manager dashboard for the team.',
    cost: `${formatUsd(annualPlanCost(20))} per year`,
    next: 'Moves on when SaaS managers coach from Pitchlens every week',
  },
  {
    phase: 'Phase 3',
    team: 'Marketplace team',
    seats: '100+ seats',
    text: 'The marketplace sales floor rolls out on the same proven setup, with adherence and coaching recommendations for every team lead.',
    cost: `${formatUsd(annualPlanCost(100))} per year at 100 seats`,
    next: 'Every ShiftKey seller coached against one methodology',
  },
];

/** Land with the BDRs, expand to SaaS, then to the marketplace floor. */
export function ExpansionPlan() {
  return (
    <TitledSection
      tone="soft"
      id="plan"
      titleId="plan-title"
      title="A Three-Phase Land-and-Expand Plan"
      lead="Start small, prove the numbers, then grow. Each phase is earned by the results of the one before it."
    >
      <ol className={`${blocks.grid} ${styles.phases}`}>
        {phases.map((phase) => (
          <li key={phase.phase} className={`${blocks.card} ${styles.phase}`}>
            <p className={blocks.eyebrow}>{phase.phase}</p>
            <h3>
              {phase.team}: <span className={styles.seats}>{phase.seats}</span>
            </h3>
            <p className={blocks.muted}>{phase.text}</p>
            <p className={styles.cost}>{phase.cost}</p>
            <p className={styles.next}>{phase.next}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
