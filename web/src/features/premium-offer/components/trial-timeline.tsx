import card from '../../../components/marketing/card.module.css';
import { SectionTitle } from '../../../components/marketing/section-heading';
import { Section } from '../../../components/ui/section';
import { formatUsd } from '../../../lib/format-usd';
import { premiumPrices, trialTerms } from '../premium-pricing';
import styles from './trial-timeline.module.css';

const { days, firstCallHours, callsInTrial } = trialTerms;

/** The trial as spec §4 describes it to visitors, from the saved card to day 14. */
const milestones = [
  { when: 'Today', what: 'Save your card. Nothing is charged and Premium unlocks at once.' },
  { when: `Within ${firstCallHours} hours`, what: 'Upload your first call and read its scorecard and coaching notes.' },
  { when: `Within ${days} days`, what: `Upload ${callsInTrial} calls in total so you can see your scores move, not just a snapshot.` },
  {
    when: `Day ${days}`,
    what: `Your trial ends and Premium continues at ${formatUsd(premiumPrices.trialMonthly)}/month instead of ${formatUsd(premiumPrices.regularMonthly)}, unless you cancelled before today.`,
  },
];

export function TrialTimeline() {
  return (
    <Section labelledBy="trial-timeline-heading" narrow>
      <SectionTitle id="trial-timeline-heading">Your {days} days, step by step</SectionTitle>
      <ol className={styles.timeline}>
        {milestones.map((milestone) => (
          <li key={milestone.when} className={styles.milestone}>
            <h3 className={styles.when}>{milestone.when}</h3>
            <p className={card.text}>{milestone.what}</p>
          </li>
        ))}
      </ol>
      <p className={styles.rule}>
        Trial requirements: upload 1 call within {firstCallHours} hours and {callsInTrial} calls within {days} days. Otherwise,{' '}
        {formatUsd(premiumPrices.trialMonthly)} is billed automatically on day {days}.
      </p>
      <p className={styles.cancel}>
        Changed your mind? Cancel any time before day {days} and you pay <strong>$0</strong>.
      </p>
    </Section>
  );
}
