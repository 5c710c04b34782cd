/** A new event as a caller hands it to the store. */
export interface NewEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: Record<string, unknown>;
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

export interface RecordedEvent {
  globalPosition: string;
  transactionId: string;
  eventId: string;
  streamId: string;
  streamPosition: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recordedAt: Date;
}
