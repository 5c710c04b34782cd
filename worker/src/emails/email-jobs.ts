import type { EmailTemplate } from '@pitchlens/contracts';
import { v5 as uuidv5 } from 'uuid';
import type {
  BreakdownEmailData,
  PaymentReceiptData,
  ReferralConfirmationData,
  ReferralInvitationData,
  ReferralOpsData,
  SubscriptionWelcomeData,
  TrialEndingData,
  TrialWelcomeData,
} from './templates';

export { EMAIL_QUEUE } from '@pitchlens/contracts';

const OUTCOME_NAMESPACE = 'a3d2e1f0-5b4c-4d3e-8f7a-9b8c7d6e5f40';

interface Job<T extends EmailTemplate, D> {
  /** `<source event id>.<template>`: also the BullMQ job id, so a job is queued once. */
  key: string;
  template: T;
  to: string;
  sourceEventId: string;
  correlationId: string;
  data: D;
}

export type EmailJob =
  | Job<'breakdown', BreakdownEmailData>
  | Job<'referral-confirmation', ReferralConfirmationData>
  | Job<'referral-invitation', ReferralInvitationData>
  | Job<'referral-ops-notification', ReferralOpsData>
  | Job<'trial-ending', TrialEndingData>
  | Job<'payment-receipt', PaymentReceiptData>
  | Job<'subscription-welcome', SubscriptionWelcomeData>
  | Job<'trial-welcome', TrialWelcomeData>;

export function emailKey(sourceEventId: string, template: EmailTemplate): string {
  return `${sourceEventId}.${template}`;
}

/**
 * The id of the EmailSent event for a key. Being derived, it is the same for
 * every attempt: the log can hold only one, and its presence means "sent".
 */
export function sentEventId(key: string): string {
  return uuidv5(`${key}/sent`, OUTCOME_NAMESPACE);
}

export function failedEventId(key: string, attempts: number): string {
  return uuidv5(`${key}/failed/${attempts}`, OUTCOME_NAMESPACE);
}
