import { CATALOGUE, normalizeEmail, type ProductId } from '@pitchlens/contracts';
import type { RecordedCall, Truth, TruthContact, Window } from './truth-model';

/**
 * What a contact's admin timeline must hold, from the truth: each of the
 * person's own acts as the events its call records, the referrals that
 * name them, and the facts of the purchases that are theirs. An entry is
 * compared by its type and what tells entries of that type apart (a path, a
 * step, a source and address, a product and amount); its summary's wording
 * is not compared.
 */

export interface EntryKey {
  type: string;
  detail: string;
}

/** A payment attempt's fact (or the trial's start), oldest first, with when Stripe reported it when that is the rule. */
export interface PaymentFact extends EntryKey {
  at: Window | null;
}

export interface ExpectedTimeline {
  entries: EntryKey[];
  payments: PaymentFact[];
}

/** Facts whose order is compared: one per card attempt (the trial's start stands for its saved card). */
export const PAYMENT_TYPES = new Set(['PaymentFailed', 'PaymentSucceeded', 'TrialStarted']);

/** Types not compared: emails (the worker's doing, not predicted here) and subscription changes Stripe reports as it likes. */
const UNCOMPARED = new Set(['EmailSent', 'EmailFailed', 'SubscriptionUpdated', 'SubscriptionCancelled', 'TrialEnding', 'CheckoutExpired', 'StripeEventReceived', 'PersonErased']);

const identified = (source: string, email: string | null): EntryKey => ({ type: 'ContactIdentified', detail: `${source} ${normalizeEmail(email as string)}` });
const referral = (referrer: string, referred: string): EntryKey => ({ type: 'ReferralSubmitted', detail: `${normalizeEmail(referrer)} → ${normalizeEmail(referred)}` });
/** Saving the trial's card charges nothing: its decline's amount is not compared. */
const failed = (product: ProductId | null, amountCents: unknown, currency: unknown): string =>
  product === 'premium_trial' ? product : `${product} ${String(amountCents)} ${String(currency)}`;

/** The events one accepted call records, as timeline entries. */
function entriesOf(call: RecordedCall): EntryKey[] {
  const step: EntryKey[] = call.step ? [{ type: 'FunnelStepReached', detail: call.step }] : [];
  switch (call.kind) {
    case 'pageView':
      return [{ type: 'PageViewed', detail: call.path as string }];
    case 'step':
    case 'paymentStep':
      return step;
    case 'contact':
      return [...(call.email ? [identified('track-contact', call.email)] : []), ...step];
    case 'download':
      return [{ type: 'FileDownloaded', detail: '' }];
    case 'breakdown':
      return [identified('breakdown-request', call.email), { type: 'BreakdownEmailRequested', detail: '' }];
    case 'referral':
      // Its ReferralSubmitted events come from the ledger's referrals, one per person named.
      return [identified('referral', call.email)];
    case 'checkoutCreate':
    case 'checkoutBuyer':
      return [identified('checkout', call.email)];
    case 'storeCustomer':
      return [identified('checkout', call.email), { type: 'CustomerStored', detail: '' }];
  }
}

export function expectedTimeline(contact: TruthContact, truth: Truth): ExpectedTimeline {
  const entries = contact.acts.flatMap(entriesOf);
  for (const r of truth.referrals) {
    for (const referred of r.referred) {
      // The referrer's submission, and the referred person's invitation once they are a contact.
      if (normalizeEmail(r.referrerEmail) === contact.email || normalizeEmail(referred) === contact.email) entries.push(referral(r.referrerEmail, referred));
    }
  }
  const payments: PaymentFact[] = [];
  for (const checkout of contact.checkouts) {
    const { product, paidAt } = checkout;
    const price = CATALOGUE[product];
    for (const attempt of checkout.attempts) if (attempt.declined) payments.push({ type: 'PaymentFailed', detail: failed(product, price.amountCents, price.currency), at: attempt.at });
    if (!paidAt) continue;
    if (product === 'premium_trial') {
      payments.push({ type: 'TrialStarted', detail: `${product} ${price.amountCents}`, at: null });
      entries.push({ type: 'SubscriptionStarted', detail: `${product} ${price.amountCents}` }, { type: 'InvoicePaid', detail: `${product} 0` });
      continue;
    }
    payments.push({ type: 'PaymentSucceeded', detail: `${product} ${price.amountCents} ${price.currency}`, at: paidAt });
    entries.push(...checkout.refunds.map((r) => ({ type: 'PaymentRefunded', detail: `${product} ${r.amountCents}` })));
    if (price.kind === 'subscription') entries.push({ type: 'SubscriptionStarted', detail: `${product} ${price.amountCents}` }, { type: 'InvoicePaid', detail: `${product} ${price.amountCents}` });
  }
  entries.push(...payments);
  return { entries, payments };
}

/** The same key for an entry the admin answered; null for a type not compared. */
export function entryKey(type: string, data: Record<string, unknown>): EntryKey | null {
  if (UNCOMPARED.has(type)) return null;
  const d = data as Record<string, string | number | null | undefined> & { referrer?: { email: string }; referred?: { email: string } };
  switch (type) {
    case 'PageViewed':
      return { type, detail: String(d.path) };
    case 'FunnelStepReached':
      return { type, detail: String(d.step) };
    case 'ContactIdentified':
      return identified(String(d.source), String(d.email));
    case 'ReferralSubmitted':
      return referral(d.referrer?.email ?? '', d.referred?.email ?? '');
    case 'PaymentFailed':
      return { type, detail: failed(d.product as ProductId | null, d.amountCents, d.currency) };
    case 'PaymentSucceeded':
      return { type, detail: `${d.product} ${d.amountCents} ${d.currency}` };
    case 'PaymentRefunded':
      return { type, detail: `${d.product} ${d.amountCents}` };
    case 'TrialStarted':
    case 'SubscriptionStarted':
    case 'InvoicePaid':
      return { type, detail: `${d.plan} ${d.amountCents}` };
    default:
      // FileDownloaded, BreakdownEmailRequested, CustomerStored, and any type newer than this test: counted by type.
      return { type, detail: '' };
  }
}
