import { CATALOGUE, funnelRank, normalizeEmail, type FunnelStep, type OrderedFunnelStep, type ProductId } from '@pitchlens/contracts';

/**
 * The ground truth, computed only from the README's rules ("What the numbers
 * mean") and the generator's own record of the calls the API accepted: who is
 * whom, each contact's steps, touches, first seen and last activity, and the
 * acts and purchases each contact's timeline holds.
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

export type CallKind =
  | 'pageView'
  | 'step'
  | 'contact'
  | 'download'
  | 'breakdown'
  | 'referral'
  | 'checkoutCreate'
  | 'checkoutBuyer'
  | 'storeCustomer'
  | 'paymentStep';

/** One accepted call (a retry stored once is one call), or a step the payment recorded. */
export interface RecordedCall {
  kind: CallKind;
  sessionId: string | null;
  /** The real address the call names (as sent); null when it has none or the call is anonymous. */
  email: string | null;
  bot: boolean;
  at: Window;
  /**
   * Its place in the order the API received the calls: the ledger's order,
   * which is the log's for the calls of a session sent one after another.
   * A payment's steps take their checkout's place.
   */
  seq: number;
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

/** One card confirmation: Stripe reports it (declined or taken) within this window, in whole seconds. */
export interface Attempt {
  declined: boolean;
  at: Window;
}

export interface CheckoutRecord {
  product: ProductId;
  sessionId: string | null;
  /** The address the checkout was given (by its create call or checkout-buyer, as typed); null when none. */
  email: string | null;
  /** Its place among the calls: whose the session was when the checkout was made. */
  seq: number;
  attempts: Attempt[];
  /** When Stripe took the payment (the trial: saved the card and started it); null when every attempt was declined. */
  paidAt: Window | null;
  stripeIds: StripeIds;
  /** What was given back for it at Stripe, each refund with when Stripe made it. */
  refunds: { amountCents: number; at: Window }[];
  /** Its subscription was cancelled at Stripe. */
  cancelled: boolean;
  /** Its trial's end when it was moved at Stripe (ms), with the subscription's id; null when it was not. */
  trialEndsAt: { at: number; subscriptionId: string } | null;
}

/** The Stripe objects a checkout's create call made: a PaymentIntent or a SetupIntent, and the subscription if it made one. */
export type StripeIds = ({ paymentIntentId: string } | { setupIntentId: string }) & { subscriptionId: string | null };

/** Everything the generator knows it did. */
export interface Ledger {
  calls: RecordedCall[];
  referrals: Referral[];
  checkouts: CheckoutRecord[];
  /** The site's own hosts (host:port: the pages' and SITE_URL's), against which a referrer is external or not. */
  ownHosts: string[];
}

/** A payment Stripe confirmed, for what the catalogue charges, credited to its buyer's first touch. */
export interface Purchase {
  product: ProductId;
  amountCents: number;
  paidAt: Window;
  source: string | null;
  /** Who bought (the contact's key; without a contact, the address, else the payment itself). */
  buyer: string;
  firstTouch: Touch | null;
  /** The buyer's latest touch before Stripe took the payment. */
  lastTouch: Touch | null;
  refunds: { amountCents: number; at: Window }[];
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
  /** Every touch of theirs in time order, with the path of the page view that carried it (null for another call). */
  touches: { at: number; touch: Touch; path: string | null }[];
  createdAt: Window;
  lastActivity: Window;
  referrer: { name: string; email: string } | null;
  /** The person's own calls, in the order they were received. */
  acts: RecordedCall[];
  /** The checkouts whose payments are theirs. */
  checkouts: CheckoutRecord[];
}

export interface Truth {
  contacts: Map<string, TruthContact>;
  /** Non-bot calls. */
  calls: RecordedCall[];
  botCalls: RecordedCall[];
  purchases: Purchase[];
  referrals: Referral[];
}

/** A call's touch: its UTM fields, else an external referrer on a page view. */
export function touchOf(call: RecordedCall, ownHosts: string[]): Touch | null {
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
  const own = ownHosts.map((h) => h.toLowerCase().replace(/^www\./, ''));
  return host === '' || own.includes(host) ? null : { source: `referral:${host}`, medium: null, campaign: null };
}

/**
 * Whose a session is as its calls arrive: the last real address it named
 * (two people on one browser take turns), and before it named any, the
 * first it will name; a session that never names one is its own anonymous
 * visitor.
 */
class SessionOwners {
  private readonly named = new Map<string, { seq: number; key: string }[]>();

  constructor(calls: RecordedCall[]) {
    for (const call of calls) {
      if (!call.sessionId || !call.email) continue;
      const named = { seq: call.seq, key: normalizeEmail(call.email) };
      const list = this.named.get(call.sessionId);
      if (list) list.push(named);
      else this.named.set(call.sessionId, [named]);
    }
  }

  at(sessionId: string, seq: number): string {
    const list = this.named.get(sessionId);
    if (!list) return `anon:${sessionId}`;
    let key = list[0].key;
    for (const named of list) if (named.seq <= seq) key = named.key;
    return key;
  }

  /** The person an act is: the address it names, else its session's at the time. */
  of(act: { email: string | null; sessionId: string | null; seq: number }): string | null {
    if (act.email) return normalizeEmail(act.email);
    return act.sessionId ? this.at(act.sessionId, act.seq) : null;
  }
}

const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;

export function buildTruth(ledger: Ledger): Truth {
  const calls = ledger.calls.filter((c) => !c.bot).sort(bySeq);
  const botCalls = ledger.calls.filter((c) => c.bot);
  const owners = new SessionOwners(calls);
  const contacts = new Map<string, TruthContact>();

  for (const call of calls) {
    const key = owners.of(call);
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
        touches: [],
        createdAt: { ...call.at },
        lastActivity: { ...call.at },
        referrer: null,
        acts: [],
        checkouts: [],
      };
      contacts.set(key, contact);
    }
    if (call.sessionId) contact.sessionIds.add(call.sessionId);
    contact.acts.push(call);
    contact.createdAt = { lo: Math.min(contact.createdAt.lo, call.at.lo), hi: Math.min(contact.createdAt.hi, call.at.hi) };
    contact.lastActivity = { lo: Math.max(contact.lastActivity.lo, call.at.lo), hi: Math.max(contact.lastActivity.hi, call.at.hi) };
    if (call.step) {
      const before = contact.firstReach.get(call.step);
      if (before === undefined || call.at.lo < before) contact.firstReach.set(call.step, call.at.lo);
      if (funnelRank(call.step) > (contact.furthest === null ? -1 : funnelRank(contact.furthest))) contact.furthest = call.step as OrderedFunnelStep;
    }
    const touch = touchOf(call, ledger.ownHosts);
    if (touch) contact.touches.push({ at: call.at.lo, touch, path: call.kind === 'pageView' ? (call.path ?? null) : null });
  }
  for (const contact of contacts.values()) {
    if (contact.touches.length === 0) continue;
    // The generator gives touches exact, distinct times, so no tie-break is needed.
    contact.touches.sort((a, b) => a.at - b.at);
    contact.firstTouch = contact.touches[0].touch;
    contact.lastTouch = contact.touches[contact.touches.length - 1].touch;
  }
  // The earliest referral naming a person who became a contact shows on their row.
  for (const referral of [...ledger.referrals].sort((a, b) => a.at.lo - b.at.lo)) {
    for (const address of referral.referred) {
      const contact = contacts.get(normalizeEmail(address));
      if (contact && !contact.referrer) contact.referrer = { name: referral.referrerName.trim(), email: normalizeEmail(referral.referrerEmail) };
    }
  }
  // A payment is the address the checkout was given, else whoever the session was then.
  const purchases: Purchase[] = [];
  for (const checkout of [...ledger.checkouts].sort(bySeq)) {
    const key = owners.of(checkout);
    const buyer = key === null ? undefined : contacts.get(key);
    buyer?.checkouts.push(checkout);
    if (checkout.paidAt && checkout.product !== 'premium_trial') {
      const { paidAt } = checkout;
      const before = buyer?.touches.filter((t) => t.at < paidAt.lo) ?? [];
      // Stripe stamps the payment with a second within [lo, hi], and a touch within that second counts as before it:
      // the rules tell which side a touch up to the end of hi's second is on only from the stamp, which the model does not know.
      const stampedBy = Math.floor(paidAt.hi / 1000) * 1000 + 1000;
      if (buyer?.touches.some((t) => t.at >= paidAt.lo && t.at < stampedBy)) throw new Error(`a touch of ${buyer.key} lies within its payment's window: the plan must keep them apart`);
      purchases.push({
        product: checkout.product, amountCents: CATALOGUE[checkout.product].amountCents, paidAt, source: buyer?.firstTouch?.source ?? null,
        buyer: buyer?.key ?? (checkout.email ? normalizeEmail(checkout.email) : `payment:${checkout.seq}`),
        firstTouch: buyer?.firstTouch ?? null, lastTouch: before.length > 0 ? before[before.length - 1].touch : null, refunds: checkout.refunds,
      });
    }
  }
  return { contacts, calls, botCalls, purchases, referrals: ledger.referrals };
}

/**
 * The report time zone the truth test runs in: India's, +05:30 all year, whose
 * midnight (18:30 UTC) splits the generated traffic. The model counts its days
 * by README's rule (a day runs from local midnight to local midnight) from the
 * fixed offset, not from Intl as the product does.
 */
export const TRUTH_TIME_ZONE = { name: 'Asia/Kolkata', offset: '+05:30', offsetMs: 5.5 * 3_600_000 };

/** The local day an instant falls on. */
export const dayOf = (ms: number): string => new Date(ms + TRUTH_TIME_ZONE.offsetMs).toISOString().slice(0, 10);

/** Local midnight: where a day begins. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00${TRUTH_TIME_ZONE.offset}`);

/** Whether a window lies inside [from, until): true, false, or null when it straddles a bound. */
export function windowWithin(at: Window, from: number | null, until: number | null): boolean | null {
  const inside = (ms: number) => (from === null || ms >= from) && (until === null || ms < until);
  const lo = inside(at.lo);
  return lo === inside(at.hi) ? lo : null;
}
