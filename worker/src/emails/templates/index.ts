export type {
  BreakdownEmailData,
  EmailLinks,
  EmailTemplate,
  ReferralConfirmationData,
  ReferralInvitationData,
  ReferralOpsData,
  ReferralPerson,
  RenderedEmail,
  TrialEndingData,
} from './types';
export { renderBreakdownEmail } from './breakdown';
export { renderReferralConfirmation } from './referral-confirmation';
export { renderReferralInvitation } from './referral-invitation';
export { renderReferralOpsNotification } from './referral-ops-notification';
export { renderTrialEnding } from './trial-ending';
