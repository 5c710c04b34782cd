import blocks from '../../../components/marketing/blocks.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import { NumberedList } from '../../../components/ui/numbered-list';
import { pilot } from '../pricing';
import styles from './migration-steps.module.css';

const steps = [
  {
    title: 'Map your methodology',
    text: 'On a kickoff call with our CEO we walk through your playbook, scripts and rubrics, and configure them as your scoring model.',
  },
  {
    title: 'Connect your call sources',
    text: 'Plug in Zoom, Teams or Google Meet, your CRM, calendar and Slack. Setup takes 24–48 hours.',
  },
  {
    title: 'Run both side by side',
    text: `For ${pilot.days} days Pitchlens scores the same calls Gong records, so you compare the two on real conversations.`,
  },
  {
    title: 'Switch over and roll out',
    text: 'Move the team when the numbers convince you. Your pilot fee is credited 100% to the annual plan.',
  },
];

/** How a Gong customer moves over without a gap in coaching. */
export function MigrationSteps() {
  return (
    <TitledSection
      tone="soft"
      titleId="migration-title"
      title="Moving From Gong in Four Steps"
      lead="No big-bang cut-over. Gong keeps running until Pitchlens has proven itself on your calls."
    >
      <NumberedList
        items={steps}
        keyOf={(step) => step.title}
        className={`${blocks.grid} ${styles.steps}`}
        itemClassName={`${blocks.card} ${styles.step}`}
        numberClassName={styles.number}
      >
        {(step, index) => (
          <>
            <h3>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={blocks.muted}>{step.text}</p>
          </>
        )}
      </NumberedList>
    </TitledSection>
  );
}
