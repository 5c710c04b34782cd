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

export interface ReferralTerm {
  heading: string;
  text: string;
}

/** The stated program terms (spec §5, §9), shown in the "Terms & Payout Rules" modal. */
export const referralTerms: ReferralTerm[] = [
  {
    heading: 'What earns a payout',
    text: `You receive a $${GIFT_CARD_DOLLARS} Amazon gift card for each person you refer who books and attends a ${DEMO_MINUTES}-minute demo within ${GIVEAWAY_DAYS} days of your referral.`,
  },
  {
    heading: 'When you are paid',
    text: `Gift cards are emailed to the address you submit within ${PAYOUT_HOURS} hours of the completed demo.`,
  },
  {
    heading: 'When we reach out',
    text: `Every referral is emailed their free book and a demo invitation as soon as you submit, and we follow up personally within ${OUTREACH_HOURS} hours.`,
  },
  {
    heading: 'How many you can refer',
    text: `Up to ${MAX_REFERRALS_PER_SUBMISSION} referrals per submission, and unlimited submissions.`,
  },
  {
    heading: 'Who qualifies',
    text: `Sales Enablement Leaders and Sales Managers at B2B companies with ${MIN_COMPANY_EMPLOYEES}+ employees.`,
  },
  {
    heading: 'Work emails only',
    text: 'Referrals must be submitted with their work email address. Personal mailboxes such as Gmail, Yahoo or Hotmail are not accepted.',
  },
  {
    heading: 'One referral per person',
    text: 'Each person can be referred once across all referrers; the first valid submission counts.',
  },
  {
    heading: 'One payout per company',
    text: `We pay one gift card per referred company within any ${COMPANY_PAYOUT_WINDOW_DAYS}-day period.`,
  },
];
