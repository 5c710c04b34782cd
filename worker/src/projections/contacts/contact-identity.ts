import { furthestStep, type OrderedFunnelStep, type Touch } from '@pitchlens/contracts';
import { v5 as uuidv5 } from 'uuid';

const CONTACT_ID_NAMESPACE = '6b7c1f52-3a0e-4f0b-9a51-2f0c6c1d8e44';

export interface Contact {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  currentFunnelStep: OrderedFunnelStep | null;
  referrerName: string | null;
  referrerEmail: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  lastUtmSource: string | null;
  lastUtmMedium: string | null;
  lastUtmCampaign: string | null;
  /** When the first and last touches happened, and their events' ids (ties go to the smaller, resp. larger, id). */
  firstTouchAt: Date | null;
  firstTouchId: string | null;
  lastTouchAt: Date | null;
  lastTouchId: string | null;
  anonymous: boolean;
  sessionIds: string[];
  pageViews: number;
  events: number;
  createdAt: Date;
  lastActivity: Date;
}

/** Who referred a person, and the name the referral gave them: theirs once they act themselves. */
export interface Referral {
  referrerName: string;
  referrerEmail: string;
  firstName: string | null;
  lastName: string | null;
}

/** Where an event stands in the log; readers apply events in this order. */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

/** Before every event: where a session's first part begins. */
export const SESSION_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/**
 * A stretch of a session that is one contact's: from the event at `from`
 * (the session's start, for its first part) until the event that began the
 * next part (`until`; null while the session is still theirs).
 */
export interface SessionPart {
  sessionId: string;
  contactId: string;
  from: LogPosition;
  until: LogPosition | null;
}

/**
 * The contacts a batch touches, loaded from the read model, and what the
 * batch did to them. Ids are derived from the first key a contact was known
 * by, so a rebuild from the log gives every contact the same id again.
 *
 * A session is its first claimant's from its start (what it did anonymously
 * folds into them), and each later claim by someone else begins a part of the
 * session that is theirs (sessionClaimOf says which events claim): two people
 * on one browser each keep their own acts, and neither absorbs the other.
 */
export class ContactDirectory {
  readonly contacts = new Map<string, Contact>();
  readonly byEmail = new Map<string, string>();
  /** Anonymous contacts folded into an identified one, with where they went. */
  readonly merges: { from: string; to: string }[] = [];
  /** Each session's parts the batch knows, in log order: the one open when it was loaded, then those it began. */
  private readonly parts = new Map<string, SessionPart[]>();
  private readonly changedSessions = new Set<string>();

  constructor(
    loaded: Contact[] = [],
    /** The open (latest) part of each of the batch's sessions the read model knows. */
    openParts: SessionPart[] = [],
    /** Referrals of the batch's addresses, as stored and as the batch adds them. */
    readonly referrals = new Map<string, Referral>(),
  ) {
    for (const contact of loaded) this.remember(contact);
    for (const part of openParts) this.parts.set(part.sessionId, [{ ...part }]);
  }

  /** The contact whose a session's acts are now. */
  ownerOf(sessionId: string): string | undefined {
    return this.parts.get(sessionId)?.at(-1)?.contactId;
  }

  /** Every part of the sessions the batch changed, to be written. */
  changedParts(): SessionPart[] {
    return [...this.changedSessions].flatMap((sessionId) => this.parts.get(sessionId) ?? []);
  }

  /**
   * A person was referred: kept for when they act. If they already have a
   * contact, it shows its (first) referral now.
   */
  referred(email: string, referral: Referral): void {
    if (!this.referrals.has(email)) this.referrals.set(email, referral);
    const known = this.byEmail.get(email);
    if (known) applyReferral(this.contacts.get(known) as Contact, this.referrals.get(email) as Referral);
  }

  /** The contact whose the session's acts are now; an anonymous visitor's, created on first sight. */
  visitor(sessionId: string, at: Date): Contact {
    const known = this.ownerOf(sessionId);
    if (known) return this.contacts.get(known) as Contact;
    const contact = blank(uuidv5(`session:${sessionId}`, CONTACT_ID_NAMESPACE), null, at);
    contact.sessionIds.push(sessionId);
    this.remember(contact);
    this.begin(sessionId, contact.id, SESSION_START);
    return contact;
  }

  /** The contact with this address, created if unknown; not linked to any session. */
  byAddress(email: string, at: Date): Contact {
    const known = this.byEmail.get(email);
    if (known) return this.contacts.get(known) as Contact;
    const contact = blank(uuidv5(`email:${email}`, CONTACT_ID_NAMESPACE), email, at);
    this.remember(contact);
    this.referralOf(contact);
    return contact;
  }

  /**
   * An address claimed a session at `position`. The session's anonymous
   * history becomes the person's: an anonymous contact with no known address
   * simply gets it; one whose address already has a contact is merged into
   * it. A session that was another person's is this one's from `position`
   * on; its earlier acts stay the other person's.
   */
  identify(email: string, sessionId: string | null, at: Date, position: LogPosition): Contact {
    const current = sessionId ? this.ownerOf(sessionId) : undefined;
    const anonymous = current ? (this.contacts.get(current) as Contact) : undefined;
    if (anonymous?.anonymous && !this.byEmail.has(email)) {
      anonymous.email = email;
      anonymous.anonymous = false;
      this.byEmail.set(email, anonymous.id);
      this.referralOf(anonymous);
      return anonymous;
    }
    const contact = this.byAddress(email, at);
    if (anonymous?.anonymous) this.merge(anonymous, contact);
    else if (sessionId && current !== contact.id) {
      if (!contact.sessionIds.includes(sessionId)) contact.sessionIds.push(sessionId);
      this.begin(sessionId, contact.id, current ? position : SESSION_START);
    }
    return contact;
  }

  /**
   * Folds an anonymous session's contact into the person's. Every figure is
   * the earliest or latest of both, so the order sessions merge in never
   * changes the result.
   */
  private merge(from: Contact, into: Contact): void {
    offerFirstTouch(into, { source: from.utmSource, medium: from.utmMedium, campaign: from.utmCampaign }, from.firstTouchAt, from.firstTouchId);
    offerLastTouch(into, { source: from.lastUtmSource, medium: from.lastUtmMedium, campaign: from.lastUtmCampaign }, from.lastTouchAt, from.lastTouchId);
    into.createdAt = from.createdAt < into.createdAt ? from.createdAt : into.createdAt;
    into.lastActivity = from.lastActivity > into.lastActivity ? from.lastActivity : into.lastActivity;
    into.pageViews += from.pageViews;
    into.events += from.events;
    if (from.currentFunnelStep) into.currentFunnelStep = furthestStep(into.currentFunnelStep, from.currentFunnelStep);
    // An anonymous contact is one session never claimed, whose only part the batch loaded.
    for (const sessionId of from.sessionIds) {
      if (!into.sessionIds.includes(sessionId)) into.sessionIds.push(sessionId);
      for (const part of this.parts.get(sessionId) ?? []) if (part.contactId === from.id) part.contactId = into.id;
      this.changedSessions.add(sessionId);
    }
    this.contacts.delete(from.id);
    this.merges.push({ from: from.id, to: into.id });
  }

  private referralOf(contact: Contact): void {
    const referral = contact.email ? this.referrals.get(contact.email) : undefined;
    if (referral) applyReferral(contact, referral);
  }

  private remember(contact: Contact): void {
    this.contacts.set(contact.id, contact);
    if (contact.email) this.byEmail.set(contact.email, contact.id);
  }

  /** The session is the contact's from `from` on: the part open until then ends there. */
  private begin(sessionId: string, contactId: string, from: LogPosition): void {
    const parts = this.parts.get(sessionId) ?? [];
    const open = parts.at(-1);
    if (open) open.until = from;
    parts.push({ sessionId, contactId, from, until: null });
    this.parts.set(sessionId, parts);
    this.changedSessions.add(sessionId);
  }
}

/** Whether touch a came before touch b: by time, then by event id (ties must go one way, whatever the order of arrival). */
function precedes(aAt: Date, aId: string, bAt: Date, bId: string): boolean {
  return aAt.getTime() !== bAt.getTime() ? aAt < bAt : aId < bId;
}

/** Makes `touch` the first touch if it came before the contact's (a real touch beats none). */
function offerFirstTouch(contact: Contact, touch: Touch, at: Date | null, id: string | null): void {
  if (!at || !id) return;
  if (contact.firstTouchAt && contact.firstTouchId && !precedes(at, id, contact.firstTouchAt, contact.firstTouchId)) return;
  contact.utmSource = touch.source;
  contact.utmMedium = touch.medium;
  contact.utmCampaign = touch.campaign;
  contact.firstTouchAt = at;
  contact.firstTouchId = id;
}

/** Makes `touch` the last touch if it came after the contact's (a real touch beats none). */
function offerLastTouch(contact: Contact, touch: Touch, at: Date | null, id: string | null): void {
  if (!at || !id) return;
  if (contact.lastTouchAt && contact.lastTouchId && !precedes(contact.lastTouchAt, contact.lastTouchId, at, id)) return;
  contact.lastUtmSource = touch.source;
  contact.lastUtmMedium = touch.medium;
  contact.lastUtmCampaign = touch.campaign;
  contact.lastTouchAt = at;
  contact.lastTouchId = id;
}

/**
 * Records one of the person's own acts at its event time: first seen and
 * last activity widen to it, and a touch becomes the first or last touch
 * when it is the earliest or latest so far (ties by event id).
 */
export function act(contact: Contact, at: Date, eventId: string, touch: Touch | null): void {
  if (at < contact.createdAt) contact.createdAt = at;
  if (at > contact.lastActivity) contact.lastActivity = at;
  if (!touch) return;
  offerFirstTouch(contact, touch, at, eventId);
  offerLastTouch(contact, touch, at, eventId);
}

function applyReferral(contact: Contact, referral: Referral): void {
  if (contact.referrerEmail) return;
  contact.referrerName = referral.referrerName;
  contact.referrerEmail = referral.referrerEmail;
  if (!contact.firstName && !contact.lastName) {
    contact.firstName = referral.firstName;
    contact.lastName = referral.lastName;
  }
}

function blank(id: string, email: string | null, at: Date): Contact {
  return {
    id,
    email,
    firstName: null,
    lastName: null,
    currentFunnelStep: null,
    referrerName: null,
    referrerEmail: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    lastUtmSource: null,
    lastUtmMedium: null,
    lastUtmCampaign: null,
    firstTouchAt: null,
    firstTouchId: null,
    lastTouchAt: null,
    lastTouchId: null,
    anonymous: email === null,
    sessionIds: [],
    pageViews: 0,
    events: 0,
    createdAt: at,
    lastActivity: at,
  };
}
