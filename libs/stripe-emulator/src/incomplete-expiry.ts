import { invoicePayments } from './resources/invoices';
import { snapshot, type EmulatorState } from './state';
import type { Invoice, PaymentIntent, Subscription } from './types';

/**
 * Stripe gives a subscription's first invoice 23 hours to be paid: "If the first invoice is not
 * paid within 23 hours, the subscription transitions to `incomplete_expired`. This is a terminal
 * status, the open invoice will be voided and no further invoices will be generated" (Stripe's
 * Subscription reference, `status`). A checkout abandoned at the card step ends this way.
 */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 3_600;

export function incompleteHasExpired(sub: Subscription, now: number): boolean {
  return sub.status === 'incomplete' && now >= (sub.created as number) + INCOMPLETE_EXPIRY_SECONDS;
}

/**
 * Expires an incomplete subscription as Stripe does: its open first invoice is voided
 * (`invoice.voided`), which cancels the invoice's PaymentIntent (`payment_intent.canceled`,
 * reason `void_invoice`) so the page's client secret can no longer pay, and the subscription
 * ends with `customer.subscription.updated` (status `incomplete_expired`; Stripe sends no
 * `customer.subscription.deleted` for it).
 */
export function expireIncomplete(state: EmulatorState, sub: Subscription): void {
  const now = state.now();
  const invoice = sub.latest_invoice ? state.find<Invoice>(sub.latest_invoice, 'invoice') : undefined;
  if (invoice?.status === 'open') voidInvoice(state, invoice);
  const before = snapshot(sub);
  sub.status = 'incomplete_expired';
  sub.canceled_at = now;
  sub.ended_at = now;
  state.emit('customer.subscription.updated', sub, before);
}

function voidInvoice(state: EmulatorState, invoice: Invoice): void {
  const now = state.now();
  invoice.status = 'void';
  invoice.auto_advance = false;
  invoice.status_transitions.voided_at = now;
  for (const payment of invoicePayments(state, invoice.id)) {
    payment.status = 'canceled';
    (payment.status_transitions as { canceled_at: number | null }).canceled_at = now;
  }
  state.emit('invoice.voided', invoice);
  const pi = state.find<PaymentIntent>(state.paymentIntentOfInvoice.get(invoice.id) ?? '', 'payment_intent');
  if (pi && pi.status !== 'succeeded' && pi.status !== 'canceled') {
    pi.status = 'canceled';
    pi.canceled_at = now;
    pi.cancellation_reason = 'void_invoice';
    state.emit('payment_intent.canceled', pi);
  }
}
