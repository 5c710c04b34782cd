/**
 * The shape of the synthetic event log: who visits, when, and what they do.
 * Events are planned session by session into flat typed arrays (a million
 * objects would cost hundreds of MB), then put in time order once.
 */
import { Columns, DAY_MS, FLAG_EMAIL, FLAG_ENTRY, FLAG_REMOVED, FLAG_UTM, KIND, KINDS, type Kind } from './projections-seed-columns';
import { FRAMEWORK_SESSION, MONTHLY, StripePlan, TRIAL, YEARLY } from './projections-seed-stripe-plan';

const { PageViewed: PV, FunnelStepReached: FS, ContactIdentified: CI, FileDownloaded: FD, BreakdownEmailRequested: BR, ReferralSubmitted: RS } = KIND;

export const ORDERED_STEPS = ['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout', 'framework_session', 'completed'] as const;
export const STEP_PAGES = ['/', '/lp/sales-calls', '/breakdown', '/checkout/trial', '/checkout/premium', '/framework', '/welcome'];
/** Chance of going on from ordered step k to k + 1: most visits end early. */
const GO_ON = [0.5, 0.4, 0.3, 0.3, 0.4, 0.5];
/** Activity steps: counted, never move a contact along the funnel. Index = ORDERED_STEPS.length + i. */
export const ACTIVITY_STEPS = ['features', 'partner_landing', 'pitchlens_vs_gong', 'trial_signup_success', 'premium_purchase_success'] as const;
export const ACTIVITY_PAGES = ['/features', '/partners', '/compare/gong', '/checkout/trial/success', '/checkout/premium/success'];
export const CONTENT_PAGES = ['/blog/discovery-calls', '/blog/objection-handling', '/pricing', '/about', '/blog/cold-calling', '/customers', '/resources', '/blog/negotiation'];
export const DOWNLOAD_TYPES = ['breakdown.pdf', 'tactics.csv'];
export const IDENTIFICATION_SOURCES = ['track-contact', 'breakdown-request', 'referral'] as const;

/** Page index space of PageViewed's arg: ordered steps' pages, then activity pages, then content pages. */
export const PAGES = [...STEP_PAGES, ...ACTIVITY_PAGES, ...CONTENT_PAGES];
const ACTIVITY_PAGE = STEP_PAGES.length;
const CONTENT_PAGE = ACTIVITY_PAGE + ACTIVITY_PAGES.length;

export const WINDOW_DAYS = 30;

export interface SeedTargets {
  events: number;
  sessions: number;
  identified: number;
  referralRows: number;
  breakdowns: number;
}

/** Per logged event, how many sessions, identified sessions, referred people and breakdown requests a log has. */
export interface SeedShape {
  sessions: number;
  identified: number;
  referralRows: number;
  breakdowns: number;
}

/** The projections brief's proportions (1M: 100k sessions, 30k identified, 5k referrals, 2k breakdown requests). */
export const PROJECTIONS_SHAPE: SeedShape = { sessions: 0.1, identified: 0.03, referralRows: 0.005, breakdowns: 0.002 };

/** `shape` scaled to `events`. */
export function targetsFor(events: number, shape: SeedShape = PROJECTIONS_SHAPE): SeedTargets {
  return {
    events,
    sessions: Math.round(events * shape.sessions),
    identified: Math.round(events * shape.identified),
    referralRows: Math.round(events * shape.referralRows),
    breakdowns: Math.round(events * shape.breakdowns),
  };
}

/** Small fast deterministic PRNG: the same log every run, so runs compare. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Submission {
  session: number;
  /** Global index of its first referred person; rows are consecutive. */
  firstPerson: number;
  rows: number;
}

export interface SeedPlan {
  targets: SeedTargets;
  events: Columns;
  /** Event indices in log order (time, then plan order: an append's events stay together). */
  order: Uint32Array;
  /** Per session: index into UTMS, or -1 for direct traffic. */
  utm: Int8Array;
  /** Per session: identified (has an email) or not. */
  identified: Uint8Array;
  submissions: Submission[];
  /** For a ReferralSubmitted event's arg (global person index): its submission. */
  submissionOfPerson: Int32Array;
  /** What sessions bought, on Stripe's side: each one's subscription, if any. */
  stripe: StripePlan;
  countByKind: Record<Kind, number>;
  windowStart: number;
  windowEnd: number;
}

/**
 * Plans the log: every session has one or more visits walking the funnel
 * (page view, then the step) with drop-off, content pages in between and
 * downloads at the breakdown step. Identified sessions identify once during
 * their first visit (some through a breakdown request); some of them later
 * refer colleagues. What a session bought is then planned on Stripe's side
 * (StripePlan). The page-view count is then trimmed or topped up so the
 * total is exact: Stripe's facts come out of the same budget.
 */
export function planSeed(targets: SeedTargets, windowEnd: number, seed = 20261121): SeedPlan {
  const random = mulberry32(seed);
  const windowStart = windowEnd - WINDOW_DAYS * DAY_MS;
  const events = new Columns();
  const { sessions } = targets;
  const stripe = new StripePlan(events, random, windowEnd, sessions);
  const utm = new Int8Array(sessions);
  const identified = new Uint8Array(sessions);
  const firstVisit = new Float64Array(sessions * 2);

  // Which sessions identify, which of those ask for a breakdown and which refer people.
  const shuffled = shuffle(Array.from({ length: sessions }, (_, i) => i), random);
  const identifiedSessions = shuffled.slice(0, targets.identified);
  for (const s of identifiedSessions) identified[s] = 1;
  const breakdownBy = new Set(identifiedSessions.slice(0, targets.breakdowns));
  const submissions: Submission[] = [];
  let people = 0;
  for (const s of identifiedSessions.slice(targets.breakdowns)) {
    if (people >= targets.referralRows) break;
    const rows = Math.min(targets.referralRows - people, 1 + Math.floor(random() * 3));
    submissions.push({ session: s, firstPerson: people, rows });
    people += rows;
  }
  const submissionBySession = new Map(submissions.map((sub, i) => [sub.session, i]));
  const submissionOfPerson = new Int32Array(people);

  const gap = (meanS: number) => 2000 + Math.round(-Math.log(1 - random()) * meanS * 1000);

  /** One visit from `start`; returns its end. */
  const visit = (s: number, start: number, first: boolean): number => {
    let t = start;
    const withUtm = first && utm[s] >= 0 ? FLAG_UTM : 0;
    let k = withUtm && random() < 0.3 ? 1 : 0; // ad clicks land on the landing page
    const boost = identified[s] ? 1.35 : 1;
    events.push(t, s, PV, k, FLAG_ENTRY | withUtm);
    events.push((t += gap(20)), s, FS, k, withUtm);
    for (;;) {
      while (random() < 0.55) events.push((t += gap(40)), s, PV, CONTENT_PAGE + Math.floor(random() * CONTENT_PAGES.length));
      const roll = random();
      const activity = roll < 0.05 ? 0 : roll < 0.065 ? 1 : roll < 0.08 ? 2 : -1;
      if (activity >= 0) {
        events.push((t += gap(30)), s, PV, ACTIVITY_PAGE + activity);
        events.push((t += gap(10)), s, FS, ORDERED_STEPS.length + activity);
      }
      if (k === 2 && random() < 0.35) events.push((t += gap(15)), s, FD, 0);
      if (k === 5 && random() < 0.5) stripe.buy((t += gap(90)), s, FRAMEWORK_SESSION);
      // Half of premium buyers pay yearly. A subscription's checkout takes the buyer's address: sessions that never give one leave there.
      const plan = k === 3 ? TRIAL : s % 2 ? YEARLY : MONTHLY;
      if ((k === 3 || k === 4) && identified[s] && stripe.mayCheckOut(s, plan) && random() < (k === 3 ? 0.4 : 0.3)) {
        const success = k === 3 ? 3 : 4;
        // Stripe confirms a checkout before its success page.
        stripe.buy((t += gap(50)), s, plan);
        events.push((t += gap(10)), s, PV, ACTIVITY_PAGE + success);
        events.push((t += gap(5)), s, FS, ORDERED_STEPS.length + success);
      }
      if (k === ORDERED_STEPS.length - 1 || random() >= Math.min(0.9, GO_ON[k] * boost)) break;
      k += 1;
      events.push((t += gap(45)), s, PV, k);
      events.push((t += gap(15)), s, FS, k);
    }
    if (random() < 0.02) events.push((t += gap(30)), s, FD, 1);
    return t;
  };

  for (let s = 0; s < sessions; s++) {
    utm[s] = random() < 0.55 ? Math.floor(random() * UTMS.length) : -1;
    const start = sessionStart(random, windowStart, windowEnd);
    const from = events.size;
    let end = visit(s, start, true);
    firstVisit[2 * s] = start;
    firstVisit[2 * s + 1] = end;
    const firstVisitEvents = events.size - from;

    if (identified[s]) {
      // Identification happens somewhere in the first visit, after the entry page.
      const after = from + Math.floor(random() * firstVisitEvents);
      const at = after < events.size - 1 ? Math.floor((events.at[after] + events.at[after + 1]) / 2) : events.at[after] + 1500;
      if (breakdownBy.has(s)) {
        const group = events.push(at, s, CI, 1);
        events.push(at, s, BR, 0, 0, group);
      } else {
        events.push(at, s, CI, 0);
      }
      const submission = submissionBySession.get(s);
      if (submission !== undefined) {
        const sub = submissions[submission];
        const at2 = Math.max(end, at) + gap(90);
        const group = events.push(at2, s, CI, 2);
        for (let r = 0; r < sub.rows; r++) {
          submissionOfPerson[sub.firstPerson + r] = submission;
          events.push(at2, s, RS, sub.firstPerson + r, 0, group);
        }
        end = at2;
      }
      // Returning visits: identified people come back more.
      let next = end;
      for (let v = 0; random() < (v === 0 ? 0.6 : 0.4); v++) {
        next += 3_600_000 + Math.round(-Math.log(1 - random()) * 2 * DAY_MS);
        if (next >= windowEnd - DAY_MS / 4) break;
        next = visit(s, next, false);
      }
      // Later calls of an identified session often carry the email.
      for (let i = from; i < events.size; i++) {
        if (events.at[i] > at && (events.kind[i] === FS || events.kind[i] === FD) && random() < 0.7) events.flags[i] |= FLAG_EMAIL;
      }
    } else if (random() < 0.2) {
      const next = end + 3_600_000 + Math.round(-Math.log(1 - random()) * 2 * DAY_MS);
      if (next < windowEnd - DAY_MS / 4) visit(s, next, false);
    }
    stripe.settle(s);
  }

  fitTotal(events, targets.events, firstVisit, random);
  const order = logOrder(events);
  const countByKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  for (const i of order) countByKind[KINDS[events.kind[i]]] += 1;
  return { targets, events, order, utm, identified, submissions, submissionOfPerson, stripe, countByKind, windowStart, windowEnd };
}

/** Trims non-entry page views, or adds content page views inside first visits, until the total is exact. */
function fitTotal(events: Columns, total: number, firstVisit: Float64Array, random: () => number): void {
  let excess = events.size - total;
  while (excess > 0) {
    const i = Math.floor(random() * events.size);
    if (events.kind[i] === PV && !(events.flags[i] & (FLAG_ENTRY | FLAG_REMOVED))) {
      events.flags[i] |= FLAG_REMOVED;
      excess -= 1;
    }
  }
  const sessions = firstVisit.length / 2;
  for (; excess < 0; excess++) {
    const s = Math.floor(random() * sessions);
    const [start, end] = [firstVisit[2 * s], firstVisit[2 * s + 1]];
    events.push(start + 1 + Math.floor(random() * Math.max(1, end - start)), s, PV, CONTENT_PAGE + Math.floor(random() * CONTENT_PAGES.length));
  }
}

function logOrder(events: Columns): Uint32Array {
  let kept = 0;
  for (let i = 0; i < events.size; i++) if (!(events.flags[i] & FLAG_REMOVED)) kept++;
  const order = new Uint32Array(kept);
  for (let i = 0, j = 0; i < events.size; i++) if (!(events.flags[i] & FLAG_REMOVED)) order[j++] = i;
  const at = events.at;
  return order.sort((a, b) => at[a] - at[b] || a - b);
}

/** Uniform over the window, shaped to a working day (UTC): few visits at night. */
function sessionStart(random: () => number, start: number, end: number): number {
  for (;;) {
    const t = start + random() * (end - start - DAY_MS / 2);
    const hour = (t % DAY_MS) / 3_600_000;
    const weight = 0.15 + 0.85 * Math.max(0, Math.sin((Math.PI * (hour - 6)) / 16));
    if (random() < weight) return Math.floor(t);
  }
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export const UTMS: { source: string; medium: string; campaign?: string }[] = [
  { source: 'google', medium: 'cpc', campaign: 'sales-coaching' },
  { source: 'linkedin', medium: 'paid-social', campaign: 'q4-enablement' },
  { source: 'newsletter', medium: 'email', campaign: 'weekly-digest' },
  { source: 'partner', medium: 'referral', campaign: 'partner-program' },
  { source: 'twitter', medium: 'social' },
  { source: 'g2', medium: 'review', campaign: 'comparison' },
];
