import type { ProposalPhase } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { CheckList } from '../../../components/marketing/check-list';
import { Section } from '../../../components/ui/section';
import styles from './phases-section.module.css';

/** The land-and-expand plan: pilot, core team, enterprise. */
export function PhasesSection({ phases }: { phases: ProposalPhase[] }) {
  return (
    <Section tone="soft" labelledBy="phases-title">
      <h2 id="phases-title" className={blocks.heading}>
        The Rollout Plan
      </h2>
      <p className={blocks.lead}>Start small, prove the results on your own calls, then expand on the same terms.</p>
      <ol className={blocks.grid}>
        {phases.map((phase, index) => (
          <li key={phase.name} className={blocks.stackCard}>
            <span className={styles.step} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{phase.name}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>Seats</dt>
                <dd>{phase.seats}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{phase.duration}</dd>
              </div>
              <div>
                <dt>Investment</dt>
                <dd>{phase.investment}</dd>
              </div>
            </dl>
            <h4 className={styles.subheading}>What happens</h4>
            <CheckList items={phase.whatHappens} compact />
          </li>
        ))}
      </ol>
    </Section>
  );
}
