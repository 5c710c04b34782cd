import type { FunnelStep } from './funnel-steps';
import type { ReferralTitle } from './referrals';

/**
 * The facts the event log records. Each is a past-tense event with a schema
 * version; a changed shape gets a new version and old ones are upcast on read.
 */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export interface EventMetadata {
  /** The request that caused the event (its request id). */
  correlationId: string;
  /** The event or request this one directly follows from. */
  causationId: string | null;
  sessionId: string | null;
  /** Keyed hash of the client address: counts visitors without storing IPs. */
  ipHash: string | null;
  userAgent: string | null;
  utm: Utm | null;
}

export interface PageViewed {
  type: 'PageViewed';
  data: { path: string; title: string | null; referrer: string | null };
}

/** `email` is null for an anonymous visitor; the session id is in metadata. */
export interface FunnelStepReached {
  type: 'FunnelStepReached';
  data: { email: string | null; step: FunnelStep; stepData: Record<string, unknown> };
}

export type IdentificationSource = 'track-contact' | 'breakdown-request' | 'referral';

/** Links a session (if any) to a real email address. */
export interface ContactIdentified {
  type: 'ContactIdentified';
  data: {
    email: string;
    sessionId: string | null;
    firstName: string | null;
    lastName: string | null;
    source: IdentificationSource;
  };
}

export interface FileDownloaded {
  type: 'FileDownloaded';
  data: { email: string | null; downloadType: string };
}

export interface BreakdownEmailRequested {
  type: 'BreakdownEmailRequested';
  data: { email: string; firstName: string | null };
}

/** One referred person; a submission of three people is three events. */
export interface ReferralSubmitted {
  type: 'ReferralSubmitted';
  data: {
    submissionId: string;
    row: number;
    referrer: { name: string; email: string };
    referred: { name: string; email: string; title: ReferralTitle; company: string };
  };
}

export type EmailTemplate = 'breakdown' | 'referral-confirmation' | 'referral-invitation' | 'referral-ops-notification';

/** What an email outcome is about: one template sent because of one event. */
interface EmailOutcome {
  /** `<source event id>.<template>`: the same email is never sent twice. */
  key: string;
  template: EmailTemplate;
  to: string;
  sourceEventId: string;
}

export interface EmailSent {
  type: 'EmailSent';
  data: EmailOutcome & { messageId: string | null };
}

/** The last attempt failed; the email may still be retried by an operator. */
export interface EmailFailed {
  type: 'EmailFailed';
  data: EmailOutcome & { reason: string; attempts: number };
}

export type PitchlensEvent =
  | PageViewed
  | FunnelStepReached
  | ContactIdentified
  | FileDownloaded
  | BreakdownEmailRequested
  | ReferralSubmitted
  | EmailSent
  | EmailFailed;

export type PitchlensEventType = PitchlensEvent['type'];

export const EVENT_SCHEMA_VERSIONS: { readonly [T in PitchlensEventType]: number } = {
  PageViewed: 1,
  FunnelStepReached: 1,
  ContactIdentified: 1,
  FileDownloaded: 1,
  BreakdownEmailRequested: 1,
  ReferralSubmitted: 1,
  EmailSent: 1,
  EmailFailed: 1,
};
