import type { EmailJob } from '@pitchlens/contracts';
import {
  renderBreakdownEmail,
  renderPaymentReceipt,
  renderReferralConfirmation,
  renderReferralInvitation,
  renderReferralOpsNotification,
  renderSubscriptionWelcome,
  renderTrialEnding,
  renderTrialWelcome,
  type EmailLinks,
  type RenderedEmail,
} from './templates';

export function renderEmail(job: EmailJob, links: EmailLinks): RenderedEmail {
  switch (job.template) {
    case 'breakdown':
      return renderBreakdownEmail(job.data, links);
    case 'referral-confirmation':
      return renderReferralConfirmation(job.data, links);
    case 'referral-invitation':
      return renderReferralInvitation(job.data, links);
    case 'referral-ops-notification':
      return renderReferralOpsNotification(job.data, links);
    case 'trial-ending':
      return renderTrialEnding(job.data, links);
    case 'payment-receipt':
      return renderPaymentReceipt(job.data, links);
    case 'subscription-welcome':
      return renderSubscriptionWelcome(job.data, links);
    case 'trial-welcome':
      return renderTrialWelcome(job.data, links);
    default:
      throw new Error(`Unknown email template ${(job as { template: string }).template}`);
  }
}
