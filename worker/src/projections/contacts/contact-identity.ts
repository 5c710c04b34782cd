import { furthestStep, type FunnelStep, type Utm } from '@pitchlens/contracts';
import { v5 as uuidv5 } from 'uuid';

const CONTACT_ID_NAMESPACE = '6b7c1f52-3a0e-4f0b-9a51-2f0c6c1d8e44';

export interface Contact {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  currentFunnelStep: FunnelStep | null;
  referrerName: string | null;
  referrerEmail: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  lastUtmSource: string | null;
  lastUtmMedium: string | null;
  lastUtmCampaign: string | null;
  anonymous: boolean;
  sessionIds: string[];
  pageViews: number;
  events: number;
  createdAt: Date;
  lastActivity: Date;
}

/**
 * The contacts a batch touches, loaded from the read model, and what the
 * batch did to them. Ids are derived from the first key a contact was known
 * by, so a rebuild from the log gives every contact the same id again.
 */
export class ContactDirectory {
  readonly contacts = new Map<string, Contact>();
  readonly byEmail = new Map<string, string>();
  readonly bySession = new Map<string, string>();
  /** Anonymous contacts folded into an identified one, with where they went. */
  readonly merges: { from: string; to: string }[] = [];
  readonly changedSessions = new Set<string>();

  constructor(loaded: Contact[] = [], sessions: [string, string][] = []) {
    for (const contact of loaded) this.remember(contact);
    for (const [sessionId, contactId] of sessions) this.bySession.set(sessionId, contactId);
  }

  /** The contact of an anonymous visitor's session, created on first sight. */
  visitor(sessionId: string, at: Date): Contact {
    const known = this.bySession.get(sessionId);
    if (known) return this.contacts.get(known) as Contact;
    const contact = blank(uuidv5(`session:${sessionId}`, CONTACT_ID_NAMESPACE), null, at);
    contact.sessionIds.push(sessionId);
    this.remember(contact);
    this.link(sessionId, contact.id);
    return contact;
  }

  /** The contact with this address, created if unknown; not linked to any session. */
  byAddress(email: string, at: Date): Contact {
    const known = this.byEmail.get(email);
    if (known) return this.contacts.get(known) as Contact;
    const contact = blank(uuidv5(`email:${email}`, CONTACT_ID_NAMESPACE), email, at);
    this.remember(contact);
    return contact;
  }

  /**
   * An email became known for a session. The session's anonymous history
   * becomes the contact's: an anonymous contact with no known address simply
   * gets it; one whose address already has a contact is merged into it. A
   * session that belonged to another identified person moves to this one.
   */
  identify(email: string, sessionId: string | null, at: Date): Contact {
    const current = sessionId ? this.bySession.get(sessionId) : undefined;
    const anonymous = current ? (this.contacts.get(current) as Contact) : undefined;
    if (anonymous?.anonymous && !this.byEmail.has(email)) {
      anonymous.email = email;
      anonymous.anonymous = false;
      this.byEmail.set(email, anonymous.id);
      return anonymous;
    }
    const contact = this.byAddress(email, at);
    if (anonymous?.anonymous) this.merge(anonymous, contact);
    else if (sessionId && current !== contact.id) {
      if (!contact.sessionIds.includes(sessionId)) contact.sessionIds.push(sessionId);
      this.link(sessionId, contact.id);
    }
    return contact;
  }

  private merge(from: Contact, into: Contact): void {
    if (from.createdAt < into.createdAt || !hasFirstTouch(into)) {
      if (hasFirstTouch(from)) {
        into.utmSource = from.utmSource;
        into.utmMedium = from.utmMedium;
        into.utmCampaign = from.utmCampaign;
      }
    }
    if (from.lastActivity > into.lastActivity || into.lastUtmSource === null) {
      if (from.lastUtmSource !== null || from.lastUtmMedium !== null || from.lastUtmCampaign !== null) {
        into.lastUtmSource = from.lastUtmSource;
        into.lastUtmMedium = from.lastUtmMedium;
        into.lastUtmCampaign = from.lastUtmCampaign;
      }
    }
    into.createdAt = from.createdAt < into.createdAt ? from.createdAt : into.createdAt;
    into.lastActivity = from.lastActivity > into.lastActivity ? from.lastActivity : into.lastActivity;
    into.pageViews += from.pageViews;
    into.events += from.events;
    if (from.currentFunnelStep) into.currentFunnelStep = furthestStep(into.currentFunnelStep, from.currentFunnelStep);
    for (const sessionId of from.sessionIds) {
      if (!into.sessionIds.includes(sessionId)) into.sessionIds.push(sessionId);
      this.link(sessionId, into.id);
    }
    this.contacts.delete(from.id);
    this.merges.push({ from: from.id, to: into.id });
  }

  private remember(contact: Contact): void {
    this.contacts.set(contact.id, contact);
    if (contact.email) this.byEmail.set(contact.email, contact.id);
  }

  private link(sessionId: string, contactId: string): void {
    this.bySession.set(sessionId, contactId);
    this.changedSessions.add(sessionId);
  }
}

/** Records activity: time, and UTM (first touch kept, last touch updated). */
export function touch(contact: Contact, at: Date, utm: Utm | null): void {
  if (at > contact.lastActivity) contact.lastActivity = at;
  if (!utm || !(utm.source || utm.medium || utm.campaign)) return;
  if (!hasFirstTouch(contact)) {
    contact.utmSource = utm.source ?? null;
    contact.utmMedium = utm.medium ?? null;
    contact.utmCampaign = utm.campaign ?? null;
  }
  contact.lastUtmSource = utm.source ?? null;
  contact.lastUtmMedium = utm.medium ?? null;
  contact.lastUtmCampaign = utm.campaign ?? null;
}

function hasFirstTouch(contact: Contact): boolean {
  return contact.utmSource !== null || contact.utmMedium !== null || contact.utmCampaign !== null;
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
    anonymous: email === null,
    sessionIds: [],
    pageViews: 0,
    events: 0,
    createdAt: at,
    lastActivity: at,
  };
}
