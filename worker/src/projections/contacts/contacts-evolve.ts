import { furthestStep, normalizeEmail, type PitchlensEvent, type Utm } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';
import { touch, type Contact, type ContactDirectory } from './contact-identity';

export const CONTACT_EVENT_TYPES = [
  'PageViewed',
  'FunnelStepReached',
  'ContactIdentified',
  'FileDownloaded',
  'BreakdownEmailRequested',
  'ReferralSubmitted',
] as const;

type ContactEvent = Extract<PitchlensEvent, { type: (typeof CONTACT_EVENT_TYPES)[number] }>;

/** Funnel counts a batch adds: who reached which step (for unique counts), and how often. */
export class FunnelTally {
  readonly reached: { day: string; step: string; utm_source: string; contact_id: string }[] = [];
  readonly events = new Map<string, { day: string; step: string; utm_source: string; events: number }>();

  add(day: string, step: string, source: string, contactId: string | null): void {
    if (contactId) this.reached.push({ day, step, utm_source: source, contact_id: contactId });
    const key = `${day}\u0000${step}\u0000${source}`;
    const entry = this.events.get(key) ?? { day, step, utm_source: source, events: 0 };
    entry.events += 1;
    this.events.set(key, entry);
  }
}

/** The keys a batch needs loaded before it can be applied. */
export function keysOf(events: RecordedEvent[]): { sessionIds: Set<string>; emails: Set<string> } {
  const sessionIds = new Set<string>();
  const emails = new Set<string>();
  for (const recorded of events) {
    const sessionId = recorded.metadata.sessionId;
    if (typeof sessionId === 'string') sessionIds.add(sessionId);
    const event = recorded as unknown as ContactEvent;
    const email = event.type === 'ReferralSubmitted' ? event.data.referred.email : 'email' in event.data ? event.data.email : null;
    if (email) emails.add(normalizeEmail(email));
  }
  return { sessionIds, emails };
}

/** Applies one event to the contacts and the funnel tally. */
export function applyContactEvent(directory: ContactDirectory, funnel: FunnelTally, recorded: RecordedEvent): void {
  const event = { type: recorded.type, data: recorded.data } as ContactEvent;
  const at = recorded.recordedAt;
  const sessionId = typeof recorded.metadata.sessionId === 'string' ? recorded.metadata.sessionId : null;
  const utm = (recorded.metadata.utm as Utm | null | undefined) ?? null;
  /** The contact an activity belongs to: the email when given, else the session's visitor. */
  const actor = (email: string | null): Contact | null =>
    email ? directory.identify(normalizeEmail(email), sessionId, at) : sessionId ? directory.visitor(sessionId, at) : null;

  switch (event.type) {
    case 'PageViewed': {
      const contact = actor(null);
      if (!contact) return;
      contact.pageViews += 1;
      touch(contact, at, utm);
      return;
    }
    case 'FunnelStepReached': {
      const contact = actor(event.data.email);
      if (contact) {
        contact.events += 1;
        contact.currentFunnelStep = furthestStep(contact.currentFunnelStep, event.data.step);
        touch(contact, at, utm);
      }
      funnel.add(dayOf(at), event.data.step, contact?.utmSource ?? utm?.source ?? '', contact?.id ?? null);
      return;
    }
    case 'ContactIdentified': {
      const contact = directory.identify(normalizeEmail(event.data.email), event.data.sessionId ?? sessionId, at);
      if (event.data.firstName) contact.firstName = event.data.firstName;
      if (event.data.lastName) contact.lastName = event.data.lastName;
      touch(contact, at, utm);
      return;
    }
    case 'FileDownloaded':
    case 'BreakdownEmailRequested': {
      const contact = actor(event.data.email);
      if (!contact) return;
      contact.events += 1;
      touch(contact, at, utm);
      return;
    }
    case 'ReferralSubmitted': {
      // The referred person becomes a contact; the session is the referrer's, not theirs.
      const { referred, referrer } = event.data;
      const contact = directory.byAddress(normalizeEmail(referred.email), at);
      if (!contact.firstName && !contact.lastName) {
        const [first, ...rest] = referred.name.split(/\s+/);
        contact.firstName = first || null;
        contact.lastName = rest.join(' ') || null;
      }
      contact.referrerName ??= referrer.name;
      contact.referrerEmail ??= referrer.email;
      return;
    }
    default:
      return assertNever(event);
  }
}

export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function assertNever(event: never): never {
  throw new Error(`contacts projector cannot handle ${(event as { type: string }).type}`);
}
