import { normalizeEmail, streams, type PitchlensEvent, type RecordedMetadata } from '@pitchlens/contracts';
import type { Pool, PoolClient } from 'pg';
import { EVENT_COLUMNS, toRecorded, type EventRow } from '../event-reader';
import { personStreams } from '../person-streams';
import type { RecordedEvent } from '../types';
import { likePatterns, mentions } from './address-match';
import { sessionOwnersAt } from './session-claims';

/** An event as the privacy requests read it: with every field of its metadata (UNCONSUMED_METADATA too). */
export type LoggedEvent = RecordedEvent<PitchlensEvent> & { metadata: RecordedMetadata };

/** Who a person is known by: their address (if they gave one) and their browser sessions. */
export interface PersonKeys {
  email: string | null;
  sessionIds: string[];
}

/** A person's events, and the sessions found to be theirs. */
export interface PersonEvents {
  events: LoggedEvent[];
  sessionIds: string[];
}

/**
 * The address of whoever did what an event records, if it names them: a
 * referral is its referrer's act (the referred person is only named in it),
 * a referral's demo or payout the team member's who recorded it,
 * an email's outcome and a Stripe delivery are no one's.
 */
export function actorOf(event: LoggedEvent): string | null {
  switch (event.type) {
    case 'ReferralSubmitted':
      return normalizeEmail(event.data.referrer.email);
    // The team member who recorded it; the referral is named by id, not by anyone's address.
    case 'ReferralDemoAttended':
      return normalizeEmail(event.data.recordedBy);
    case 'ReferralPayoutPaid':
      return normalizeEmail(event.data.paidBy);
    case 'PageViewed':
    case 'EmailSent':
    case 'EmailFailed':
    case 'StripeEventReceived':
    case 'PersonErased':
    case 'AnnotationAdded':
    case 'AnnotationEdited':
    case 'AnnotationRemoved':
    case 'CataloguePublished':
    case 'ReadModelsRebuilt':
      return null;
    default:
      return event.data.email ? normalizeEmail(event.data.email) : null;
  }
}

/** The session an event of the person's own tells of: its call's, or the one it identified. */
function sessionsOf(event: LoggedEvent): string[] {
  const ids = [event.metadata.sessionId, event.type === 'ContactIdentified' ? event.data.sessionId : null];
  return ids.filter((id): id is string => id !== null && id !== '');
}

/** The events that name an address anywhere in their data (any case, URL-encoded too), or sit in a stream named by it. */
export async function findEventsNaming(db: Pool | PoolClient, address: string): Promise<LoggedEvent[]> {
  const email = normalizeEmail(address);
  const named = [personStreams.contact(email), personStreams.referredPerson(email)];
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM event_store.events e
      WHERE lower(e.data::text) LIKE ANY($1::text[]) OR e.stream_id = ANY($2::text[])`,
    [likePatterns(email), named],
  );
  // LIKE finds candidates (`an@x.com` also inside `jan@x.com`); the exact match decides.
  return (rows.map(toRecorded) as LoggedEvent[]).filter((event) => mentions(event.data, email) || named.includes(event.streamId));
}

/**
 * Everything the log holds about a person, read from the log itself: the
 * events that name their address anywhere (any case, URL-encoded too), the
 * streams named by it, and the events of their sessions — the sessions
 * given and those their own acts were made in — made while the session was
 * theirs (a session two people used is split where the second one named
 * themselves; see sessionClaimOf), never another person's acts. Found by a
 * scan of the log: erasure and access requests are rare, and the log is the
 * only complete record.
 */
export async function findPersonEvents(db: Pool | PoolClient, keys: PersonKeys): Promise<PersonEvents> {
  const email = keys.email ? normalizeEmail(keys.email) : null;
  const found = new Map<string, LoggedEvent>();
  const sessions = new Set(keys.sessionIds);
  if (email) {
    for (const event of await findEventsNaming(db, email)) {
      found.set(event.globalPosition, event);
      if (actorOf(event) === email) for (const id of sessionsOf(event)) sessions.add(id);
    }
  }
  if (sessions.size > 0) {
    const ids = [...sessions];
    // Every claim of the sessions is read, or their owners could not be told.
    const { rows } = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events e
        WHERE e.stream_id = ANY($1::text[]) OR e.metadata->>'sessionId' = ANY($2::text[])
           OR (e.type = 'ContactIdentified' AND e.data->>'sessionId' = ANY($2::text[]))`,
      [ids.map(streams.visitor), ids],
    );
    const inSessions = rows.map(toRecorded) as LoggedEvent[];
    const owners = sessionOwnersAt(inSessions);
    for (const event of inSessions) {
      const actor = actorOf(event);
      const theirs = actor === null ? owners.get(event.globalPosition) === email : actor === email;
      if (theirs) found.set(event.globalPosition, event);
    }
  }
  const events = [...found.values()].sort((a, b) => (BigInt(a.globalPosition) < BigInt(b.globalPosition) ? -1 : 1));
  return { events, sessionIds: [...sessions].sort() };
}
