import { TRIAL_DAYS } from '@pitchlens/contracts';
import { paths, type RoutePath } from '../../config/paths';
import { purchaseSteps } from '../../config/purchase-steps';
import type { Purchase } from '../../lib/purchases/session-purchases';

/** What differs between the upsell after a Premium purchase and after a trial signup (spec §2). */
export interface SessionVariant {
  /** What this browser session must have bought for the page to thank it. */
  purchase: Purchase;
  /** Where "No thanks" leads: the success page of what was just bought. */
  declineTo: RoutePath;
  /** Step 1 of 3, done when the purchase was. */
  firstStep: string;
  /** Told to a buyer of this session only. */
  confirmation: string;
  /** Told to anyone else, who bought nothing here (yet). */
  neutral: string;
  audience: string;
}

export const premiumVariant: SessionVariant = {
  purchase: 'premium',
  declineTo: paths.premiumSuccess,
  firstStep: purchaseSteps.premiumOrder,
  confirmation: 'Your Premium order is confirmed. One last thing before your account opens.',
  neutral: 'For Pitchlens Premium customers: one session that makes every score speak your playbook.',
  audience: 'Premium customers',
};

export const trialVariant: SessionVariant = {
  purchase: 'trial',
  declineTo: paths.trialSuccess,
  firstStep: purchaseSteps.trialSignup,
  confirmation: `Your ${TRIAL_DAYS}-day trial is set up, and nothing has been charged today. One last thing before your account opens.`,
  neutral: 'For Pitchlens Premium trial members: one session that makes every score speak your playbook.',
  audience: 'Premium trial members',
};
