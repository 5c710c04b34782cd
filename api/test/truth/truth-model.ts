import { funnelRank, normalizeEmail, type FunnelStep, type OrderedFunnelStep, type ProductId } from '@pitchlens/contracts';

/**
 * The ground truth, computed only from the README's rules ("What the numbers
 * mean") and the generator's own record of the calls the API accepted: who is
 * whom, each contact's steps, touches, first seen and last activity.
 */

/** When something happened, in ms: exact for a kept client time, else the span in which the call arrived. */
export interface Window {
  lo: number;
  hi: number;
}

export interface Touch {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export type CallKind = 'pageView' | 'step' | 'contact' | 'download' | 'breakdown' | 'referral' | 'checkoutBuyer' | 'storeCustomer' | 'paymentStep';

/** One accepted call (a retry stored once is one call), or a step the payment recorded. */
export interface RecordedCall {
  kind: CallKind;
  sessionId: string | null;
  /** The real address the call names (as sent); null when it has none or the call is anonymous. */
  email: string | null;
  bot: boolean;
  at: Window;
  step?: FunnelStep;
  path?: string;
  referrer?: string;
  utm?: { utmSource?: string; utmMedium?: string; utmCampaign?: string };
}

export interface Referral {
  referrerName: string;
  referrerEmail: string;
  referred: string[];
  at: Window;
}

export interface Purchase {
  product: ProductId;
  amountCents: number;
  sessionId: string | null;
  email: string | null;
  paidAt: Window;
}

/** Everything the generator knows it did. */
export interface Ledger {
  calls: RecordedCall[];
  referrals: Referral[];
  purchases: Purchase[];
  /** The page's own host (host:port), against which a referrer is external or not. */
  ownHost: string;
}

export interface TruthContact {
  key: string;
  /** Normalised real address; null for an anonymous visitor. */
  email: string | null;
  sessionIds: Set<string>;
  /** Earliest time (window lo) each step was reached. */
  firstReach: Map<FunnelStep, number>;
  furthest: OrderedFunnelStep | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  createdAt: Window;
  lastActivity: Window;
  referrer: { name: string; email: string } | null;
}

export interface Truth {
  contacts: Map<string, TruthContact>;
  /** Non-bot calls. */
  calls: RecordedCall[];
  botCalls: RecordedCall[];
  purchases: (Purchase & { source: string | null })[];
}

/** A call's touch: its UTM fields, else an external referrer on a page view. */
export function touchOf(call: RecordedCall, ownHost: string): Touch | null {
  const { utmSource, utmMedium, utmCampaign } = call.utm ?? {};
  if (utmSource !== undefined || utmMedium !== undefined || utmCampaign !== undefined) {
    return { source: utmSource ?? null, medium: utmMedium ?? null, campaign: utmCampaign ?? null };
  }
  if (call.kind !== 'pageView' || !call.referrer) return null;
  let host: string;
  try {
    host = new URL(call.referrer).host.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  const own = ownHost.toLowerCase().replace(/^www\./, '');
  return host === '' || host === own ? null : { source: `referral:${host}`, medium: null, campaign: null };
}

/** The contact a call belongs to, given which sessions real addresses identified. */
function contactKey(call: RecordedCall, sessionEmail: Map<string, string>): string | null {
  if (call.email) return normalizeEmail(call.email);
  if (call.sessionId) return sessionEmail.get(call.sessionId) ?? `anon:${call.sessionId}`;
  return null;
}

export function buildTruth(ledger: Ledger): Truth {
  const calls = ledger.calls.filter((c) => !c.bot);
  const botCalls = ledger.calls.filter((c) => c.bot);
  // A session is identified by the (one) real address that arrives with it.
  const sessionEmail = new Map<string, string>();
  for (const call of calls) {
    if (call.sessionId && call.email && !sessionEmail.has(call.sessionId)) sessionEmail.set(call.sessionId, normalizeEmail(call.email));
  }
  const contacts = new Map<string, TruthContact>();
  const touches = new Map<string, { at: number; touch: Touch }[]>();
  for (const call of calls) {
    const key = contactKey(call, sessionEmail);
    if (key === null) throw new Error(`an accepted ${call.kind} call belongs to no one`);
    let contact = contacts.get(key);
    if (!contact) {
      contact = {
        key,
        email: key.startsWith('anon:') ? null : key,
        sessionIds: new Set(),
        firstReach: new Map(),
        furthest: null,
        firstTouch: null,
        lastTouch: null,
        createdAt: { ...call.at },
        lastActivity: { ...call.at },
        referrer: null,
      };
      contacts.set(key, contact);
    }
    if (call.sessionId) contact.sessionIds.add(call.sessionId);
    contact.createdAt = { lo: Math.min(contact.createdAt.lo, call.at.lo), hi: Math.min(contact.createdAt.hi, call.at.hi) };
    contact.lastActivity = { lo: Math.max(contact.lastActivity.lo, call.at.lo), hi: Math.max(contact.lastActivity.hi, call.at.hi) };
    if (call.step) {
      const before = contact.firstReach.get(call.step);
      if (before === undefined || call.at.lo < before) contact.firstReach.set(call.step, call.at.lo);
      if (funnelRank(call.step) > (contact.furthest === null ? -1 : funnelRank(contact.furthest))) contact.furthest = call.step as OrderedFunnelStep;
    }
    const touch = touchOf(call, ledger.ownHost);
    if (touch) touches.set(key, [...(touches.get(key) ?? []), { at: call.at.lo, touch }]);
  }
  for (const [key, list] of touches) {
    // The generator gives touches exact, distinct times, so no tie-break is needed.
    list.sort((a, b) => a.at - b.at);
    const contact = contacts.get(key) as TruthContact;
    contact.firstTouch = list[0].touch;
    contact.lastTouch = list[list.length - 1].touch;
  }
  // The earliest referral naming a person who became a contact shows on their row.
  for (const referral of [...ledger.referrals].sort((a, b) => a.at.lo - b.at.lo)) {
    for (const address of referral.referred) {
      const contact = contacts.get(normalizeEmail(address));
      if (contact && !contact.referrer) contact.referrer = { name: referral.referrerName.trim(), email: normalizeEmail(referral.referrerEmail) };
    }
  }
  const purchases = ledger.purchases.map((p) => {
    const key = contactKey({ kind: 'paymentStep', sessionId: p.sessionId, email: p.email, bot: false, at: p.paidAt }, sessionEmail);
    return { ...p, source: (key && contacts.get(key)?.firstTouch?.source) ?? null };
  });
  return { contacts, calls, botCalls, purchases };
}

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether a window lies inside [from, until): true, false, or null when it straddles a bound. */
export function windowWithin(at: Window, from: number | null, until: number | null): boolean | null {
  const inside = (ms: number) => (from === null || ms >= from) && (until === null || ms < until);
  const lo = inside(at.lo);
  return lo === inside(at.hi) ? lo : null;
}
