export type { EmailLinks, RenderedEmail } from './types';
export { renderBreakdownEmail } from './breakdown';
export { renderReferralConfirmation } from './referral-confirmation';
export { renderReferralInvitation } from './referral-invitation';
export { renderReferralOpsNotification } from './referral-ops-notification';
export { renderTrialEnding } from './trial-ending';
export { renderPaymentReceipt } from './payment-receipt';
export { renderSubscriptionWelcome } from './subscription-welcome';
export { renderTrialWelcome } from './trial-welcome';
