import type { PitchlensEventType } from './events';

/**
 * The event types each projector reads: the worker's projectors declare
 * theirs by this list, and the API measures their lag by it without loading them.
 */
export const PROJECTOR_EVENT_TYPES = {
  contacts: ['PageViewed', 'FunnelStepReached', 'ContactIdentified', 'FileDownloaded', 'BreakdownEmailRequested', 'ReferralSubmitted'],
  // Every kind of call a browser makes, for counting bots' calls.
  traffic: ['PageViewed', 'FileDownloaded', 'FunnelStepReached', 'ContactIdentified', 'BreakdownEmailRequested', 'ReferralSubmitted'],
  referrals: ['ReferralSubmitted', 'BreakdownEmailRequested', 'EmailSent', 'EmailFailed'],
  revenue: ['PaymentSucceeded', 'PaymentRefunded', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding'],
} as const satisfies Record<string, readonly PitchlensEventType[]>;

export type ProjectorName = keyof typeof PROJECTOR_EVENT_TYPES;
export const PROJECTOR_NAMES = Object.keys(PROJECTOR_EVENT_TYPES) as ProjectorName[];

export function isProjectorName(name: unknown): name is ProjectorName {
  return typeof name === 'string' && (PROJECTOR_NAMES as string[]).includes(name);
}

export interface ReplayJobData {
  projector: ProjectorName | 'all';
}

export interface ReplayRequest {
  projector: ProjectorName | 'all';
}

export interface ReplayQueuedResponse {
  jobId: string;
}

export interface ReplayJobProgress {
  /** The projector being rebuilt now. */
  projector: string;
  /** Of the whole job (every projector of an 'all' replay), 0–100. */
  percent: number;
  eventsDone: number;
  eventsTotal: number;
  eventsPerSecond: number;
}

export interface ReplayJobResult {
  projectors: { name: string; applied: number; seconds: number }[];
}

export type ReplayJobState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

export interface ReplayJobStatusResponse {
  jobId: string;
  projector: ProjectorName | 'all';
  state: ReplayJobState;
  progress: ReplayJobProgress | null;
  result: ReplayJobResult | null;
  failedReason: string | null;
}

export interface ProjectorStatusResponse {
  name: string;
  checkpoint: { transactionId: string; globalPosition: string };
  eventsApplied: number;
  /** Events of the projector's types recorded after its checkpoint. */
  eventsBehind: number;
  /** Age of the oldest event not yet applied; 0 when caught up. */
  secondsBehind: number;
  /** ISO time of the checkpoint's last move; null before the first. */
  updatedAt: string | null;
}

export interface FailedEmailJobResponse {
  id: string;
  template: string;
  /** Masked: `a***@acme.com`. */
  recipient: string;
  attempts: number;
  lastError: string | null;
  /** ISO time of the last failed attempt. */
  failedAt: string | null;
}

/** Hides all of an address's local part but its first character: `alice@acme.com` → `a***@acme.com`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

export interface ReportTimeZoneRequest {
  /** An IANA time zone (`Europe/London`, `UTC`). */
  timeZone: string;
}

export interface ReportTimeZoneResponse {
  /** The zone report days follow once built: the admin's choice, else REPORT_TIMEZONE. */
  timeZone: string;
  /** The zone the live read models count days in: every report answers in it now. */
  liveTimeZone: string;
  /** The replay rebuilding the read models in `timeZone`, when this call queued or found one; else null. */
  rebuildJobId: string | null;
}
