import { Section } from '../../../components/ui/section';
import { StepList } from '../../../components/ui/step-list';
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
      <StepList
        steps={steps}
        className={styles.steps}
        stepClassName={styles.step}
        numberClassName={styles.number}
        titleClassName={styles.title}
        textClassName={styles.text}
      />
    </Section>
  );
}
