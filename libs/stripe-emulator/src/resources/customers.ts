import { invalidParam } from '../errors';
import { newId, randomToken } from '../ids';
import { snapshot } from '../state';
import type { Customer, PaymentMethod } from '../types';
import { list, type Handler } from './context';

export const createCustomer: Handler = ({ state, params }) => {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: state.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: params.optString('description') ?? null,
    email: params.optString('email') ?? null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: params.metadata(),
    name: params.optString('name') ?? null,
    next_invoice_sequence: 1,
    phone: params.optString('phone') ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  state.put(customer);
  state.emit('customer.created', customer);
  const pm = params.optString('payment_method');
  if (pm) attachTo(customer.id, pm, state);
  setDefaultPaymentMethod(customer, params.optObject('invoice_settings')?.optString('default_payment_method'), state);
  return customer;
};

function attachTo(customerId: string, pmId: string, state: Parameters<Handler>[0]['state']): void {
  const pm = state.get<PaymentMethod>(pmId, 'payment_method', 'payment_method');
  pm.customer = customerId;
  state.emit('payment_method.attached', pm);
}

// Stripe only accepts a default that is already attached to this customer.
function setDefaultPaymentMethod(customer: Customer, pmId: string | undefined, state: Parameters<Handler>[0]['state']): void {
  if (pmId === undefined) return;
  if (pmId === '') {
    customer.invoice_settings.default_payment_method = null;
    return;
  }
  const pm = state.get<PaymentMethod>(pmId, 'payment_method', 'invoice_settings[default_payment_method]');
  if (pm.customer !== customer.id) {
    throw invalidParam(
      'invoice_settings[default_payment_method]',
      `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
      'resource_missing',
    );
  }
  customer.invoice_settings.default_payment_method = pmId;
}

export const retrieveCustomer: Handler = ({ state, path }) => state.get<Customer>(path.id, 'customer');

export const updateCustomer: Handler = ({ state, params, path }) => {
  const customer = state.get<Customer>(path.id, 'customer');
  const before = snapshot(customer);
  for (const field of ['email', 'name', 'phone', 'description'] as const) {
    const v = params.optString(field);
    if (v !== undefined) customer[field] = v === '' ? null : v;
  }
  customer.metadata = params.metadata(customer.metadata);
  setDefaultPaymentMethod(customer, params.optObject('invoice_settings')?.optString('default_payment_method'), state);
  state.emit('customer.updated', customer, before);
  return customer;
};

export const listCustomers: Handler = ({ state, params }) => {
  const email = params.optString('email');
  // Stripe matches email case-sensitively in list (search is case-insensitive).
  return list(
    state.all<Customer>('customer').filter((c) => email === undefined || c.email === email),
    '/v1/customers',
    params,
  );
};
