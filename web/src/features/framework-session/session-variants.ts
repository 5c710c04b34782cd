import { paths, type RoutePath } from '../../config/paths';

/** What differs between the upsell after a Premium purchase and after a trial signup (spec §2). */
export interface SessionVariant {
  /** Where "No thanks" leads: the success page of what was just bought. */
  declineTo: RoutePath;
  /** Step 1 of 3, already done. */
  firstStep: string;
  confirmation: string;
  audience: string;
}

export const premiumVariant: SessionVariant = {
  declineTo: paths.premiumSuccess,
  firstStep: 'Premium order',
  confirmation: 'Your Premium order is confirmed.',
  audience: 'Premium customers',
};

export const trialVariant: SessionVariant = {
  declineTo: paths.trialSuccess,
  firstStep: 'Trial started',
  confirmation: 'Your 14-day trial is set up, and nothing has been charged today.',
  audience: 'Premium trial members',
};
