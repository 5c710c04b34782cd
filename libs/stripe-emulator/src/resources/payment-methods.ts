import { StripeApiError, invalidParam } from '../errors';
import { newId, randomToken } from '../ids';
import { Params } from '../params';
import type { EmulatorState } from '../state';
import { TEST_PAYMENT_METHOD_TOKENS, lookupCard, luhnValid, type CardDecline } from '../test-cards';
import type { Customer, PaymentMethod } from '../types';
import { list, type Handler } from './context';

export function cardError(decline: CardDecline, extra: Record<string, unknown> = {}): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.decline_code,
    message: decline.message,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    ...extra,
  });
}

/** Builds a card PaymentMethod from `card[number]` etc., validating like Stripe does. */
export function createCardPaymentMethod(state: EmulatorState, card: Params | undefined, billing?: Params, metadata: Record<string, string> = {}): PaymentMethod {
  if (!card) throw invalidParam('card', 'Missing required param: card.', 'parameter_missing');
  const number = (card.optString('number') ?? '').replace(/[\s-]/g, '');
  if (!luhnValid(number)) {
    throw new StripeApiError(402, { type: 'card_error', code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' });
  }
  const expMonth = card.optInt('exp_month');
  if (expMonth === undefined || expMonth < 1 || expMonth > 12) {
    throw new StripeApiError(402, { type: 'card_error', code: 'invalid_expiry_month', param: 'exp_month', message: "Your card's expiration month is invalid." });
  }
  let expYear = card.optInt('exp_year') ?? 0;
  if (expYear < 100) expYear += 2000;
  const nowDate = new Date(state.now() * 1000);
  const thisYear = nowDate.getUTCFullYear();
  if (expYear < thisYear || (expYear === thisYear && expMonth < nowDate.getUTCMonth() + 1)) {
    throw new StripeApiError(402, { type: 'card_error', code: 'invalid_expiry_year', param: 'exp_year', message: "Your card's expiration year is invalid." });
  }
  const info = lookupCard(number);
  const pm: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: billing?.optObject('address')?.optString('postal_code') ?? null, state: null },
      email: billing?.optString('email') ?? null,
      name: billing?.optString('name') ?? null,
      phone: billing?.optString('phone') ?? null,
    },
    card: {
      brand: info.brand,
      display_brand: info.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: card.has('cvc') ? 'pass' : null },
      country: 'US',
      exp_month: expMonth,
      exp_year: expYear,
      fingerprint: `fp_${number.slice(-4)}${randomToken(8)}`,
      funding: info.funding,
      last4: number.slice(-4),
      networks: { available: [info.brand], preferred: null },
      wallet: null,
    },
    created: state.now(),
    customer: null,
    livemode: false,
    metadata,
    type: 'card',
  };
  state.cardNumbers.set(pm.id, number);
  return state.put(pm);
}

/** A PaymentMethod id, or one of Stripe's `pm_card_*` test tokens (each use makes a new one). */
export function resolvePaymentMethod(state: EmulatorState, id: string, param = 'payment_method'): PaymentMethod {
  const token = TEST_PAYMENT_METHOD_TOKENS[id];
  if (token) {
    const card = new Params({ number: token, exp_month: '12', exp_year: String(new Date(state.now() * 1000).getUTCFullYear() + 5), cvc: '123' }, 'card');
    return createCardPaymentMethod(state, card);
  }
  return state.get<PaymentMethod>(id, 'payment_method', param);
}

/** Payment method from `payment_method` or inline `payment_method_data`, as confirm endpoints accept. */
export function paymentMethodFromParams(state: EmulatorState, params: Params): PaymentMethod | undefined {
  const id = params.optString('payment_method');
  if (id) return resolvePaymentMethod(state, id);
  const data = params.optObject('payment_method_data');
  if (!data) return undefined;
  const type = data.optString('type') ?? 'card';
  if (type !== 'card') throw invalidParam('payment_method_data[type]', `The emulator supports card payment methods only, not '${type}'.`);
  return createCardPaymentMethod(state, data.optObject('card'), data.optObject('billing_details'), data.metadata());
}

export function attachPaymentMethod(state: EmulatorState, pm: PaymentMethod, customerId: string): void {
  if (pm.customer === customerId) return;
  if (pm.customer) throw invalidParam('payment_method', `The payment method you provided has already been attached to a customer.`, 'payment_method_unexpected_state');
  state.get<Customer>(customerId, 'customer', 'customer');
  pm.customer = customerId;
  state.emit('payment_method.attached', pm);
}

export function cardDeclineOnSetup(state: EmulatorState, pm: PaymentMethod): CardDecline | undefined {
  return lookupCard(state.cardNumbers.get(pm.id) ?? '').declineOnSetup;
}

export function cardDeclineOnCharge(state: EmulatorState, pm: PaymentMethod): CardDecline | undefined {
  return lookupCard(state.cardNumbers.get(pm.id) ?? '').declineOnCharge;
}

export const createPaymentMethod: Handler = ({ state, params }) => {
  const type = params.optString('type') ?? 'card';
  if (type !== 'card') throw invalidParam('type', `The emulator supports card payment methods only, not '${type}'.`);
  return createCardPaymentMethod(state, params.optObject('card'), params.optObject('billing_details'), params.metadata());
};

export const retrievePaymentMethod: Handler = ({ state, path }) => state.get<PaymentMethod>(path.id, 'payment_method');

export const attachPaymentMethodHandler: Handler = ({ state, params, path }) => {
  const pm = resolvePaymentMethod(state, path.id, 'id');
  const decline = cardDeclineOnSetup(state, pm);
  if (decline) throw cardError(decline, { payment_method: pm });
  attachPaymentMethod(state, pm, params.string('customer'));
  return pm;
};

export const listCustomerPaymentMethods: Handler = ({ state, params, path }) => {
  const customer = path.id ?? params.string('customer');
  state.get<Customer>(customer, 'customer', 'customer');
  const pms = state.all<PaymentMethod>('payment_method').filter((pm) => pm.customer === customer);
  return list(pms, path.id ? `/v1/customers/${customer}/payment_methods` : '/v1/payment_methods', params);
};
