import { assertNever, dayOf, furthestStep, normalizeEmail, occurredAt, PROJECTOR_EVENT_TYPES, touchOf, type EventsOf } from '@pitchlens/contracts';
import { sessionClaimOf, type RecordedEvent } from '@pitchlens/event-store';
import { act, type Contact, type ContactDirectory } from './contact-identity';

export type ContactEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.contacts>;

/** Funnel counts a batch adds: who reached which step (for unique counts), and how often. */
export class FunnelTally {
  readonly reached: { day: string; step: string; utm_source: string; contact_id: string }[] = [];
  /** Each time a contact reached a step, for the conversion funnel. */
  readonly times: { contact_id: string; step: string; at: string }[] = [];
  readonly events = new Map<string, { day: string; step: string; utm_source: string; events: number }>();
  /** Each touch a contact made, with its time: revenue credits the buyer's latest touch at or before a payment. */
  readonly touches: { contact_id: string; event_id: string; at: string; source: string | null; medium: string | null; campaign: string | null }[] = [];

  add(at: Date, step: string, source: string, contactId: string | null): void {
    const day = dayOf(at);
    if (contactId) {
      this.reached.push({ day, step, utm_source: source, contact_id: contactId });
      this.times.push({ contact_id: contactId, step, at: at.toISOString() });
    }
    const key = `${day}\u0000${step}\u0000${source}`;
    const entry = this.events.get(key) ?? { day, step, utm_source: source, events: 0 };
    entry.events += 1;
    this.events.set(key, entry);
  }
}

/** The keys a batch needs loaded before it can be applied. */
export function keysOf(events: RecordedEvent<ContactEvent>[]): { sessionIds: Set<string>; emails: Set<string> } {
  const sessionIds = new Set<string>();
  const emails = new Set<string>();
  for (const event of events) {
    if (event.metadata.sessionId !== null) sessionIds.add(event.metadata.sessionId);
    const claim = sessionClaimOf(event);
    if (claim) sessionIds.add(claim.sessionId);
    const email = event.type === 'ReferralSubmitted' ? event.data.referred.email : 'email' in event.data ? event.data.email : null;
    if (email) emails.add(normalizeEmail(email));
  }
  return { sessionIds, emails };
}

/**
 * Applies one event to the contacts and the funnel tally, at its event time.
 * A bot's calls are no one's acts: they are left out here, as from every figure.
 */
export function applyContactEvent(directory: ContactDirectory, funnel: FunnelTally, event: RecordedEvent<ContactEvent>): void {
  if (event.metadata.bot) return;
  const at = occurredAt(event.metadata, event.recordedAt);
  const { sessionId } = event.metadata;
  const touch = touchOf(event.metadata);
  const claim = sessionClaimOf(event);
  const position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
  /** The contact an act belongs to: the person it names (whose the session it claims is from here on), else the session's. */
  const actor = (email: string | null): Contact | null =>
    email ? directory.identify(normalizeEmail(email), claim?.sessionId ?? null, at, position) : sessionId ? directory.visitor(sessionId, at) : null;
  const acted = (contact: Contact) => {
    act(contact, at, event.eventId, touch);
    if (touch) funnel.touches.push({ contact_id: contact.id, event_id: event.eventId, at: at.toISOString(), ...touch });
  };

  switch (event.type) {
    case 'PageViewed': {
      const contact = actor(null);
      if (!contact) return;
      contact.pageViews += 1;
      acted(contact);
      return;
    }
    case 'FunnelStepReached': {
      const contact = actor(event.data.email);
      if (contact) {
        contact.events += 1;
        contact.currentFunnelStep = furthestStep(contact.currentFunnelStep, event.data.step);
        acted(contact);
      }
      funnel.add(at, event.data.step, contact?.utmSource ?? touch?.source ?? '', contact?.id ?? null);
      return;
    }
    case 'ContactIdentified': {
      const contact = actor(event.data.email);
      if (!contact) return;
      if (event.data.firstName) contact.firstName = event.data.firstName;
      if (event.data.lastName) contact.lastName = event.data.lastName;
      acted(contact);
      return;
    }
    case 'FileDownloaded':
    case 'BreakdownEmailRequested': {
      const contact = actor(event.data.email);
      if (!contact) return;
      contact.events += 1;
      acted(contact);
      return;
    }
    case 'ReferralSubmitted': {
      // Being named in someone's form is not an act: the person becomes a contact when they act themselves.
      const { referred, referrer } = event.data;
      const [first, ...rest] = referred.name.split(/\s+/);
      directory.referred(normalizeEmail(referred.email), {
        referrerName: referrer.name,
        referrerEmail: referrer.email,
        firstName: first || null,
        lastName: rest.join(' ') || null,
      });
      return;
    }
    default:
      return assertNever(event, 'contacts projector');
  }
}
