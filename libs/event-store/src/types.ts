import type { EventMetadata, RecordedMetadata } from '@pitchlens/contracts';

/** A new event as a caller hands it to the store. */
export interface NewEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * What the caller believes the stream's version to be: a number (the position
 * of its last event), 'no_stream' (it must not exist yet) or 'any' (no check).
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface StreamAppend {
  streamId: string;
  expectedVersion?: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendedEvent {
  eventId: string;
  streamId: string;
  streamPosition: number;
  globalPosition: string;
}

/**
 * 'duplicate' means every event id was already stored: a retry of a call that
 * had succeeded, answered as a success without writing anything.
 */
export type AppendResult =
  | { status: 'appended'; events: AppendedEvent[] }
  | { status: 'duplicate'; eventIds: string[] };

/** Where a reader stands: the last (transaction id, global position) it has seen. */
export interface Checkpoint {
  transactionId: string;
  globalPosition: string;
}

export const START_CHECKPOINT: Checkpoint = { transactionId: '0', globalPosition: '0' };

/** What the log is made of: a type name and that type's data. */
export interface EventShape {
  type: string;
  data: unknown;
}

/**
 * Metadata no projector or reactor reads: the visitor's user agent and hashed
 * IP, kept for the privacy export (LoggedEvent), and the causation id.
 * Pages of the log leave them out (EventReader): parsing them was a fifth of
 * what reading a page cost the worker.
 */
export const UNCONSUMED_METADATA = ['userAgent', 'ipHash', 'causationId'] as const satisfies readonly (keyof RecordedMetadata)[];

/** An event's metadata as a consumer reads it. */
export type ConsumedMetadata = Omit<RecordedMetadata, (typeof UNCONSUMED_METADATA)[number]>;

/** Where and when an event was stored, and what came with it. */
export interface EventEnvelope {
  globalPosition: string;
  transactionId: string;
  eventId: string;
  streamId: string;
  streamPosition: number;
  schemaVersion: number;
  /** Read through readEventMetadata: the same fields whatever shape the event was stored in (the privacy export's LoggedEvent has them all). */
  metadata: ConsumedMetadata;
  recordedAt: Date;
}

/**
 * A stored event. Given a union of event shapes it is the union of their
 * recorded forms, so checking `type` narrows `data`.
 */
export type RecordedEvent<E extends EventShape = EventShape> = E extends EventShape ? EventEnvelope & { type: E['type']; data: E['data'] } : never;
