import { GIVEAWAY_BOOKS, MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import { CardGrid } from '../../../components/marketing/card-grid';
import { TitledSection } from '../../../components/marketing/titled-section';
import {
  COMPANY_PAYOUT_WINDOW_DAYS,
  DEMO_MINUTES,
  GIFT_CARD_DOLLARS,
  MAX_GIFT_CARDS_PER_SUBMISSION_DOLLARS,
  PAYOUT_HOURS,
} from '../giveaway-offer';
import styles from './giveaway-sections.module.css';

const theyGet = [
  `A free book, one of only ${GIVEAWAY_BOOKS} copies in this giveaway`,
  `A ${DEMO_MINUTES}-minute demo that respects their calendar`,
  'A sales call scored in about 60 seconds, with strengths and areas to improve',
  'Scoring against their own scripts, playbooks and rubrics, not a generic checklist',
  'A way to cut a 140-minute call review down to 46 minutes',
];

const youGet = [
  `A $${GIFT_CARD_DOLLARS} Amazon gift card for every referral who attends the demo`,
  `Up to $${MAX_GIFT_CARDS_PER_SUBMISSION_DOLLARS} per submission of ${MAX_REFERRALS_PER_SUBMISSION} referrals`,
  `Unlimited submissions: refer ${MAX_REFERRALS_PER_SUBMISSION} more whenever someone comes to mind`,
  `Your gift card by email within ${PAYOUT_HOURS} hours of each demo`,
  'The thanks of a colleague who got a great book and a faster way to coach',
];

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}

const intro = `Your colleague gets something useful, you get paid for the introduction. Payouts are limited to one per company every ${COMPANY_PAYOUT_WINDOW_DAYS} days, so spread the word.`;

export function BenefitLists() {
  return (
    <TitledSection tone="soft" titleId="benefits-title" title="Everyone Comes Out Ahead" lead={intro} headingAs="header">
      <CardGrid as="div" columns={2}>
        <article className={styles.card}>
          <h3>What They Get</h3>
          <CheckList items={theyGet} />
        </article>
        <article className={`${styles.card} ${styles.cardHighlight}`}>
          <h3>What You Get</h3>
          <CheckList items={youGet} />
        </article>
      </CardGrid>
    </TitledSection>
  );
}
