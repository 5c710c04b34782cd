import type { ProductId } from '../catalogue';

/** What each email template is given to write its message. */
export interface BreakdownEmailData {
  firstName: string | null;
}

export interface ReferralPerson {
  name: string;
  email: string;
  title: string;
  company: string;
}

export interface ReferralConfirmationData {
  referrerName: string;
  referred: ReferralPerson[];
}

export interface ReferralInvitationData {
  referrerName: string;
  referred: ReferralPerson;
}

export interface ReferralOpsData {
  referrerName: string;
  referrerEmail: string;
  referred: ReferralPerson[];
  submissionId: string;
  /** ISO 8601 */
  submittedAt: string;
}

export interface TrialEndingData {
  amountCents: number;
  /** ISO 8601 */
  trialEndsAt: string;
}

/** A confirmed payment (PaymentSucceeded), as Stripe charged it. */
export interface PaymentReceiptData {
  product: ProductId;
  amountCents: number;
  currency: string;
  /** ISO 8601, when Stripe took it. */
  paidAt: string;
  /** Null when unknown, as on payments recorded before the digits were. */
  cardLast4: string | null;
  /** Stripe's id of the payment or invoice, for the buyer to quote to support. */
  reference: string | null;
}

/** A paid subscription that went live (SubscriptionStarted, not a trial). */
export interface SubscriptionWelcomeData {
  plan: ProductId;
  amountCents: number;
  interval: 'month' | 'year';
}

/** A trial that started (TrialStarted): nothing charged yet. */
export interface TrialWelcomeData {
  plan: ProductId;
  /** What is charged when the trial ends, and each month after. */
  amountCents: number;
  /** ISO 8601 */
  trialEndsAt: string;
}
