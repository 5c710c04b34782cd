import { StripeApiError, invalidParam } from '../errors';
import { newId } from '../ids';
import { snapshot } from '../state';
import type { Charge, PaymentIntent, Refund } from '../types';
import { list, type Handler } from './context';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

const refusal = (message: string, code: string, param?: string) => new StripeApiError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The charge a refund is asked for: named, or the PaymentIntent's successful one. */
function chargeToRefund(ctx: Parameters<Handler>[0]): Charge {
  const { state, params } = ctx;
  const chargeId = params.optString('charge');
  if (chargeId) return state.get<Charge>(chargeId, 'charge', 'charge');
  const intentId = params.optString('payment_intent');
  if (!intentId) throw invalidParam('charge', 'One of `charge` or `payment_intent` is required.', 'parameter_missing');
  const intent = state.get<PaymentIntent>(intentId, 'payment_intent', 'payment_intent');
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw refusal(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'charge_not_refundable', 'payment_intent');
  }
  return state.get<Charge>(intent.latest_charge, 'charge', 'payment_intent');
}

/**
 * `POST /v1/refunds`: all of what is left on the charge, or `amount` of it. A card
 * refund succeeds at once in test mode, and Stripe then sends `refund.created`
 * and `charge.refunded` (the charge's `amount_refunded` grown; `refunded` once
 * nothing is left).
 */
export const createRefund: Handler = (ctx) => {
  const { state, params } = ctx;
  const charge = chargeToRefund(ctx);
  if (charge.status !== 'succeeded') throw refusal(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, 'charge_not_refundable', 'charge');
  const left = charge.amount_captured - charge.amount_refunded;
  if (left === 0) throw refusal(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded', 'charge');
  const amount = params.optInt('amount') ?? left;
  if (amount < 1) throw invalidParam('amount', 'Invalid positive integer');
  if (amount > left) throw refusal(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, 'amount_too_large', 'amount');
  const reason = params.optString('reason') ?? null;
  if (reason !== null && !REASONS.includes(reason as (typeof REASONS)[number])) {
    throw invalidParam('reason', `Invalid reason: must be one of ${REASONS.join(', ')}`);
  }
  const refund = state.put<Refund>({
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: state.now(),
    currency: charge.currency,
    destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
    metadata: params.metadata(),
    payment_intent: charge.payment_intent,
    reason: reason as Refund['reason'],
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
  const before = snapshot(charge);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  state.emit('refund.created', refund);
  state.emit('charge.refunded', charge, before);
  return refund;
};

export const retrieveRefund: Handler = ({ state, path }) => state.get<Refund>(path.id, 'refund');

/** Newest first, narrowed to one charge or PaymentIntent when asked. */
export const listRefunds: Handler = ({ state, params }) => {
  const charge = params.optString('charge');
  const intent = params.optString('payment_intent');
  const refunds = state.all<Refund>('refund').filter((r) => (!charge || r.charge === charge) && (!intent || r.payment_intent === intent));
  return list(refunds, '/v1/refunds', params);
};

export const retrieveCharge: Handler = ({ state, path }) => state.get<Charge>(path.id, 'charge');
