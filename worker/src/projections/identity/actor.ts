import { normalizeEmail, type EventsOf, type PitchlensEventType } from '@pitchlens/contracts';
import { sessionClaimOf, type RecordedEvent } from '@pitchlens/event-store';
import type { Actor, PersonDirectory } from './person-directory';
import { referralIn } from './referral';

/** The calls identity reads: every browser call that is someone's act or names someone. A projector running identity reads them all. */
export const IDENTITY_EVENT_TYPES = [
  'PageViewed',
  'FunnelStepReached',
  'ContactIdentified',
  'FileDownloaded',
  'BreakdownEmailRequested',
  'ReferralSubmitted',
] as const satisfies readonly PitchlensEventType[];

export type IdentityEvent = EventsOf<typeof IDENTITY_EVENT_TYPES>;

/** The address an act names as its actor's own (a referral names others: it has none). */
export function actorAddressOf(event: RecordedEvent<IdentityEvent>): string | null {
  switch (event.type) {
    case 'FunnelStepReached':
    case 'ContactIdentified':
    case 'FileDownloaded':
    case 'BreakdownEmailRequested':
      return event.data.email ? normalizeEmail(event.data.email) : null;
    default:
      return null;
  }
}

/**
 * Whose act an event is (README "Who"): the person it names (the session it
 * claims, see sessionClaimOf, is theirs from here on), else its session's
 * owner at this point of the log. No one's: a bot's call, a call in no
 * session that names no one, and a referral (being named is not acting).
 */
export function actorOf(directory: PersonDirectory, event: RecordedEvent<IdentityEvent>): Actor | null {
  if (event.metadata.bot || event.type === 'ReferralSubmitted') return null;
  const email = actorAddressOf(event);
  const position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
  if (email) return directory.identify(email, sessionClaimOf(event)?.sessionId ?? null, position);
  return event.metadata.sessionId !== null ? directory.visitor(event.metadata.sessionId) : null;
}

/** The sessions and addresses a batch's events name: what identity must know before applying them. */
export function identityKeysOf(events: readonly RecordedEvent<IdentityEvent>[]): { sessionIds: Set<string>; emails: Set<string> } {
  const sessionIds = new Set<string>();
  const emails = new Set<string>();
  for (const event of events) {
    if (event.metadata.sessionId !== null) sessionIds.add(event.metadata.sessionId);
    const claim = sessionClaimOf(event);
    if (claim) sessionIds.add(claim.sessionId);
    const email = event.type === 'ReferralSubmitted' ? referralIn(event.data).email : actorAddressOf(event);
    if (email) emails.add(email);
  }
  return { sessionIds, emails };
}
