import { StripeApiError, badState, invalidParam } from '../errors';
import { newId } from '../ids';
import type { Params } from '../params';
import { snapshot } from '../state';
import type { EmulatorState } from '../state';
import type { Customer, PaymentIntent, PaymentMethod, Price, Subscription, SubscriptionItem } from '../types';
import { endTrial } from '../billing-clock';
import { newPrice } from './catalog';
import { list, type Handler } from './context';
import { chargeInvoice, newInvoice } from './invoices';
import { cardError, resolvePaymentMethod } from './payment-methods';
import { newSetupIntent } from './setup-intents';
import { DAY, addInterval, cancelNow, periodEnd, setPeriod, setStatus, subscriptionAmount } from './subscription-state';

function subscriptionItems(state: EmulatorState, params: Params, subId: string, start: number, end: number): SubscriptionItem[] {
  const items = params.optArray('items');
  if (!items || items.length === 0) throw invalidParam('items', 'Missing required param: items.', 'parameter_missing');
  return items.map((item) => {
    const priceId = item.optString('price');
    const priceData = item.optObject('price_data');
    const price = priceId ? state.get<Price>(priceId, 'price', 'items[0][price]') : priceData ? newPrice(state, priceData, true) : undefined;
    if (!price) throw invalidParam('items[0][price]', 'Each item needs a price or price_data.', 'parameter_missing');
    if (!price.recurring) throw invalidParam('items[0][price]', `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`);
    return {
      id: newId('si'),
      object: 'subscription_item',
      created: start,
      current_period_end: end,
      current_period_start: start,
      discounts: [],
      metadata: item.metadata(),
      price,
      quantity: item.optInt('quantity') ?? 1,
      subscription: subId,
      tax_rates: [],
    };
  });
}

export const createSubscription: Handler = ({ state, params }) => {
  const customerId = params.string('customer');
  const customer = state.get<Customer>(customerId, 'customer', 'customer');
  const now = state.now();
  const trialDays = params.optInt('trial_period_days');
  const trialEndParam = params.optString('trial_end');
  const trialEnd = trialDays ? now + trialDays * DAY : trialEndParam && trialEndParam !== 'now' ? Number(trialEndParam) : null;
  const id = newId('sub');
  const defaultPm = params.optString('default_payment_method');
  if (defaultPm) {
    const pm = resolvePaymentMethod(state, defaultPm, 'default_payment_method');
    if (pm.customer !== customerId) {
      throw invalidParam('default_payment_method', `The customer does not have a payment method with the ID ${defaultPm}. The payment method must be attached to the customer.`, 'resource_missing');
    }
  }
  const behavior = params.optString('payment_behavior') ?? 'allow_incomplete';
  const save = params.optObject('payment_settings')?.optString('save_default_payment_method') === 'on_subscription' ? 'on_subscription' : 'off';
  const sub: Subscription = {
    id,
    object: 'subscription',
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: 'usd',
    customer: customerId,
    days_until_due: null,
    default_payment_method: defaultPm ?? null,
    description: params.optString('description') ?? null,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: params.metadata(),
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: save },
    pending_setup_intent: null,
    start_date: now,
    status: 'incomplete',
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? now : null,
  };
  // Items get their period below: a trial is its own period ending at trial_end, else one interval from now.
  const items = subscriptionItems(state, params, id, now, now);
  const first = items[0].price;
  sub.currency = first.currency;
  sub.items.data = items;
  sub.items.total_count = items.length;
  setPeriod(sub, now, trialEnd ?? addInterval(now, first.recurring?.interval ?? 'month', first.recurring?.interval_count ?? 1));
  state.put(sub);

  if (trialEnd) {
    sub.status = 'trialing';
    state.emit('customer.subscription.created', sub);
    newInvoice(state, sub, 'subscription_create', now, trialEnd, 0);
    // Without a card, Stripe hands back a SetupIntent to collect one during the trial.
    if (!sub.default_payment_method && !customer.invoice_settings.default_payment_method) {
      const si = newSetupIntent(state, customerId, {});
      sub.pending_setup_intent = si.id;
      state.subscriptionOfSetupIntent.set(si.id, sub.id);
    }
    return sub;
  }

  state.emit('customer.subscription.created', sub);
  const invoice = newInvoice(state, sub, 'subscription_create', now, periodEnd(sub), subscriptionAmount(sub));
  if (invoice.status === 'paid') {
    setStatus(state, sub, 'active');
    return sub;
  }
  if (behavior === 'default_incomplete') return sub;
  const pmId = sub.default_payment_method ?? customer.invoice_settings.default_payment_method;
  if (!pmId) {
    if (behavior === 'allow_incomplete') return sub;
    throw invalidParam('customer', 'This customer has no attached payment source or default payment method. Please consider adding a default payment method.', 'resource_missing');
  }
  chargeInvoice(state, sub, invoice);
  const pi = state.get<PaymentIntent>(state.paymentIntentOfInvoice.get(invoice.id) ?? '', 'payment_intent');
  if (pi.status !== 'succeeded' && behavior === 'error_if_incomplete') {
    const error = pi.last_payment_error;
    throw cardError({ code: error?.code ?? 'card_declined', decline_code: error?.decline_code, message: error?.message ?? 'Your card was declined.' }, { payment_intent: snapshot(pi) });
  }
  return sub;
};

export const retrieveSubscription: Handler = ({ state, path }) => state.get<Subscription>(path.id, 'subscription');

export const updateSubscription: Handler = ({ state, params, path }) => {
  const sub = state.get<Subscription>(path.id, 'subscription');
  if (sub.status === 'canceled') throw badState('A canceled subscription can only update its cancellation_details and metadata.', 'resource_missing');
  // Terminal: the checkout's subscription is gone once its first invoice went unpaid for 23 hours.
  if (sub.status === 'incomplete_expired') throw badState('You cannot update a subscription that is `canceled` or `incomplete_expired`.', 'resource_missing');
  const before = snapshot(sub);
  const cancelAtPeriodEnd = params.optBool('cancel_at_period_end');
  if (cancelAtPeriodEnd !== undefined) {
    sub.cancel_at_period_end = cancelAtPeriodEnd;
    sub.cancel_at = cancelAtPeriodEnd ? periodEnd(sub) : null;
    sub.canceled_at = cancelAtPeriodEnd ? state.now() : null;
  }
  const pm = params.optString('default_payment_method');
  if (pm !== undefined) {
    if (pm && state.get<PaymentMethod>(pm, 'payment_method', 'default_payment_method').customer !== sub.customer) {
      throw invalidParam('default_payment_method', `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`, 'resource_missing');
    }
    sub.default_payment_method = pm || null;
  }
  sub.metadata = params.metadata(sub.metadata);
  if (params.optString('trial_end') === 'now' && sub.status === 'trialing') {
    state.emit('customer.subscription.updated', sub, before);
    endTrial(state, sub, state.now());
    return sub;
  }
  const trialEnd = params.optString('trial_end');
  if (trialEnd !== undefined && trialEnd !== 'now') moveTrialEnd(state, sub, trialEnd);
  if (JSON.stringify(before) !== JSON.stringify(sub)) state.emit('customer.subscription.updated', sub, before);
  return sub;
};

/** A trial's end moved (shortened or extended in the dashboard): the trial's period and the first charge move with it. */
function moveTrialEnd(state: EmulatorState, sub: Subscription, value: string): void {
  const at = Number(value);
  if (!Number.isInteger(at) || at <= state.now()) throw invalidParam('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
  if (sub.status !== 'trialing') throw invalidParam('trial_end', 'The emulator moves trial_end only on a trialing subscription.');
  sub.trial_end = at;
  sub.billing_cycle_anchor = at;
  setPeriod(sub, sub.trial_start ?? state.now(), at);
}

export const cancelSubscription: Handler = ({ state, path }) => {
  const sub = state.get<Subscription>(path.id, 'subscription');
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${sub.id}'` });
  cancelNow(state, sub, 'cancellation_requested');
  return sub;
};

export const listSubscriptions: Handler = ({ state, params }) => {
  const customer = params.optString('customer');
  const status = params.optString('status');
  const subs = state
    .all<Subscription>('subscription')
    .filter((s) => (!customer || s.customer === customer) && matchesStatus(s, status));
  return list(subs, '/v1/subscriptions', params);
};

/** `all`, one status, or `ended` (canceled and incomplete_expired); by default everything not canceled. */
function matchesStatus(sub: Subscription, status: string | undefined): boolean {
  if (status === 'all') return true;
  if (status === 'ended') return sub.status === 'canceled' || sub.status === 'incomplete_expired';
  return status ? sub.status === status : sub.status !== 'canceled';
}
