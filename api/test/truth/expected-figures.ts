import { ACTIVITY_FUNNEL_STEPS, funnelRank, ORDERED_FUNNEL_STEPS, type FunnelStep } from '@pitchlens/contracts';
import { dayOf, windowWithin, type RecordedCall, type Truth, type TruthContact, type Window } from './truth-model';

/**
 * Every admin figure the truth predicts, flattened to `figure path → value`
 * so the read model's answers can be flattened the same way and diffed: an
 * instant known as a span (`within`), a number as a range (`between`).
 */
export type Expected = number | string | null | { within: Window } | { between: [number, number] };
export type Figures = Map<string, Expected>;

/** Inclusive days of the truth's time zone. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** Calendar days, the same in every zone. */
export const shiftDay = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const inDays = (ms: number, range: DayRange | null): boolean => range === null || (dayOf(ms) >= range.from && dayOf(ms) <= range.to);
const countIf = <T>(items: Iterable<T>, keep: (item: T) => boolean): number => {
  let n = 0;
  for (const item of items) if (keep(item)) n++;
  return n;
};
const rank = (step: FunnelStep | null): number => (step === null ? -1 : funnelRank(step));

/** Step events: step calls, a visitor's track-contact with a step, and the steps a payment records. */
const isStepEvent = (call: RecordedCall): boolean => call.step !== undefined;

function activity(calls: RecordedCall[], bots: RecordedCall[], range: DayRange): Record<string, number> {
  const within = (c: RecordedCall) => inDays(c.at.lo, range);
  return {
    pageViews: countIf(calls, (c) => c.kind === 'pageView' && within(c)),
    funnelEvents: countIf(calls, (c) => isStepEvent(c) && within(c)),
    downloads: countIf(calls, (c) => c.kind === 'download' && within(c)),
    botCallsExcluded: countIf(bots, within),
  };
}

export function summaryFigures(truth: Truth, today: string): Figures {
  const f: Figures = new Map();
  const contacts = [...truth.contacts.values()];
  f.set('summary.totalContacts', contacts.length);
  f.set('summary.identifiedContacts', countIf(contacts, (c) => c.email !== null));
  f.set('summary.contactsWithoutStep', countIf(contacts, (c) => c.furthest === null));
  for (const step of ORDERED_FUNNEL_STEPS) f.set(`summary.contactsByStep.${step}`, countIf(contacts, (c) => c.furthest === step));
  const week = { from: shiftDay(today, -6), to: today };
  const weekBefore = { from: shiftDay(today, -13), to: shiftDay(today, -7) };
  const yesterday = shiftDay(today, -1);
  const windows: [string, DayRange][] = [['today', { from: today, to: today }], ['last7Days', week], ['yesterday', { from: yesterday, to: yesterday }], ['previous7Days', weekBefore]];
  for (const [name, range] of windows) {
    for (const [figure, n] of Object.entries(activity(truth.calls, truth.botCalls, range))) f.set(`summary.${name}.${figure}`, n);
  }
  for (const [name, range] of [['last7Days', week], ['previous7Days', weekBefore]] as const) {
    const firstSeen = (end: 'lo' | 'hi', identified: boolean) => countIf(contacts, (c) => inDays(c.createdAt[end], range) && (!identified || c.email !== null));
    for (const [figure, identified] of [['contacts', false], ['identified', true]] as const) {
      const [lo, hi] = [firstSeen('lo', identified), firstSeen('hi', identified)];
      f.set(`summary.newContacts.${name}.${figure}`, lo === hi ? lo : { between: [Math.min(lo, hi), Math.max(lo, hi)] });
    }
  }
  return f;
}

/** The period a `compare=previous` answer holds: as many days, just before. */
export function previousDays(range: DayRange): DayRange {
  const length = daysOf(range).length;
  return { from: shiftDay(range.from, -length), to: shiftDay(range.from, -1) };
}

export const ratio = (n: number, of: number): number | null => (of === 0 ? null : n / of);

export function funnelFigures(truth: Truth, label: string, range: DayRange | null): Figures {
  const f: Figures = new Map();
  const contacts = [...truth.contacts.values()];
  const reachedIn = (c: TruthContact, step: FunnelStep) => c.firstReach.has(step) && inDays(c.firstReach.get(step) as number, range);
  let previous: number | null = null;
  for (const step of ORDERED_FUNNEL_STEPS) {
    const key = `funnel[${label}].steps.${step}`;
    f.set(`${key}.contacts`, countIf(contacts, (c) => reachedIn(c, step)));
    f.set(`${key}.events`, countIf(truth.calls, (c) => c.step === step && inDays(c.at.lo, range)));
    // Each contact counts once, at its furthest step, on the day it first reached that step.
    const beyond = countIf(contacts, (c) => c.furthest !== null && rank(c.furthest) >= rank(step) && reachedIn(c, c.furthest));
    f.set(`${key}.reachedOrBeyond`, beyond);
    f.set(`${key}.conversionFromPrevious`, previous === null ? null : ratio(beyond, previous));
    f.set(`${key}.dropOffFromPrevious`, previous === null ? 0 : previous - beyond);
    f.set(`${key}.dropOffRate`, previous === null ? null : ratio(previous - beyond, previous));
    previous = beyond;
  }
  for (const step of ACTIVITY_FUNNEL_STEPS) {
    f.set(`funnel[${label}].otherSteps.${step}.contacts`, countIf(contacts, (c) => reachedIn(c, step)));
    f.set(`funnel[${label}].otherSteps.${step}.events`, countIf(truth.calls, (c) => c.step === step && inDays(c.at.lo, range)));
  }
  return f;
}

export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** Traffic per day, and page views per path over the range (for topPaths). */
export function trafficFigures(truth: Truth, label: string, range: DayRange): { figures: Figures; pathViews: Map<string, number> } {
  const figures: Figures = new Map();
  for (const day of daysOf(range)) {
    const oneDay = { from: day, to: day };
    const views = truth.calls.filter((c) => c.kind === 'pageView' && inDays(c.at.lo, oneDay));
    const key = `traffic[${label}].days.${day}`;
    figures.set(`${key}.pageViews`, views.length);
    figures.set(`${key}.uniqueVisitors`, new Set(views.map((c) => c.sessionId)).size);
    figures.set(`${key}.funnelEvents`, countIf(truth.calls, (c) => isStepEvent(c) && inDays(c.at.lo, oneDay)));
    figures.set(`${key}.downloads`, countIf(truth.calls, (c) => c.kind === 'download' && inDays(c.at.lo, oneDay)));
  }
  const pathViews = new Map<string, number>();
  for (const call of truth.calls) {
    if (call.kind === 'pageView' && inDays(call.at.lo, range)) pathViews.set(call.path as string, (pathViews.get(call.path as string) ?? 0) + 1);
  }
  return { figures, pathViews };
}

/** Half-open instant bounds on first seen, as the contact filters read them. */
export interface InstantRange {
  from: number | null;
  until: number | null;
}

/** Whether a contact's first seen lies in the range; the plan keeps windows off every bound. */
export function firstSeenIn(contact: TruthContact, range: InstantRange): boolean {
  const inside = windowWithin(contact.createdAt, range.from, range.until);
  if (inside === null) throw new Error(`first seen of ${contact.key} straddles a range bound: pick other bounds`);
  return inside;
}

export function utmFigures(truth: Truth, label: string, range: InstantRange): Figures {
  const f: Figures = new Map();
  for (const contact of truth.contacts.values()) {
    if (!firstSeenIn(contact, range)) continue;
    const key = `utm[${label}].${contact.firstTouch?.source ?? '(none)'}`;
    const add = (figure: string) => f.set(`${key}.${figure}`, ((f.get(`${key}.${figure}`) as number | undefined) ?? 0) + 1);
    add('contacts');
    if (contact.email !== null) add('identifiedContacts');
    if (contact.furthest !== null) add(`steps.${contact.furthest}`);
  }
  return f;
}

export function revenueFigures(truth: Truth, label: string, range: DayRange | null): Figures {
  const f: Figures = new Map();
  const add = (key: string, cents: number) => {
    f.set(`${key}.payments`, ((f.get(`${key}.payments`) as number | undefined) ?? 0) + 1);
    f.set(`${key}.amountCents`, ((f.get(`${key}.amountCents`) as number | undefined) ?? 0) + cents);
  };
  const paid = truth.purchases.filter((p) => inDays(p.paidAt.lo, range));
  for (const p of paid) {
    add(`revenue[${label}].products.${p.product}`, p.amountCents);
    add(`revenue[${label}].days.${dayOf(p.paidAt.lo)}`, p.amountCents);
    add(`revenue[${label}].bySource.${p.product}.${p.source ?? '(none)'}`, p.amountCents);
  }
  // A refund counts on its own day, against its payment's product and buyer.
  const refunded = (key: string, cents: number) => f.set(`${key}.refundedCents`, ((f.get(`${key}.refundedCents`) as number | undefined) ?? 0) + cents);
  let refundedTotal = 0;
  for (const p of truth.purchases) {
    for (const r of p.refunds.filter((r) => inDays(r.at.lo, range))) {
      refunded(`revenue[${label}].products.${p.product}`, r.amountCents);
      refunded(`revenue[${label}].days.${dayOf(r.at.lo)}`, r.amountCents);
      refunded(`revenue[${label}].bySource.${p.product}.${p.source ?? '(none)'}`, r.amountCents);
      refundedTotal += r.amountCents;
    }
  }
  // Each row's net is its gross less what was given back on the range's days (a row with refunds alone is negative).
  const cents = (key: string) => (f.get(key) as number | undefined) ?? 0;
  const rows = new Set([...f.keys()].filter((key) => /\.(amountCents|refundedCents)$/.test(key)).map((key) => key.slice(0, key.lastIndexOf('.'))));
  for (const row of rows) f.set(`${row}.netCents`, cents(`${row}.amountCents`) - cents(`${row}.refundedCents`));
  // Buyers: distinct people with a payment in the range; a refund alone makes none.
  const buyers = (of: typeof paid) => new Set(of.map((p) => p.buyer)).size;
  for (const product of new Set(paid.map((p) => p.product))) f.set(`revenue[${label}].products.${product}.buyers`, buyers(paid.filter((p) => p.product === product)));
  f.set(`revenue[${label}].totalBuyers`, buyers(paid));
  const gross = paid.reduce((sum, p) => sum + p.amountCents, 0);
  f.set(`revenue[${label}].totalPayments`, paid.length);
  f.set(`revenue[${label}].totalAmountCents`, gross);
  f.set(`revenue[${label}].totalRefundedCents`, refundedTotal);
  f.set(`revenue[${label}].totalNetCents`, gross - refundedTotal);
  return f;
}
