import { furthestStep, type OrderedFunnelStep, type Touch } from '@pitchlens/contracts';

/** A person's row in the contacts read model: who they are (as identity says) and the figures of their own acts. */
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

/** A person's contact before any act of theirs is counted: first seen and last active at `at`. */
export function blankContact(id: string, email: string | null, at: Date): Contact {
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

/**
 * Adds the figures of a merged person's contact to the one they merged into.
 * Every figure is the earliest, latest, furthest or sum of both, so the order
 * sessions merge in never changes the result.
 */
export function absorb(into: Contact, from: Contact): void {
  offerFirstTouch(into, { source: from.utmSource, medium: from.utmMedium, campaign: from.utmCampaign }, from.firstTouchAt, from.firstTouchId);
  offerLastTouch(into, { source: from.lastUtmSource, medium: from.lastUtmMedium, campaign: from.lastUtmCampaign }, from.lastTouchAt, from.lastTouchId);
  into.createdAt = from.createdAt < into.createdAt ? from.createdAt : into.createdAt;
  into.lastActivity = from.lastActivity > into.lastActivity ? from.lastActivity : into.lastActivity;
  into.pageViews += from.pageViews;
  into.events += from.events;
  if (from.currentFunnelStep) into.currentFunnelStep = furthestStep(into.currentFunnelStep, from.currentFunnelStep);
  for (const sessionId of from.sessionIds) if (!into.sessionIds.includes(sessionId)) into.sessionIds.push(sessionId);
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
