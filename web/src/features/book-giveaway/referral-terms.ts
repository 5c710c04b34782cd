import { MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import {
  COMPANY_PAYOUT_WINDOW_DAYS,
  DEMO_MINUTES,
  GIFT_CARD_DOLLARS,
  GIVEAWAY_DAYS,
  MIN_COMPANY_EMPLOYEES,
  OUTREACH_HOURS,
  PAYOUT_HOURS,
} from './giveaway-offer';
import type { Term } from '../../components/ui/term-list';

/** The stated program terms (spec §5, §9), shown in the "Terms & Payout Rules" modal. */
export const referralTerms: Term[] = [
  {
    term: 'What earns a payout',
    detail: `You receive a $${GIFT_CARD_DOLLARS} Amazon gift card for each person you refer who books and attends a ${DEMO_MINUTES}-minute demo within ${GIVEAWAY_DAYS} days of your referral.`,
  },
  {
    term: 'When you are paid',
    detail: `Gift cards are emailed to the address you submit within ${PAYOUT_HOURS} hours of the completed demo.`,
  },
  {
    term: 'When we reach out',
    detail: `Every referral is emailed their free book and a demo invitation as soon as you submit, and we follow up personally within ${OUTREACH_HOURS} hours.`,
  },
  {
    term: 'How many you can refer',
    detail: `Up to ${MAX_REFERRALS_PER_SUBMISSION} referrals per submission, and unlimited submissions.`,
  },
  {
    term: 'Who qualifies',
    detail: `Sales Enablement Leaders and Sales Managers at B2B companies with ${MIN_COMPANY_EMPLOYEES}+ employees.`,
  },
  {
    term: 'Work emails only',
    detail: 'Referrals must be submitted with their work email address. Personal mailboxes such as Gmail, Yahoo or Hotmail are not accepted.',
  },
  {
    term: 'One referral per person',
    detail: 'Each person can be referred once across all referrers; the first valid submission counts.',
  },
  {
    term: 'One payout per company',
    detail: `We pay one gift card per referred company within any ${COMPANY_PAYOUT_WINDOW_DAYS}-day period.`,
  },
];
