export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/**
 * What every event carries besides its data, as written. Only the two
 * constructors below build it, so each kind of writer stores the same keys:
 * a browser's call (callMetadata) or a fact the server records (factMetadata).
 * Readers take it from the log through readEventMetadata, which also reads
 * the older shapes the log holds.
 */
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
  /** When it happened (ISO 8601): the client's time when plausible, else arrival. Absent on older events. */
  occurredAt?: string;
  /** The client gave a time outside the plausible window; occurredAt is the arrival. */
  clientTimeRejected?: true;
  /** The user agent is a bot's: recorded, left out of every figure. */
  bot?: true;
  /** A page view's referrer on another site: its host, lower-cased, without `www.`. */
  referrerHost?: string;
}

/** What a browser's call tells about itself; the session and raw fields are null when it asks not to be tracked. */
export interface BrowserCall {
  requestId: string;
  sessionId: string | null;
  ipHash: string | null;
  userAgent: string | null;
  utm: Utm | null;
  /** Its event time (eventTimeOf); none for calls recorded before event times. */
  time?: Pick<EventMetadata, 'occurredAt' | 'clientTimeRejected'>;
  bot: boolean;
  referrerHost: string | null;
}

/** A browser call's metadata. A flag or referrer it lacks is left out, not stored as false or null. */
export function callMetadata(call: BrowserCall): EventMetadata {
  return {
    correlationId: call.requestId,
    causationId: call.requestId,
    sessionId: call.sessionId,
    ipHash: call.ipHash,
    userAgent: call.userAgent,
    utm: call.utm,
    ...call.time,
    ...(call.bot ? { bot: true } : {}),
    ...(call.referrerHost ? { referrerHost: call.referrerHost } : {}),
  };
}

/** What a fact the server records follows from, the session it is credited to, and when it happened if not on arrival. */
export interface FactCause {
  correlationId: string;
  causationId: string | null;
  sessionId?: string | null;
  occurredAt?: string;
}

/** A server-recorded fact's metadata: no browser made it, so it has no address hash, user agent or campaign. */
export function factMetadata(cause: FactCause): EventMetadata {
  return {
    correlationId: cause.correlationId,
    causationId: cause.causationId,
    sessionId: cause.sessionId ?? null,
    ipHash: null,
    userAgent: null,
    utm: null,
    ...(cause.occurredAt ? { occurredAt: cause.occurredAt } : {}),
  };
}
