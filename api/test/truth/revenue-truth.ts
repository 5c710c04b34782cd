import { CATALOGUE, REVENUE_DIMENSIONS, REVENUE_TOUCHES, TRIALS_DUE_LISTED, type AdminRevenueResponse, type RevenueAttributionRow, type RevenueDimension, type RevenueTouch } from '@pitchlens/contracts';
import type { Flat } from './compare';
import { firstSeenIn, inDays, ratio, type DayRange, type Figures, type InstantRange } from './expected-figures';
import type { CheckoutRecord, Touch, Truth } from './truth-model';

/**
 * Revenue by touch, recurring revenue and trials due as README's rules
 * define them ("What the numbers mean", Revenue), from the purchases, their
 * refunds and what was done to the subscriptions at Stripe.
 */
export interface RevenueAsk {
  label: string;
  days: DayRange | null;
  /** The same days as instants, for who entered. */
  instants: InstantRange;
  touch: RevenueTouch;
  dimension: RevenueDimension;
}

export const revenueAsks = (label: string, days: DayRange | null, instants: InstantRange): RevenueAsk[] =>
  REVENUE_TOUCHES.flatMap((touch) => REVENUE_DIMENSIONS.map((dimension) => ({ label, days, instants, touch, dimension })));

export const revenuePath = (ask: RevenueAsk): string =>
  `/api/admin/revenue?touch=${ask.touch}&dimension=${ask.dimension}${ask.days ? `&from=${ask.days.from}&to=${ask.days.to}` : ''}`;

/** A touch's value of a dimension, as README's "Revenue by touch" reads it. */
export function valueOf(touch: Touch | null, dimension: RevenueDimension): string | null {
  if (!touch) return null;
  if (dimension !== 'referrer') return touch[dimension];
  return touch.source?.startsWith('referral:') ? touch.source.slice('referral:'.length) : null;
}

interface Tally {
  value: string;
  payments: number;
  amountCents: number;
  refundedCents: number;
  buyers: Set<string>;
}

export function attributionFigures(truth: Truth, ask: RevenueAsk): Figures {
  const key = `revenue[${ask.label}].${ask.touch}.${ask.dimension}`;
  const rows = new Map<string, Tally>();
  const tally = (row: string, value: string) => rows.get(row) ?? rows.set(row, { value, payments: 0, amountCents: 0, refundedCents: 0, buyers: new Set() }).get(row) as Tally;
  for (const p of truth.purchases) {
    const value = valueOf(ask.touch === 'first' ? p.firstTouch : p.lastTouch, ask.dimension) ?? '(none)';
    const rowsOf = [tally(`values.${value}`, value), tally(`byProduct.${p.product}.${value}`, value)];
    if (inDays(p.paidAt.lo, ask.days)) {
      for (const t of rowsOf) {
        t.payments += 1;
        t.amountCents += p.amountCents;
        t.buyers.add(p.buyer);
      }
    }
    for (const r of p.refunds) if (inDays(r.at.lo, ask.days)) for (const t of rowsOf) t.refundedCents += r.amountCents;
  }
  const entered = new Map<string, number>();
  for (const contact of truth.contacts.values()) {
    if (!firstSeenIn(contact, ask.instants)) continue;
    const value = valueOf(ask.touch === 'first' ? contact.firstTouch : contact.lastTouch, ask.dimension) ?? '(none)';
    entered.set(value, (entered.get(value) ?? 0) + 1);
    tally(`values.${value}`, value);
  }
  const f: Figures = new Map();
  for (const [row, t] of rows) {
    const counted = t.payments > 0 || t.refundedCents > 0 || row.startsWith('values.');
    if (!counted) continue;
    const contactsEntered = entered.get(t.value) ?? 0;
    f.set(`${key}.${row}.payments`, t.payments).set(`${key}.${row}.amountCents`, t.amountCents).set(`${key}.${row}.refundedCents`, t.refundedCents);
    f.set(`${key}.${row}.netCents`, t.amountCents - t.refundedCents).set(`${key}.${row}.buyers`, t.buyers.size);
    f.set(`${key}.${row}.contactsEntered`, contactsEntered).set(`${key}.${row}.conversionRate`, ratio(t.buyers.size, contactsEntered));
  }
  return f;
}

export function flattenAttribution(ask: RevenueAsk, b: AdminRevenueResponse): Flat {
  const key = `revenue[${ask.label}].${ask.touch}.${ask.dimension}`;
  const f: Flat = new Map();
  const put = (row: string, r: RevenueAttributionRow) => {
    f.set(`${key}.${row}.payments`, r.payments).set(`${key}.${row}.amountCents`, r.amountCents).set(`${key}.${row}.refundedCents`, r.refundedCents);
    f.set(`${key}.${row}.netCents`, r.netCents).set(`${key}.${row}.buyers`, r.buyers);
    f.set(`${key}.${row}.contactsEntered`, r.contactsEntered).set(`${key}.${row}.conversionRate`, r.conversionRate);
  };
  if (b.attribution.touch !== ask.touch || b.attribution.dimension !== ask.dimension) f.set(`${key}.asked`, `${b.attribution.touch}.${b.attribution.dimension}`);
  for (const r of b.attribution.values) put(`values.${r.value ?? '(none)'}`, r);
  for (const r of b.attribution.byProduct) put(`byProduct.${r.product}.${r.value ?? '(none)'}`, r);
  return f;
}

const DAY_MS = 86_400_000;

/** Subscriptions paid and not cancelled bill: a monthly price whole, a yearly a twelfth; trials moved to end within 7 days after `asOf` are due. */
export function recurringFigures(checkouts: CheckoutRecord[], asOf: number): Figures {
  const f: Figures = new Map();
  const billing = checkouts.filter((c) => c.paidAt && !c.cancelled && (c.product === 'premium_monthly' || c.product === 'premium_yearly'));
  const monthly = (c: CheckoutRecord) => CATALOGUE[c.product].amountCents / (c.product === 'premium_yearly' ? 12 : 1);
  f.set('mrr.mrrCents', Math.round(billing.reduce((sum, c) => sum + monthly(c), 0)));
  f.set('mrr.activeSubscriptions', billing.length);
  for (const plan of ['premium_monthly', 'premium_yearly'] as const) {
    const of = billing.filter((c) => c.product === plan);
    if (of.length === 0) continue;
    f.set(`mrr.byPlan.${plan}.subscriptions`, of.length).set(`mrr.byPlan.${plan}.mrrCents`, Math.round(of.reduce((sum, c) => sum + monthly(c), 0)));
  }
  // Trials not moved end 14 days after they started: never due within 7 days.
  const due = checkouts.filter((c) => c.trialEndsAt && c.trialEndsAt.at > asOf && c.trialEndsAt.at <= asOf + 7 * DAY_MS);
  // Listed: the soonest, then by subscription id.
  const ends = due.map((c) => c.trialEndsAt as NonNullable<CheckoutRecord['trialEndsAt']>);
  ends.sort((a, b) => a.at - b.at || (a.subscriptionId < b.subscriptionId ? -1 : a.subscriptionId > b.subscriptionId ? 1 : 0));
  for (const t of ends.slice(0, TRIALS_DUE_LISTED)) {
    f.set(`trialsDue.${t.subscriptionId}.trialEndsAt`, new Date(t.at).toISOString()).set(`trialsDue.${t.subscriptionId}.amountCents`, CATALOGUE.premium_trial.amountCents);
  }
  f.set('trialsDueCount', due.length);
  f.set('trialsDueAmountCents', due.length * CATALOGUE.premium_trial.amountCents);
  return f;
}

export function flattenRecurring(b: AdminRevenueResponse): Flat {
  const f: Flat = new Map();
  f.set('mrr.mrrCents', b.mrr.mrrCents).set('mrr.activeSubscriptions', b.mrr.activeSubscriptions);
  for (const p of b.mrr.byPlan) f.set(`mrr.byPlan.${p.plan}.subscriptions`, p.subscriptions).set(`mrr.byPlan.${p.plan}.mrrCents`, p.mrrCents);
  for (const t of b.trialsDue) f.set(`trialsDue.${t.subscriptionId}.trialEndsAt`, t.trialEndsAt).set(`trialsDue.${t.subscriptionId}.amountCents`, t.amountCents);
  f.set('trialsDueCount', b.trialsDueCount).set('trialsDueAmountCents', b.trialsDueAmountCents);
  return f;
}
