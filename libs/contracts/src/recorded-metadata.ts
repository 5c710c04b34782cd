import type { EventMetadata, Utm } from './event-metadata';

/**
 * An event's metadata as read from the log: every field of EventMetadata,
 * null where the event lacks it and flags false. The log is immutable and
 * holds every shape ever written: events from before event times, bots and
 * referrers; facts the server recorded; user agents and address hashes made
 * null by retention or an erasure.
 */
export type RecordedMetadata = {
  readonly [K in keyof EventMetadata]-?: NonNullable<EventMetadata[K]> extends true ? boolean : NonNullable<EventMetadata[K]> | null;
};

const UTM_KEYS: ReadonlySet<string> = new Set(['source', 'medium', 'campaign', 'term', 'content'] satisfies (keyof Utm)[]);

/**
 * Reads stored metadata. It never throws: a field that is missing or holds
 * something else reads as absent, so one odd event cannot stop a projector.
 */
export function readEventMetadata(stored: unknown): RecordedMetadata {
  const fields = isRecord(stored) ? stored : {};
  return {
    correlationId: text(fields.correlationId),
    causationId: text(fields.causationId),
    // The API takes session ids of 8 characters or more: an empty one names no session.
    sessionId: text(fields.sessionId) || null,
    ipHash: text(fields.ipHash),
    userAgent: text(fields.userAgent),
    utm: utmOf(fields.utm),
    occurredAt: timeOf(fields.occurredAt),
    clientTimeRejected: fields.clientTimeRejected === true,
    bot: fields.bot === true,
    referrerHost: text(fields.referrerHost),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A time that is no date would make every day of a projector's batch unreadable: the arrival stands in for it. */
function timeOf(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** The campaign fields held as text, in their stored order. */
function utmOf(value: unknown): Utm | null {
  if (!isRecord(value)) return null;
  return Object.fromEntries(Object.entries(value).filter(([key, field]) => UTM_KEYS.has(key) && typeof field === 'string'));
}
