import { assertNever, dayOf, furthestStep, isoString, occurredAt, PROJECTOR_EVENT_TYPES, touchOf, type EventsOf, type Touch } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';
import { actorOf, referralIn, type PersonDirectory } from '../identity';
import type { MoneyEvent } from '../money/money-event';
import { act } from './contact';
import type { ContactBook } from './contact-book';

/** The calls a contact is built from: everything the projector reads but payments and refunds (kept only for their buyer). */
export type ContactEvent = Exclude<EventsOf<typeof PROJECTOR_EVENT_TYPES.contacts>, MoneyEvent>;

/** Funnel counts a batch adds: who reached which step (for unique counts), and how often. */
export class FunnelTally {
  /** `timeZone`: the zone the tables count days in. */
  constructor(private readonly timeZone: string) {}

  readonly reached: { day: string; step: string; utm_source: string; contact_id: string }[] = [];
  /** Each time a contact reached a step, for the conversion funnel. */
  readonly times: { contact_id: string; step: string; at: string }[] = [];
  readonly events = new Map<string, { day: string; step: string; utm_source: string; events: number }>();
  /** Each touch of a contact, for the conversion funnel's breakdowns; `landing_path` is the path of the page view that carried it. */
  readonly touches: { contact_id: string; at: string; event_id: string; source: string | null; medium: string | null; campaign: string | null; landing_path: string | null }[] = [];

  /** The last time written and its text: an event's touch and step time share it. */
  private lastAt: Date | null = null;
  private lastText = '';

  /** A time as the rows carry it, text (a Date in a row puts JSON.stringify on its slow path: isoString). */
  private text(at: Date): string {
    if (at !== this.lastAt) [this.lastAt, this.lastText] = [at, isoString(at)];
    return this.lastText;
  }

  touched(contactId: string, at: Date, eventId: string, touch: Touch, landingPath: string | null): void {
    this.touches.push({ contact_id: contactId, at: this.text(at), event_id: eventId, ...touch, landing_path: landingPath });
  }

  add(at: Date, step: string, source: string, contactId: string | null): void {
    const day = dayOf(at, this.timeZone);
    if (contactId) {
      this.reached.push({ day, step, utm_source: source, contact_id: contactId });
      this.times.push({ contact_id: contactId, step, at: this.text(at) });
    }
    const key = `${day}\u0000${step}\u0000${source}`;
    const entry = this.events.get(key) ?? { day, step, utm_source: source, events: 0 };
    entry.events += 1;
    this.events.set(key, entry);
  }
}

/**
 * Applies one event to the contacts and the funnel tally, at its event time,
 * as the contact of the person identity says it is (identity decides first).
 * A bot's calls are no one's acts: they are left out here, as from every figure.
 */
export function applyContactEvent(identity: PersonDirectory, book: ContactBook, funnel: FunnelTally, event: RecordedEvent<ContactEvent>): void {
  if (event.metadata.bot) return;
  const at = occurredAt(event.metadata, event.recordedAt);
  const touch = touchOf(event.metadata);
  const actor = actorOf(identity, event);
  const contact = actor ? book.of(actor, at) : null;
  const acted = (landingPath: string | null = null) => {
    if (!contact) return;
    act(contact, at, event.eventId, touch);
    if (touch) funnel.touched(contact.id, at, event.eventId, touch, landingPath);
  };

  switch (event.type) {
    case 'PageViewed': {
      if (contact) contact.pageViews += 1;
      acted(event.data.path);
      return;
    }
    case 'FunnelStepReached': {
      if (contact) {
        contact.events += 1;
        contact.currentFunnelStep = furthestStep(contact.currentFunnelStep, event.data.step);
      }
      acted();
      funnel.add(at, event.data.step, contact?.utmSource ?? touch?.source ?? '', contact?.id ?? null);
      return;
    }
    case 'ContactIdentified': {
      if (contact && event.data.firstName) contact.firstName = event.data.firstName;
      if (contact && event.data.lastName) contact.lastName = event.data.lastName;
      acted();
      return;
    }
    case 'FileDownloaded':
    case 'BreakdownEmailRequested': {
      if (contact) contact.events += 1;
      acted();
      return;
    }
    case 'ReferralSubmitted': {
      // Being named in someone's form is not an act: the person becomes a contact when they act themselves.
      const { email, referral } = referralIn(event.data);
      const named = identity.referred(email, referral);
      if (named) book.referred(named.personId, named.referral);
      return;
    }
    default:
      return assertNever(event, 'contacts projector');
  }
}
