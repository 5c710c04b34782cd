import { EventIdReusedError, WrongExpectedVersionError } from './errors';
import type { ExpectedVersion, NewEvent, StreamAppend } from './types';

export interface PlannedRow {
  event: NewEvent;
  streamId: string;
  streamPosition: number;
}

export type CallerOutcome =
  | { kind: 'write'; rows: PlannedRow[] }
  | { kind: 'duplicate'; eventIds: string[] }
  | { kind: 'reject'; error: Error };

export interface BatchPlan {
  outcomes: CallerOutcome[];
  /**
   * The rows' stream positions count from the stream's head as the INSERT
   * finds it (1 is the next position), not from a head read beforehand.
   */
  afterHeads: boolean;
}

/**
 * Decides, for each caller of a group commit in arrival order, whether its
 * events are written (and at which stream positions), are a repeat of events
 * already stored, or are refused. Pure: the caller supplies what the database
 * holds (stored event ids, each stream's last position) and gets back the rows
 * to insert. Callers are independent: one refused caller never affects another.
 */
export function planBatch(
  callers: readonly StreamAppend[][],
  storedEventIds: ReadonlySet<string>,
  storedVersions: ReadonlyMap<string, number>,
): BatchPlan {
  const versions = new Map(storedVersions);
  const seen = new Set(storedEventIds);
  const outcomes = callers.map((appends): CallerOutcome => {
    const ids = appends.flatMap((a) => a.events.map((e) => e.eventId));
    const already = ids.filter((id) => seen.has(id));
    if (already.length === ids.length) return { kind: 'duplicate', eventIds: ids };
    if (already.length > 0) return { kind: 'reject', error: new EventIdReusedError(already) };
    if (new Set(ids).size !== ids.length) return { kind: 'reject', error: new EventIdReusedError(ids) };

    const conflict = appends.find((a) => !versionMatches(a.expectedVersion, versions.get(a.streamId)));
    if (conflict) {
      const actual = versions.get(conflict.streamId) ?? 'no_stream';
      return { kind: 'reject', error: new WrongExpectedVersionError(conflict.streamId, conflict.expectedVersion as number | 'no_stream', actual) };
    }
    const rows = appends.flatMap((a) =>
      a.events.map((event) => {
        const streamPosition = (versions.get(a.streamId) ?? 0) + 1;
        versions.set(a.streamId, streamPosition);
        return { event, streamId: a.streamId, streamPosition };
      }),
    );
    ids.forEach((id) => seen.add(id));
    return { kind: 'write', rows };
  });
  return { outcomes, afterHeads: false };
}

/**
 * Plans the common batch without reading the database: no caller expects a
 * stream version and no event id appears twice in it. Each row's position is
 * its place among the batch's rows of its stream, counted from the head the
 * INSERT finds. Answers null for a batch that needs what is stored to be
 * planned (planBatch).
 *
 * Nothing checks here that the ids are new or that another writer is not
 * appending to the same streams: a stored id (a retried call) or a position
 * taken meanwhile fails the INSERT on a unique constraint, writing nothing,
 * and the batch is planned again with planBatch.
 */
export function planAfterHeads(callers: readonly StreamAppend[][]): BatchPlan | null {
  const ids = new Set<string>();
  const counts = new Map<string, number>();
  const outcomes: CallerOutcome[] = [];
  for (const appends of callers) {
    if (appends.some((a) => a.expectedVersion !== undefined && a.expectedVersion !== 'any')) return null;
    const rows: PlannedRow[] = [];
    for (const { streamId, events } of appends) {
      for (const event of events) {
        if (ids.has(event.eventId)) return null;
        ids.add(event.eventId);
        const streamPosition = (counts.get(streamId) ?? 0) + 1;
        counts.set(streamId, streamPosition);
        rows.push({ event, streamId, streamPosition });
      }
    }
    outcomes.push({ kind: 'write', rows });
  }
  return { outcomes, afterHeads: true };
}

function versionMatches(expected: ExpectedVersion | undefined, actual: number | undefined): boolean {
  if (expected === undefined || expected === 'any') return true;
  if (expected === 'no_stream') return actual === undefined;
  return actual === expected;
}
