import { brand } from '@pitchlens/contracts';
import { CardList } from '../../../components/ui/card-list';
import { TitledSection } from '../../../components/marketing/titled-section';
import styles from './contextual-intelligence.module.css';

const pillars = [
  {
    title: 'It knows your methodology',
    text: 'Your scripts, playbooks and rubrics become the yardstick. A discovery call is judged on the discovery questions you teach, not on a stranger’s idea of a good call.',
  },
  {
    title: 'It reads each moment in context',
    text: 'An objection in minute three and a pricing question in minute forty call for different moves. Each moment is scored against what your playbook expects at that point in the call.',
  },
  {
    title: 'It coaches in your language',
    text: 'Feedback names the steps, talk tracks and criteria your team already uses, so reps hear the same words in their scorecard as in their training.',
  },
];

export function ContextualIntelligence() {
  return (
    <TitledSection
      id="contextual-intelligence"
      titleId="contextual-heading"
      eyebrow="Contextual intelligence"
      title="A score only helps if it measures what you actually teach"
      lead={`Most call tools count talk time and keywords. ${brand.name} starts from the context that decides whether a call went well: your process, your buyers and the stage of the deal.`}
    >
      <CardList items={pillars} className={styles.pillars} cardClassName={styles.pillar} titleClassName={styles.title} textClassName={styles.text} />
      <p className={styles.time}>
        <strong>140 minutes → 46 minutes.</strong> That is a manager’s traditional review cycle for a call, against the same
        review with {brand.name} doing the listening and the scoring.
      </p>
    </TitledSection>
  );
}
