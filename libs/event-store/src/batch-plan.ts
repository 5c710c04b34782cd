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
): CallerOutcome[] {
  const versions = new Map(storedVersions);
  const seen = new Set(storedEventIds);
  return callers.map((appends) => {
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
}

function versionMatches(expected: ExpectedVersion | undefined, actual: number | undefined): boolean {
  if (expected === undefined || expected === 'any') return true;
  if (expected === 'no_stream') return actual === undefined;
  return actual === expected;
}
