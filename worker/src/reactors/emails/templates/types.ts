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

/** What each template is given: the job map's payloads, kept beside the jobs that carry them. */
export type {
  BreakdownEmailData,
  EmailTemplate,
  PaymentReceiptData,
  ReferralConfirmationData,
  ReferralInvitationData,
  ReferralOpsData,
  ReferralPerson,
  SubscriptionWelcomeData,
  TrialEndingData,
  TrialWelcomeData,
} from '@pitchlens/contracts';
