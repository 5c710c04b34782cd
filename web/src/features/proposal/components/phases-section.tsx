import type { ProposalPhase } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { CheckList } from '../../../components/marketing/check-list';
import { TitledSection } from '../../../components/marketing/titled-section';
import { NumberedList } from '../../../components/ui/numbered-list';
import styles from './phases-section.module.css';

/** The land-and-expand plan: pilot, core team, enterprise. */
export function PhasesSection({ phases }: { phases: ProposalPhase[] }) {
  return (
    <TitledSection
      tone="soft"
      titleId="phases-title"
      title="The Rollout Plan"
      lead="Start small, prove the results on your own calls, then expand on the same terms."
    >
      <NumberedList items={phases} keyOf={(phase) => phase.name} className={blocks.grid} itemClassName={blocks.stackCard} numberClassName={styles.step}>
        {(phase) => (
          <>
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
          </>
        )}
      </NumberedList>
    </TitledSection>
  );
}
