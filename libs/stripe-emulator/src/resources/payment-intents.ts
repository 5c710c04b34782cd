import { StripeApiError, badState, invalidParam } from '../errors';
import { newId, randomToken } from '../ids';
import type { Params } from '../params';
import { snapshot, type EmulatorState } from '../state';
import type { Charge, Customer, PaymentIntent, PaymentMethod } from '../types';
import { settleInvoicePayment } from './invoices';
import { list, type Handler } from './context';
import { attachPaymentMethod, cardDeclineOnCharge, cardError, paymentMethodFromParams } from './payment-methods';

// Stripe's minimum charge is 50 cents in USD (and about that in other currencies).
const MINIMUM_AMOUNT = 50;

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setupFutureUsage: 'on_session' | 'off_session' | null;
  paymentMethodTypes?: string[];
  automatic?: boolean;
}

export function newPaymentIntent(state: EmulatorState, input: NewPaymentIntent): PaymentIntent {
  const id = newId('pi');
  const pi: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: input.automatic ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomToken()}`,
    confirmation_method: 'automatic',
    created: state.now(),
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata,
    next_action: null,
    payment_method: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: input.paymentMethodTypes ?? ['card'],
    receipt_email: null,
    setup_future_usage: input.setupFutureUsage,
    status: 'requires_payment_method',
  };
  state.put(pi);
  state.emit('payment_intent.created', pi);
  return pi;
}

/**
 * Charges `pm` for `pi`: the heart of every payment (browser confirm, server confirm, invoice
 * charges at trial end and renewal). Returns the decline, if any; state and events are updated
 * either way, and an invoice behind the PaymentIntent is settled.
 */
export function chargePaymentIntent(state: EmulatorState, pi: PaymentIntent, pm: PaymentMethod, offSession = false): ReturnType<typeof cardDeclineOnCharge> {
  if (pi.status === 'succeeded' || pi.status === 'canceled') {
    throw badState(`This PaymentIntent's status is ${pi.status}, so it cannot be confirmed.`);
  }
  pi.payment_method = pm.id;
  const decline = cardDeclineOnCharge(state, pm);
  const charge = state.put({
    id: newId('ch'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: decline ? 0 : pi.amount,
    amount_refunded: 0,
    captured: !decline,
    created: state.now(),
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: pi.metadata,
    outcome: decline
      ? { network_status: 'declined_by_network', reason: decline.decline_code ?? null, type: 'issuer_declined', seller_message: 'The bank did not return any further details with this decline.' }
      : { network_status: 'approved_by_network', reason: null, type: 'authorized', seller_message: 'Payment complete.' },
    paid: !decline,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: { type: 'card', card: { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year } },
    refunded: false,
    status: decline ? 'failed' : 'succeeded',
  } satisfies Charge);
  pi.latest_charge = charge.id;
  if (decline) {
    pi.status = 'requires_payment_method';
    pi.payment_method = null;
    pi.last_payment_error = {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.decline_code,
      message: decline.message,
      payment_method: snapshot(pm),
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    };
    state.emit('charge.failed', charge);
    state.emit('payment_intent.payment_failed', pi);
  } else {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.last_payment_error = null;
    // Saving for later (setup_future_usage) attaches the card to the customer, as Stripe does.
    if (pi.customer && (pi.setup_future_usage || offSession) && !pm.customer) attachPaymentMethod(state, pm, pi.customer);
    state.emit('charge.succeeded', charge);
    state.emit('payment_intent.succeeded', pi);
  }
  settleInvoicePayment(state, pi, decline);
  return decline;
}

/** Confirms with the payment method in the request; throws Stripe's 402 (with the PaymentIntent) on decline. */
export function confirmPaymentIntent(state: EmulatorState, pi: PaymentIntent, params: Params): PaymentIntent {
  if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
    throw badState(
      pi.status === 'succeeded'
        ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
        : `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
    );
  }
  const pm = paymentMethodFromParams(state, params) ?? (pi.payment_method ? state.get<PaymentMethod>(pi.payment_method, 'payment_method') : undefined);
  if (!pm) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it’s missing a payment method. To confirm the PaymentIntent with a customer, you must provide payment_method or payment_method_data.',
    });
  }
  const sfu = params.optString('setup_future_usage');
  if (sfu === 'on_session' || sfu === 'off_session') pi.setup_future_usage = sfu;
  const decline = chargePaymentIntent(state, pi, pm, params.optBool('off_session') ?? false);
  if (decline) throw cardError(decline, { payment_intent: snapshot(pi), payment_method: snapshot(pm) });
  return pi;
}

export const createPaymentIntent: Handler = ({ state, params }) => {
  const amount = params.int('amount');
  if (amount < MINIMUM_AMOUNT) throw invalidParam('amount', 'Amount must be at least $0.50 usd', 'amount_too_small');
  const currency = params.string('currency').toLowerCase();
  const customer = params.optString('customer') ?? null;
  if (customer) state.get<Customer>(customer, 'customer', 'customer');
  const sfu = params.optString('setup_future_usage');
  if (sfu !== undefined && sfu !== 'on_session' && sfu !== 'off_session') throw invalidParam('setup_future_usage', `Invalid setup_future_usage: ${sfu}`);
  const automatic = params.optObject('automatic_payment_methods')?.optBool('enabled');
  const types = params.stringArray('payment_method_types');
  const pi = newPaymentIntent(state, {
    amount,
    currency,
    customer,
    description: params.optString('description') ?? null,
    metadata: params.metadata(),
    setupFutureUsage: sfu ?? null,
    paymentMethodTypes: types.length ? types : ['card'],
    automatic: automatic ?? types.length === 0,
  });
  pi.receipt_email = params.optString('receipt_email') ?? null;
  if (params.optBool('confirm')) return confirmPaymentIntent(state, pi, params);
  if (params.optString('payment_method')) {
    pi.payment_method = paymentMethodFromParams(state, params)?.id ?? null;
    pi.status = 'requires_confirmation';
  }
  return pi;
};

export const retrievePaymentIntent: Handler = ({ state, path }) => state.get<PaymentIntent>(path.id, 'payment_intent');

export const updatePaymentIntent: Handler = ({ state, params, path }) => {
  const pi = state.get<PaymentIntent>(path.id, 'payment_intent');
  if (pi.status === 'succeeded' || pi.status === 'canceled') throw badState(`This PaymentIntent's status is ${pi.status}, so it cannot be updated.`);
  const amount = params.optInt('amount');
  if (amount !== undefined) pi.amount = amount;
  pi.description = params.optString('description') ?? pi.description;
  pi.metadata = params.metadata(pi.metadata);
  return pi;
};

export const confirmPaymentIntentHandler: Handler = ({ state, params, path }) => confirmPaymentIntent(state, state.get<PaymentIntent>(path.id, 'payment_intent'), params);

export const cancelPaymentIntent: Handler = ({ state, params, path }) => {
  const pi = state.get<PaymentIntent>(path.id, 'payment_intent');
  if (pi.status === 'succeeded' || pi.status === 'canceled') {
    throw badState(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`);
  }
  if (state.invoiceOfPaymentIntent.has(pi.id)) throw badState('You cannot cancel a PaymentIntent created by an invoice.');
  pi.status = 'canceled';
  pi.canceled_at = state.now();
  pi.cancellation_reason = params.optString('cancellation_reason') ?? null;
  state.emit('payment_intent.canceled', pi);
  return pi;
};

export const listPaymentIntents: Handler = ({ state, params }) => {
  const customer = params.optString('customer');
  return list(
    state.all<PaymentIntent>('payment_intent').filter((pi) => !customer || pi.customer === customer),
    '/v1/payment_intents',
    params,
  );
};
