export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailLinks {
  /** e.g. https://pitchlens.com (no trailing slash) */
  siteUrl: string;
  /** the online full written analysis of the pitch */
  fullAnalysisUrl: string;
  /** 15-minute demo booking page */
  schedulingUrl: string;
  /** e.g. support@pitchlens.com */
  supportEmail: string;
}

export type EmailTemplate = 'breakdown' | 'referral-confirmation' | 'referral-invitation' | 'referral-ops-notification' | 'trial-ending';

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
