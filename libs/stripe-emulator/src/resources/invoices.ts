import { newId } from '../ids';
import { snapshot, type EmulatorState } from '../state';
import type { CardDecline } from '../test-cards';
import type { Customer, Invoice, PaymentIntent, PaymentMethod, StripeObject, Subscription } from '../types';
import { list, type Handler } from './context';
import { chargePaymentIntent, newPaymentIntent } from './payment-intents';
import { setStatus } from './subscription-state';

/** Creates and finalizes an invoice; a non-zero one gets the PaymentIntent that pays it. */
export function newInvoice(state: EmulatorState, sub: Subscription, reason: Invoice['billing_reason'], start: number, end: number, amount: number): Invoice {
  const customer = state.get<Customer>(sub.customer, 'customer');
  const id = newId('in');
  const now = state.now();
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Pitchlens (Stripe emulator)',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    auto_advance: amount > 0,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: sub.currency,
    customer: sub.customer,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    hosted_invoice_url: null,
    lines: {
      object: 'list',
      data: sub.items.data.map((item) => ({
        id: newId('il'),
        object: 'line_item',
        amount: reason === 'subscription_create' && sub.status === 'trialing' ? 0 : item.price.unit_amount * item.quantity,
        currency: sub.currency,
        description: `${item.quantity} × (at ${(item.price.unit_amount / 100).toFixed(2)} / ${item.price.recurring?.interval ?? 'once'})`,
        invoice: id,
        livemode: false,
        metadata: {},
        parent: { type: 'subscription_item_details', subscription_item_details: { subscription: sub.id, subscription_item: item.id } },
        period: { start, end },
        pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product }, unit_amount_decimal: String(item.price.unit_amount) },
        quantity: item.quantity,
      })),
      has_more: false,
      total_count: sub.items.data.length,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix as string}-${String(customer.next_invoice_sequence).padStart(4, '0')}`,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: snapshot(sub.metadata), subscription: sub.id } },
    period_end: end,
    period_start: start,
    status: 'open',
    status_transitions: { finalized_at: now, paid_at: null, marked_uncollectible_at: null, voided_at: null },
    subtotal: amount,
    total: amount,
  };
  customer.next_invoice_sequence = (customer.next_invoice_sequence as number) + 1;
  state.put(invoice);
  state.emit('invoice.created', invoice);
  state.emit('invoice.finalized', invoice);
  if (amount === 0) {
    // Stripe pays $0 invoices (trial starts) at once, with the usual events.
    markPaid(state, invoice);
  } else {
    const pi = newPaymentIntent(state, {
      amount,
      currency: sub.currency,
      customer: sub.customer,
      description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      metadata: {},
      setupFutureUsage: 'off_session',
    });
    state.invoiceOfPaymentIntent.set(pi.id, invoice.id);
    state.paymentIntentOfInvoice.set(invoice.id, pi.id);
    // basil+ links invoices to payments through InvoicePayment objects (`invoice.payments`).
    state.put({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: amount,
      created: now,
      currency: sub.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
  }
  sub.latest_invoice = invoice.id;
  return invoice;
}

function markPaid(state: EmulatorState, invoice: Invoice): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = invoice.amount_due > 0 || invoice.attempted;
  invoice.status_transitions.paid_at = state.now();
  for (const payment of invoicePayments(state, invoice.id)) {
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    (payment.status_transitions as { paid_at: number | null }).paid_at = state.now();
  }
  state.emit('invoice.paid', invoice);
  state.emit('invoice.payment_succeeded', invoice);
}

/** Called after every charge attempt on a PaymentIntent: settles the invoice and its subscription. */
export function settleInvoicePayment(state: EmulatorState, pi: PaymentIntent, decline: CardDecline | undefined): void {
  const invoiceId = state.invoiceOfPaymentIntent.get(pi.id);
  const invoice = invoiceId ? state.find<Invoice>(invoiceId, 'invoice') : undefined;
  if (!invoice || invoice.status !== 'open') return;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const subId = (invoice.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription;
  const sub = subId ? state.find<Subscription>(subId, 'subscription') : undefined;
  if (decline) {
    state.emit('invoice.payment_failed', invoice);
    // A failed first payment leaves the subscription incomplete; a failed renewal makes it past_due.
    if (sub && invoice.billing_reason !== 'subscription_create') setStatus(state, sub, 'past_due');
    return;
  }
  markPaid(state, invoice);
  if (!sub) return;
  setStatus(state, sub, 'active', (s) => {
    if (s.payment_settings.save_default_payment_method === 'on_subscription' && pi.payment_method) s.default_payment_method = pi.payment_method;
  });
}

/** Charges an invoice off-session with the subscription's or customer's default card, as Stripe's billing engine does. */
export function chargeInvoice(state: EmulatorState, sub: Subscription, invoice: Invoice): void {
  const piId = state.paymentIntentOfInvoice.get(invoice.id);
  if (!piId) return;
  const pi = state.get<PaymentIntent>(piId, 'payment_intent');
  const customer = state.get<Customer>(sub.customer, 'customer');
  const pmId = sub.default_payment_method ?? customer.invoice_settings.default_payment_method;
  if (!pmId) {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    state.emit('invoice.payment_failed', invoice);
    setStatus(state, sub, 'past_due');
    return;
  }
  chargePaymentIntent(state, pi, state.get<PaymentMethod>(pmId, 'payment_method'), true);
}

export function invoicePayments(state: EmulatorState, invoiceId: string): StripeObject[] {
  return state.all('invoice_payment').filter((p) => p.invoice === invoiceId);
}

export const listInvoicePayments: Handler = ({ state, params }) => {
  const invoice = params.optString('invoice');
  const pi = params.optObject('payment')?.optString('payment_intent');
  const payments = state
    .all('invoice_payment')
    .filter((p) => (!invoice || p.invoice === invoice) && (!pi || (p.payment as { payment_intent?: string }).payment_intent === pi));
  return list(payments, '/v1/invoice_payments', params);
};

export const retrieveInvoicePayment: Handler = ({ state, path }) => state.get(path.id, 'invoice_payment');

export const retrieveInvoice: Handler = ({ state, path }) => state.get<Invoice>(path.id, 'invoice');

export const listInvoices: Handler = ({ state, params }) => {
  const customer = params.optString('customer');
  const subscription = params.optString('subscription');
  const invoices = state
    .all<Invoice>('invoice')
    .filter(
      (i) =>
        (!customer || i.customer === customer) &&
        (!subscription || (i.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription === subscription),
    );
  return list(invoices, '/v1/invoices', params);
};
