import { normalizeEmail, sessionIdFromPlaceholder, WITHHELD, type ExportedEvent, type PersonExport, type ReferralSubmitted } from '@pitchlens/contracts';
import type { Pool, PoolClient } from 'pg';
import { actorOf, findPersonEvents, type LoggedEvent, type PersonEvents, type PersonKeys } from './person-events';

/** Anything written like an address, as typed or URL-encoded (a path, a referrer). */
const ADDRESS_LIKE = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/** Whose an address is: the person's own, or a placeholder of one of their sessions. */
type IsTheirs = (written: string) => boolean;

/**
 * A person's access export: each of their events with its time, data and
 * call metadata, and nothing of anyone else's — another person's side of a
 * referral, fields holding another address, and the metadata of calls
 * another person made read WITHHELD; emails to someone else are left out.
 */
export function buildPersonExport(found: PersonEvents, email: string | null, now: Date): PersonExport {
  const address = email === null ? null : normalizeEmail(email);
  const sessions = new Set(found.sessionIds);
  const isTheirs: IsTheirs = (written) => {
    const plain = decoded(written);
    const session = sessionIdFromPlaceholder(plain);
    return normalizeEmail(plain) === address || (session !== null && sessions.has(session));
  };
  const events = found.events
    .filter((event) => isShown(event, address))
    .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime() || (BigInt(a.globalPosition) < BigInt(b.globalPosition) ? -1 : 1))
    .map((event) => exported(event, isOwnAct(event, address, sessions), address, isTheirs));
  return { generatedAt: now.toISOString(), email, sessionIds: found.sessionIds, events, withheld: WITHHELD };
}

/** Reads the person's events from the log and exports them. */
export async function exportPerson(db: Pool | PoolClient, keys: PersonKeys, now: Date): Promise<PersonExport> {
  return buildPersonExport(await findPersonEvents(db, keys), keys.email, now);
}

function isEmailOutcome(event: LoggedEvent): event is Extract<LoggedEvent, { type: 'EmailSent' | 'EmailFailed' }> {
  return event.type === 'EmailSent' || event.type === 'EmailFailed';
}

/** An email's outcome belongs to its recipient alone. */
function isShown(event: LoggedEvent, address: string | null): boolean {
  return !isEmailOutcome(event) || (address !== null && normalizeEmail(event.data.to) === address);
}

/** What they did themselves, or what happened in their session or to their mailbox without naming anyone. */
function isOwnAct(event: LoggedEvent, address: string | null, sessions: Set<string>): boolean {
  const actor = actorOf(event);
  if (actor !== null) return actor === address;
  // An email outcome reaching here is to them (isShown).
  return isEmailOutcome(event) || (event.metadata.sessionId !== null && sessions.has(event.metadata.sessionId));
}

function exported(event: LoggedEvent, own: boolean, address: string | null, isTheirs: IsTheirs): ExportedEvent {
  const { sessionId, ipHash, userAgent, utm, referrerHost, occurredAt } = event.metadata;
  const listed = { sessionId, ipHash, userAgent, utm, referrerHost };
  const data = event.type === 'ReferralSubmitted' ? referralSides(event.data, address) : event.data;
  return {
    eventId: event.eventId,
    type: event.type,
    recordedAt: event.recordedAt.toISOString(),
    occurredAt,
    // An email outcome names only its recipient; the rest (a Message-ID looks like an address) is our mail system's.
    data: isEmailOutcome(event) ? data : othersWithheld(data, isTheirs),
    // Another person's call: their session, address hash, browser and campaign are theirs.
    metadata: own ? listed : withheldValues(listed),
  };
}

/** The person's own side of a referral as recorded; the other party's fields withheld. */
function referralSides(data: ReferralSubmitted['data'], address: string | null): unknown {
  const theirs = (email: string) => address !== null && normalizeEmail(email) === address;
  return {
    ...data,
    referrer: theirs(data.referrer.email) ? data.referrer : { name: WITHHELD, email: WITHHELD },
    referred: theirs(data.referred.email) ? data.referred : { name: WITHHELD, email: WITHHELD, title: WITHHELD, company: WITHHELD },
  };
}

/** Every string (keys included) that holds an address other than theirs, withheld whole: it may name that person otherwise too. */
function othersWithheld(value: unknown, isTheirs: IsTheirs): unknown {
  const scrub = (text: string) => ([...text.matchAll(ADDRESS_LIKE)].every(([written]) => isTheirs(written)) ? text : WITHHELD);
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((item: unknown) => othersWithheld(item, isTheirs));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [scrub(key), othersWithheld(item, isTheirs)]));
  return value;
}

function withheldValues(metadata: ExportedEvent['metadata']): ExportedEvent['metadata'] {
  return Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, value === null ? null : WITHHELD])) as ExportedEvent['metadata'];
}

function decoded(written: string): string {
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}
