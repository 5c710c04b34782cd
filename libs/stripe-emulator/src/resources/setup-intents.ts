import { StripeApiError, badState } from '../errors';
import { newId, randomToken } from '../ids';
import type { Params } from '../params';
import { snapshot, type EmulatorState } from '../state';
import type { Customer, PaymentMethod, SetupIntent, Subscription } from '../types';
import type { Handler } from './context';
import { attachPaymentMethod, cardDeclineOnSetup, cardError, paymentMethodFromParams } from './payment-methods';

export function newSetupIntent(state: EmulatorState, customer: string | null, metadata: Record<string, string>, usage: 'on_session' | 'off_session' = 'off_session'): SetupIntent {
  const id = newId('seti');
  const si: SetupIntent = {
    id,
    object: 'setup_intent',
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken()}`,
    created: state.now(),
    customer,
    description: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    metadata,
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage,
  };
  state.put(si);
  state.emit('setup_intent.created', si);
  return si;
}

/** Saves the card: attaches it to the customer and, for a trial's pending_setup_intent, makes it the subscription's default. */
export function confirmSetupIntent(state: EmulatorState, si: SetupIntent, params: Params): SetupIntent {
  if (si.status !== 'requires_payment_method' && si.status !== 'requires_confirmation') {
    throw badState(`You cannot confirm this SetupIntent because it has a status of ${si.status}.`, 'setup_intent_unexpected_state');
  }
  const pm = paymentMethodFromParams(state, params) ?? (si.payment_method ? state.get<PaymentMethod>(si.payment_method, 'payment_method') : undefined);
  if (!pm) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'setup_intent_unexpected_state',
      message: "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
    });
  }
  const decline = cardDeclineOnSetup(state, pm);
  if (decline) {
    si.status = 'requires_payment_method';
    si.payment_method = null;
    si.last_setup_error = { type: 'card_error', code: decline.code, decline_code: decline.decline_code, message: decline.message, payment_method: snapshot(pm) };
    state.emit('setup_intent.setup_failed', si);
    throw cardError(decline, { setup_intent: snapshot(si), payment_method: snapshot(pm) });
  }
  si.status = 'succeeded';
  si.payment_method = pm.id;
  si.last_setup_error = null;
  if (si.customer) attachPaymentMethod(state, pm, si.customer);
  state.emit('setup_intent.succeeded', si);
  const subId = state.subscriptionOfSetupIntent.get(si.id);
  const sub = subId ? state.find<Subscription>(subId, 'subscription') : undefined;
  if (sub) {
    const before = snapshot(sub);
    sub.pending_setup_intent = null;
    sub.default_payment_method = sub.default_payment_method ?? pm.id;
    state.emit('customer.subscription.updated', sub, before);
  }
  return si;
}

export const createSetupIntent: Handler = ({ state, params }) => {
  const customer = params.optString('customer') ?? null;
  if (customer) state.get<Customer>(customer, 'customer', 'customer');
  const usage = params.optString('usage') === 'on_session' ? 'on_session' : 'off_session';
  const si = newSetupIntent(state, customer, params.metadata(), usage);
  si.description = params.optString('description') ?? null;
  const types = params.stringArray('payment_method_types');
  if (types.length) {
    si.payment_method_types = types;
    si.automatic_payment_methods = null;
  }
  if (params.optBool('confirm')) return confirmSetupIntent(state, si, params);
  if (params.optString('payment_method')) {
    si.payment_method = paymentMethodFromParams(state, params)?.id ?? null;
    si.status = 'requires_confirmation';
  }
  return si;
};

export const retrieveSetupIntent: Handler = ({ state, path }) => state.get<SetupIntent>(path.id, 'setup_intent');

export const updateSetupIntent: Handler = ({ state, params, path }) => {
  const si = state.get<SetupIntent>(path.id, 'setup_intent');
  if (si.status === 'succeeded' || si.status === 'canceled') throw badState(`This SetupIntent's status is ${si.status}, so it cannot be updated.`, 'setup_intent_unexpected_state');
  si.metadata = params.metadata(si.metadata);
  const description = params.optString('description');
  if (description !== undefined) si.description = description || null;
  return si;
};

export const confirmSetupIntentHandler: Handler = ({ state, params, path }) => confirmSetupIntent(state, state.get<SetupIntent>(path.id, 'setup_intent'), params);

export const cancelSetupIntent: Handler = ({ state, params, path }) => {
  const si = state.get<SetupIntent>(path.id, 'setup_intent');
  if (si.status === 'succeeded' || si.status === 'canceled') throw badState(`You cannot cancel this SetupIntent because it has a status of ${si.status}.`, 'setup_intent_unexpected_state');
  si.status = 'canceled';
  si.cancellation_reason = params.optString('cancellation_reason') ?? null;
  state.emit('setup_intent.canceled', si);
  return si;
};
