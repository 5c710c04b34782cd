import type { EmailTemplate } from '../events';
import type {
  BreakdownEmailData,
  PaymentReceiptData,
  ReferralConfirmationData,
  ReferralInvitationData,
  ReferralOpsData,
  SubscriptionWelcomeData,
  TrialEndingData,
  TrialWelcomeData,
} from './email-data';

interface Job<T extends EmailTemplate, D> {
  /** `<source event id>.<template>` (see emailOutcomeKey): also the job's id, so a job is queued once. */
  key: string;
  template: T;
  to: string;
  sourceEventId: string;
  correlationId: string;
  data: D;
}

/** One email to send: the template and what it is given. */
export type EmailJob =
  | Job<'breakdown', BreakdownEmailData>
  | Job<'referral-confirmation', ReferralConfirmationData>
  | Job<'referral-invitation', ReferralInvitationData>
  | Job<'referral-ops-notification', ReferralOpsData>
  | Job<'trial-ending', TrialEndingData>
  | Job<'payment-receipt', PaymentReceiptData>
  | Job<'subscription-welcome', SubscriptionWelcomeData>
  | Job<'trial-welcome', TrialWelcomeData>;

/** Names the email one event asks for with one template: the same email is never sent twice. */
export function emailOutcomeKey(sourceEventId: string, template: EmailTemplate): string {
  return `${sourceEventId}.${template}`;
}
