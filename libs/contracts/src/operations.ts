import type { PitchlensEventType } from './events';

/** Every kind of call a browser makes. */
const BROWSER_CALLS = ['PageViewed', 'FileDownloaded', 'FunnelStepReached', 'ContactIdentified', 'BreakdownEmailRequested', 'ReferralSubmitted'] as const;

/**
 * The facts the annotations read for themselves; every other type they
 * read is a browser call, read only for its campaign (their replay hands
 * them the facts and the calls with a campaign, so a fact belongs here).
 */
export const ANNOTATION_FACTS = ['AnnotationAdded', 'AnnotationEdited', 'AnnotationRemoved', 'CataloguePublished', 'ReadModelsRebuilt', 'PersonErased'] as const;

/**
 * The event types each projector reads: the worker's projectors declare
 * theirs by this list, and the API measures their lag by it without loading them.
 */
export const PROJECTOR_EVENT_TYPES = {
  // Every call that says who someone is or what they did, and the payments and refunds whose buyer it keeps.
  contacts: ['PageViewed', 'FunnelStepReached', 'ContactIdentified', 'FileDownloaded', 'BreakdownEmailRequested', 'ReferralSubmitted', 'PaymentSucceeded', 'PaymentRefunded'],
  // Every kind of call a browser makes, for counting bots' calls.
  traffic: BROWSER_CALLS,
  referrals: ['ReferralSubmitted', 'BreakdownEmailRequested', 'EmailSent', 'EmailFailed', 'ReferralDemoAttended', 'ReferralPayoutPaid'],
  revenue: ['PaymentSucceeded', 'PaymentRefunded', 'SubscriptionStarted', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialStarted', 'TrialEnding'],
  // The admin's notes and the facts automatic annotations come from; every kind of browser call, for campaigns' first touches.
  annotations: [...ANNOTATION_FACTS, ...BROWSER_CALLS],
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

/**
 * Why the read models are being rebuilt: an operator's replay, a report time zone their tables do not count days in, a projector's
 * raised version (at the worker's start), or an erasure (recorded before erasures rewrote only the rows they reach; kept so such a record still reads).
 */
export type RebuildReason = 'replay' | 'time-zone' | 'version' | 'erasure';

/** A projector in a rebuild: waiting its turn, building its tables beside the live ones, swapping them in (with the others), done. */
export type RebuildPhase = 'waiting' | 'building' | 'swapping' | 'done';

export interface RebuildProjectorProgress {
  name: string;
  phase: RebuildPhase;
  eventsDone: number;
  /** Events of its types in the log when its build began; null while waiting. */
  eventsTotal: number | null;
  /** ISO time its build began; null while waiting. */
  startedAt: string | null;
}

/**
 * running: a worker is rebuilding now; interrupted: its worker stopped before the swap (the live
 * tables are as they were, and the worker's next start or the job's retry rebuilds again).
 */
export type RebuildState = 'running' | 'finished' | 'failed' | 'interrupted';

export interface RebuildProgress {
  state: RebuildState;
  reason: RebuildReason;
  /** The zone the new tables count days in. */
  timeZone: string;
  startedAt: string;
  finishedAt: string | null;
  failure: string | null;
  projectors: RebuildProjectorProgress[];
}

/** The latest rebuild of the read models, whoever started it; null before the first. */
export interface RebuildStatusResponse {
  rebuild: RebuildProgress | null;
}

/** Of a whole rebuild, 0–100: each projector's share of it, as far as its build has gone. */
export function rebuildPercent(projectors: readonly Pick<RebuildProjectorProgress, 'phase' | 'eventsDone' | 'eventsTotal'>[]): number {
  if (projectors.length === 0) return 100;
  const share = (p: (typeof projectors)[number]) =>
    p.phase === 'done' || p.phase === 'swapping' ? 1 : p.phase === 'waiting' || !p.eventsTotal ? 0 : Math.min(1, p.eventsDone / p.eventsTotal);
  return Math.round((projectors.reduce((sum, p) => sum + share(p), 0) / projectors.length) * 1000) / 10;
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

/** The read replica (DATABASE_READ_URL) as the API sees it now: GET /api/admin/operations/read-replica. */
export interface ReadReplicaResponse {
  /** A replica is configured; when not, the primary answers everything and the rest is null or false. */
  configured: boolean;
  /** It answered just now. */
  reachable: boolean;
  /** How far its replay is behind the primary (0 when it holds all the primary had flushed); null when unreachable or unknown. */
  lagMs: number | null;
  /** The most the reports accept (DATABASE_READ_MAX_LAG_MS). */
  maxLagMs: number;
  /** Which server answers the reports now. */
  reportsFrom: 'replica' | 'primary';
  /** Why the primary answers them though a replica is configured; null otherwise. */
  reason: string | null;
}
