import type { TimelineEntry } from '@pitchlens/contracts';

/** A one-time purchase on a contact's timeline, with what its recorded refunds gave back. */
export interface TimelinePayment {
  paymentIntentId: string;
  product: string;
  paidCents: number;
  refundedCents: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const cents = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * The payments made by PaymentIntent (the one-time purchases: what the admin
 * can refund; a subscription invoice's payment names none), oldest first, each
 * with the sum of its PaymentRefunded facts.
 */
export function timelinePayments(events: TimelineEntry[]): TimelinePayment[] {
  const payments = new Map<string, TimelinePayment>();
  // The timeline is newest first; the list reads oldest first.
  for (const { type, data } of [...events].reverse()) {
    const paymentIntentId = text(data.paymentIntentId);
    if (type === 'PaymentSucceeded' && paymentIntentId) payments.set(paymentIntentId, { paymentIntentId, product: text(data.product) ?? '', paidCents: cents(data.amountCents), refundedCents: 0 });
  }
  for (const { type, data } of events) {
    const payment = payments.get(text(data.paymentIntentId) ?? '');
    if (type === 'PaymentRefunded' && payment) payment.refundedCents += cents(data.amountCents);
  }
  return [...payments.values()];
}

/** The ids of the refunds the timeline has recorded. */
export function recordedRefundIds(events: TimelineEntry[]): Set<string> {
  return new Set(events.flatMap(({ type, data }) => (type === 'PaymentRefunded' && typeof data.refundId === 'string' ? [data.refundId] : [])));
}

/**
 * Dollars as typed ("100", "99.5", "99.50") in cents; null for anything else
 * (more than two decimals, a sign, text). Typed as text so nothing is rounded away unseen.
 */
export function centsOf(dollars: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(dollars.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the field shows them: "497.00". */
export const dollarsOf = (cents: number): string => (cents / 100).toFixed(2);
