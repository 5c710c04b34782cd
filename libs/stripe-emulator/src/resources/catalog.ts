import { alreadyExists, invalidParam } from '../errors';
import { newId } from '../ids';
import type { Params } from '../params';
import type { EmulatorState } from '../state';
import type { Price, StripeObject } from '../types';
import { list, type Handler } from './context';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export function newProduct(state: EmulatorState, name: string, params?: Params): StripeObject {
  const id = params?.optString('id');
  // A chosen id is taken once: a second create (another process racing us) is refused, as on Stripe.
  if (id !== undefined && state.objects.has(id)) throw alreadyExists('Product');
  const product = state.put({
    id: id ?? newId('prod'),
    object: 'product',
    active: params?.optBool('active') ?? true,
    created: state.now(),
    default_price: null,
    description: params?.optString('description') ?? null,
    images: [],
    livemode: false,
    metadata: params?.metadata() ?? {},
    name,
    type: 'service',
    updated: state.now(),
    url: null,
  });
  state.emit('product.created', product);
  return product;
}

/** Shared by `POST /v1/prices` and inline `price_data` on subscription items. */
export function newPrice(state: EmulatorState, params: Params, requireRecurring: boolean): Price {
  const currency = params.string('currency').toLowerCase();
  const unitAmount = params.int('unit_amount');
  if (unitAmount < 0) throw invalidParam('unit_amount', 'unit_amount must be a non-negative integer (cents).');
  let product = params.optString('product');
  if (product) state.get(product, 'product', 'product');
  else {
    const data = params.optObject('product_data');
    if (!data) throw invalidParam('product', 'Missing required param: product.', 'parameter_missing');
    product = newProduct(state, data.string('name'), data).id;
  }
  const recurringParams = params.optObject('recurring');
  if (requireRecurring && !recurringParams) throw invalidParam('recurring', 'Missing required param: recurring.', 'parameter_missing');
  let recurring: Price['recurring'] = null;
  if (recurringParams) {
    const interval = recurringParams.string('interval');
    if (!(INTERVALS as readonly string[]).includes(interval)) throw invalidParam('recurring[interval]', `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`);
    recurring = {
      interval: interval as (typeof INTERVALS)[number],
      interval_count: recurringParams.optInt('interval_count') ?? 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: state.now(),
    currency,
    livemode: false,
    lookup_key: params.optString('lookup_key') ?? null,
    metadata: params.metadata(),
    nickname: params.optString('nickname') ?? null,
    product,
    recurring,
    tax_behavior: 'unspecified',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  state.put(price);
  state.emit('price.created', price);
  return price;
}

export const createProduct: Handler = ({ state, params }) => newProduct(state, params.string('name'), params);
export const retrieveProduct: Handler = ({ state, path }) => state.get(path.id, 'product');
export const listProducts: Handler = ({ state, params }) => list(state.all('product'), '/v1/products', params);

export const createPrice: Handler = ({ state, params }) => newPrice(state, params, false);
export const retrievePrice: Handler = ({ state, path }) => state.get<Price>(path.id, 'price');
export const listPrices: Handler = ({ state, params }) => {
  const lookupKeys = params.stringArray('lookup_keys');
  const product = params.optString('product');
  const type = params.optString('type');
  const prices = state
    .all<Price>('price')
    .filter((p) => (lookupKeys.length === 0 || lookupKeys.includes(String(p.lookup_key))) && (!product || p.product === product) && (!type || p.type === type));
  return list(prices, '/v1/prices', params);
};
