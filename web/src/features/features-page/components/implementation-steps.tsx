import card from '../../../components/marketing/card.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import { NumberedList } from '../../../components/ui/numbered-list';
import styles from './implementation-steps.module.css';

const steps = [
  {
    title: 'Share your methodology',
    text: 'Send us the scripts, playbooks and scoring rubrics your team already uses, in whatever format they live in today.',
  },
  {
    title: 'We map and calibrate',
    text: 'Framework Intelligence Mapping turns them into a scoring map, and Rubric-Aligned Scoring is checked against a few of your recorded calls until its scores match your managers’ judgement.',
  },
  {
    title: 'Connect and go live',
    text: 'Connect Zoom, Teams or Google Meet, your CRM, calendar and Slack. From then on every call is scored in about 60 seconds, with coaching for the rep and a view for the manager.',
  },
];

export function ImplementationSteps() {
  return (
    <TitledSection
      titleId="implementation-heading"
      eyebrow="Implementation"
      title="Live on your methodology in three steps"
      lead="No new process for your reps to learn: they keep selling, and the feedback follows the playbook they already know."
    >
      <NumberedList items={steps} keyOf={(step) => step.title} className={styles.steps} itemClassName={styles.step} numberClassName={styles.number}>
        {(step) => (
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={card.text}>{step.text}</p>
          </div>
        )}
      </NumberedList>
    </TitledSection>
  );
}
