import { cardGridClass } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { SectionTitle } from '../../../components/marketing/section-heading';
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
      <SectionTitle id="how-it-works-heading">How it works</SectionTitle>
      <StepList
        steps={steps}
        className={cardGridClass({ columns: 4, tablet: { maxWidth: 959, columns: 2 }, tight: true })}
        stepClassName={styles.step}
        numberClassName={styles.number}
        titleClassName={styles.title}
        textClassName={card.text}
      />
    </Section>
  );
}
