import blocks from '../../../components/marketing/blocks.module.css';
import { Section } from '../../../components/ui/section';
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
    <Section tone="soft" labelledBy="migration-title">
      <h2 id="migration-title" className={blocks.heading}>
        Moving From Gong in Four Steps
      </h2>
      <p className={blocks.lead}>No big-bang cut-over. Gong keeps running until Pitchlens has proven itself on your calls.</p>
      <ol className={`${blocks.grid} ${styles.steps}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={`${blocks.card} ${styles.step}`}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className={blocks.muted}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
