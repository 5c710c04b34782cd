import { MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import { cardGridClass } from '../../../components/marketing/card-grid';
import card from '../../../components/marketing/card.module.css';
import { TitledSection } from '../../../components/marketing/titled-section';
import { StepList } from '../../../components/ui/step-list';
import { DEMO_MINUTES, GIFT_CARD_DOLLARS, GIVEAWAY_DAYS, HOW_IT_WORKS_ID, OUTREACH_HOURS, PAYOUT_HOURS } from '../giveaway-offer';
import styles from './giveaway-sections.module.css';

const steps = [
  {
    title: `You refer up to ${MAX_REFERRALS_PER_SUBMISSION} leaders`,
    text: 'Their name, work email, title and company. It takes about two minutes, and you can come back for more.',
  },
  {
    title: 'We send the book and an invitation',
    text: `As soon as you submit, each gets an email with their free book and an invitation to a ${DEMO_MINUTES}-minute demo; we follow up personally within ${OUTREACH_HOURS} hours.`,
  },
  {
    title: `They attend, you get $${GIFT_CARD_DOLLARS}`,
    text: `When your referral books and attends the demo within ${GIVEAWAY_DAYS} days, your Amazon gift card is emailed within ${PAYOUT_HOURS} hours.`,
  },
];

const intro = 'Three steps, and the only one that needs you takes two minutes.';

export function HowItWorks() {
  return (
    <TitledSection
      id={HOW_IT_WORKS_ID}
      className={styles.anchored}
      titleId="how-it-works-title"
      title="How It Works"
      lead={intro}
      headingAs="header"
    >
      <StepList
        steps={steps}
        className={cardGridClass({ columns: 3 })}
        stepClassName={styles.step}
        numberClassName={styles.stepNumber}
        textClassName={card.text}
      />
    </TitledSection>
  );
}
