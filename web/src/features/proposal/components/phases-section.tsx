import type { ProposalPhase } from '@pitchlens/contracts';
import { Section } from '../../../components/ui/section';
import { CheckList } from './check-list';
import view from './proposal-view.module.css';
import styles from './phases-section.module.css';

/** The land-and-expand plan: pilot, core team, enterprise. */
export function PhasesSection({ phases }: { phases: ProposalPhase[] }) {
  return (
    <Section tone="soft" labelledBy="phases-title">
      <h2 id="phases-title" className={view.heading}>
        The Rollout Plan
      </h2>
      <p className={view.sublead}>Start small, prove the results on your own calls, then expand on the same terms.</p>
      <ol className={view.grid}>
        {phases.map((phase, index) => (
          <li key={phase.name} className={view.card}>
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
            <CheckList items={phase.whatHappens} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
