/**
 * The three steps of a purchase (spec §2, "step 2 of 3"): the order, the
 * framework-session offer, then booking that session. The offer's progress
 * bar and every checkout's eyebrow name them from here, so they agree.
 */
export const purchaseSteps = {
  premiumOrder: 'Premium order',
  trialSignup: 'Trial signup',
  sessionOffer: 'Framework session',
  bookSession: 'Book your session',
} as const;

export const PURCHASE_STEP_COUNT = 3;

/** "Step 2 of 3" */
export function stepOf(step: 1 | 2 | 3): string {
  return `Step ${step} of ${PURCHASE_STEP_COUNT}`;
}
