export type {
  BreakdownEmailData,
  EmailLinks,
  EmailTemplate,
  ReferralConfirmationData,
  ReferralInvitationData,
  ReferralOpsData,
  ReferralPerson,
  RenderedEmail,
} from './types';
export { renderBreakdownEmail } from './breakdown';
export { renderReferralConfirmation } from './referral-confirmation';
export { renderReferralInvitation } from './referral-invitation';
export { renderReferralOpsNotification } from './referral-ops-notification';
