import { Section } from '../../../components/ui/section';
import styles from './how-it-works.module.css';

const steps = [
  {
    title: 'Add your playbook',
    text: 'Upload the scripts, playbooks or rubrics your team sells with. Pitchlens learns what a great call looks like for your team.',
  },
  {
    title: 'Bring in a call',
    text: 'Upload a recording or connect Zoom, Teams or Google Meet so calls arrive on their own.',
  },
  {
    title: 'Get scored in about 60 seconds',
    text: 'Pitchlens grades the call against your framework and flags strengths, gaps and missed opportunities.',
  },
  {
    title: 'Coach and improve',
    text: 'Apply the suggestions on your next call and watch your scores and trends climb from week to week.',
  },
];

export function HowItWorks() {
  return (
    <Section labelledBy="how-it-works-heading">
      <h2 id="how-it-works-heading" className={styles.heading}>
        How it works
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
