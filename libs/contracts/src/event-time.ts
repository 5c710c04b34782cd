import type { EventMetadata } from './event-metadata';
import { isoString } from './iso-string';
import type { RecordedMetadata } from './recorded-metadata';

/** How far before its arrival a client may say it acted: a page kept open, a call retried later. */
export const CLIENT_TIME_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** How far ahead of the server's clock a client's may run. */
export const CLIENT_TIME_MAX_AHEAD_MS = 5 * 60 * 1000;

/**
 * An event's time from the client's claim: kept when it lies within 72 hours
 * before and 5 minutes after arrival, else the arrival (and the event says so).
 */
export function eventTimeOf(claimed: string | undefined, arrival: Date): Pick<EventMetadata, 'occurredAt' | 'clientTimeRejected'> {
  if (claimed === undefined) return { occurredAt: isoString(arrival) };
  const at = Date.parse(claimed);
  const offset = at - arrival.getTime();
  if (Number.isNaN(at) || offset < -CLIENT_TIME_MAX_AGE_MS || offset > CLIENT_TIME_MAX_AHEAD_MS) {
    return { occurredAt: isoString(arrival), clientTimeRejected: true };
  }
  return { occurredAt: isoString(new Date(at)) };
}

/** When a recorded event happened: its event time, or its arrival for events recorded before event times. */
export function occurredAt(metadata: Pick<RecordedMetadata, 'occurredAt'>, recordedAt: Date): Date {
  return metadata.occurredAt ? new Date(metadata.occurredAt) : recordedAt;
}
