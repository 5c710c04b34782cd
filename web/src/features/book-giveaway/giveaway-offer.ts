import { MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';

/** The referral program's figures (spec §9), named once for the copy, the bar and the terms. */
export const GIVEAWAY_DAYS = 14;
export const GIVEAWAY_SECONDS = GIVEAWAY_DAYS * 24 * 60 * 60;
export const GIFT_CARD_DOLLARS = 25;
export const MAX_GIFT_CARDS_PER_SUBMISSION_DOLLARS = GIFT_CARD_DOLLARS * MAX_REFERRALS_PER_SUBMISSION;
export const DEMO_MINUTES = 15;
export const OUTREACH_HOURS = 24;
export const PAYOUT_HOURS = 24;
export const COMPANY_PAYOUT_WINDOW_DAYS = 60;
export const MIN_COMPANY_EMPLOYEES = 100;
export const STICKY_BAR_THRESHOLD_PX = 400;

/** The form's anchor, linked from the hero, the bar and the "Refer 3 More People" reset. */
export const REFERRAL_FORM_ID = 'referral-form';
export const HOW_IT_WORKS_ID = 'how-it-works';
