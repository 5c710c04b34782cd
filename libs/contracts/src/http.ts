import type { FunnelStep } from './funnel-steps';
import type { ReferralTitle } from './referrals';

/**
 * Request and response bodies of the public API, shared by the browser client
 * and the server's validators. Every tracking call may also carry a client
 * `eventId` (UUIDv7, makes retries idempotent), the `sessionId` and UTM fields.
 */
export interface TrackingEnvelope {
  eventId?: string;
  sessionId?: string;
  /** When the visitor acted (ISO 8601), if not now: kept when it is plausible (see eventTimeOf). */
  occurredAt?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
}

export interface TrackContactRequest extends TrackingEnvelope {
  email: string;
  currentFunnelStep?: FunnelStep;
  firstName?: string;
  lastName?: string;
  metadata?: { isAnonymous?: boolean; sessionId?: string; visitedAt?: string };
}

export interface TrackFunnelStepRequest extends TrackingEnvelope {
  email?: string;
  step: FunnelStep;
  stepData?: Record<string, unknown>;
}

export interface TrackDownloadRequest extends TrackingEnvelope {
  email?: string;
  downloadType: string;
}

export interface TrackPageViewRequest extends TrackingEnvelope {
  path: string;
  referrer?: string;
  title?: string;
}

export interface BreakdownEmailRequest extends TrackingEnvelope {
  email: string;
  firstName?: string;
}

type ReferralRow<N extends 1 | 2 | 3> = {
  [K in `referral${N}Name` | `referral${N}Email` | `referral${N}Company`]?: string;
} & { [K in `referral${N}Title`]?: ReferralTitle };

export type ReferralSubmissionRequest = TrackingEnvelope &
  ReferralRow<1> &
  ReferralRow<2> &
  ReferralRow<3> & { name: string; email: string; consent: boolean };

export interface TrackResponse {
  success: true;
  eventIds: string[];
  /** True when these events were already recorded by an earlier identical call. */
  duplicate: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Every 4xx/5xx answer of the API has this shape. */
export interface ErrorResponse {
  success: false;
  statusCode: number;
  error: string;
  fields: FieldError[];
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}
