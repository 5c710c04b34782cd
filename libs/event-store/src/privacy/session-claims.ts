import { normalizeEmail, streams, type PitchlensEvent } from '@pitchlens/contracts';
import type { RecordedEvent } from '../types';

/** A session taken by a person: from the event that claims it on, the session's acts are theirs. */
export interface SessionClaim {
  sessionId: string;
  email: string;
}

/**
 * The session an event gives to the person it names, if it does: an
 * identification (in the session its data names, else its call's), or a
 * funnel step, download or breakdown request naming a real address in a
 * session; a bot's call claims nothing. Who a session's acts belong to is read
 * from these alone, by the contacts projector and the privacy requests alike:
 * from a claim on, the session is the claimant's until the next claim names
 * someone else, and what it did before its first claim is the first
 * claimant's. "Before" is log order, (transaction id, global position).
 */
export function sessionClaimOf(event: RecordedEvent<PitchlensEvent>): SessionClaim | null {
  if (event.metadata.bot) return null;
  const callSession = event.metadata.sessionId;
  let email: string | null;
  let sessionId: string | null;
  switch (event.type) {
    case 'ContactIdentified':
      email = event.data.email;
      sessionId = event.data.sessionId ?? callSession;
      break;
    case 'FunnelStepReached':
    case 'FileDownloaded':
    case 'BreakdownEmailRequested':
      email = event.data.email;
      sessionId = callSession;
      break;
    default:
      return null;
  }
  return email && sessionId ? { sessionId, email: normalizeEmail(email) } : null;
}

/** Whether event a comes before event b in the log. */
function precedesInLog(a: RecordedEvent, b: RecordedEvent): boolean {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return ta !== tb ? ta < tb : BigInt(a.globalPosition) < BigInt(b.globalPosition);
}

/** The session a call was made in: its metadata's, else the one its stream is named after. */
function sessionOfCall(event: RecordedEvent): string | null {
  const { sessionId } = event.metadata;
  if (sessionId !== null) return sessionId;
  const prefix = streams.visitor('');
  return event.streamId.startsWith(prefix) ? event.streamId.slice(prefix.length) : null;
}

/**
 * Whose each event's session was at that event, as claims split sessions
 * (see sessionClaimOf): by global position, the address of the session's
 * owner then, or null for a session no one has claimed. `events` must hold
 * every claim of their sessions; they are read in log order whatever their
 * order here. An event made in no session has no entry.
 */
export function sessionOwnersAt(events: readonly RecordedEvent<PitchlensEvent>[]): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  const current = new Map<string, string>();
  /** Per session never claimed so far, the events waiting for its first claimant. */
  const unclaimed = new Map<string, string[]>();
  const inLogOrder = [...events].sort((a, b) => (precedesInLog(a, b) ? -1 : 1));
  for (const event of inLogOrder) {
    const claim = sessionClaimOf(event);
    const sessionId = claim?.sessionId ?? sessionOfCall(event);
    if (sessionId === null) continue;
    if (claim) {
      for (const position of unclaimed.get(sessionId) ?? []) owners.set(position, claim.email);
      unclaimed.delete(sessionId);
      current.set(sessionId, claim.email);
    }
    const owner = current.get(sessionId) ?? null;
    owners.set(event.globalPosition, owner);
    if (owner === null) {
      const waiting = unclaimed.get(sessionId) ?? [];
      waiting.push(event.globalPosition);
      unclaimed.set(sessionId, waiting);
    }
  }
  return owners;
}
