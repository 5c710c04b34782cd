import { PARAMS, type ParamsSpec } from './param-specs';
import type { Handler } from './resources/context';
import { cancelSubscription, createSubscription, listSubscriptions, retrieveSubscription, updateSubscription } from './resources/subscriptions';
import { listInvoicePayments, listInvoices, retrieveInvoice, retrieveInvoicePayment } from './resources/invoices';
import { createPrice, createProduct, listPrices, listProducts, retrievePrice, retrieveProduct } from './resources/catalog';
import { createCustomer, listCustomers, retrieveCustomer, updateCustomer } from './resources/customers';
import { listEvents, retrieveEvent } from './resources/events';
import {
  cancelPaymentIntent,
  confirmPaymentIntentHandler,
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
  updatePaymentIntent,
} from './resources/payment-intents';
import { attachPaymentMethodHandler, createPaymentMethod, listCustomerPaymentMethods, retrievePaymentMethod } from './resources/payment-methods';
import { createRefund, listRefunds, retrieveCharge, retrieveRefund } from './resources/refunds';
import { cancelSetupIntent, confirmSetupIntentHandler, createSetupIntent, retrieveSetupIntent, updateSetupIntent } from './resources/setup-intents';

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
  /** The parameters it accepts; any other is refused with 400 parameter_unknown, as on Stripe. */
  params: ParamsSpec;
  /**
   * What a publishable key may do, as with real Stripe.js: nothing (`undefined`), anything
   * (`'any'`), or act on one object proven by its client secret (`'client_secret'`).
   */
  publishable?: 'any' | 'client_secret';
  /** The object type a client secret must belong to. */
  object?: string;
}

const id = '([A-Za-z0-9_]+)';
const r = (path: string): RegExp => new RegExp(`^${path.replace(/:id/g, id)}$`);

export const ROUTES: Route[] = [
  { method: 'POST', pattern: r('/v1/customers'), handler: createCustomer, params: PARAMS.createCustomer },
  { method: 'GET', pattern: r('/v1/customers'), handler: listCustomers, params: PARAMS.listCustomers },
  { method: 'GET', pattern: r('/v1/customers/:id'), handler: retrieveCustomer, params: PARAMS.retrieve },
  { method: 'POST', pattern: r('/v1/customers/:id'), handler: updateCustomer, params: PARAMS.updateCustomer },
  { method: 'GET', pattern: r('/v1/customers/:id/payment_methods'), handler: listCustomerPaymentMethods, params: PARAMS.listCustomerPaymentMethods },

  { method: 'POST', pattern: r('/v1/products'), handler: createProduct, params: PARAMS.createProduct },
  { method: 'GET', pattern: r('/v1/products'), handler: listProducts, params: PARAMS.listProducts },
  { method: 'GET', pattern: r('/v1/products/:id'), handler: retrieveProduct, params: PARAMS.retrieve },
  { method: 'POST', pattern: r('/v1/prices'), handler: createPrice, params: PARAMS.createPrice },
  { method: 'GET', pattern: r('/v1/prices'), handler: listPrices, params: PARAMS.listPrices },
  { method: 'GET', pattern: r('/v1/prices/:id'), handler: retrievePrice, params: PARAMS.retrieve },

  { method: 'POST', pattern: r('/v1/payment_intents'), handler: createPaymentIntent, params: PARAMS.createPaymentIntent },
  { method: 'GET', pattern: r('/v1/payment_intents'), handler: listPaymentIntents, params: PARAMS.listPaymentIntents },
  { method: 'GET', pattern: r('/v1/payment_intents/:id'), handler: retrievePaymentIntent, params: PARAMS.retrieve, publishable: 'client_secret', object: 'payment_intent' },
  { method: 'POST', pattern: r('/v1/payment_intents/:id'), handler: updatePaymentIntent, params: PARAMS.updatePaymentIntent },
  { method: 'POST', pattern: r('/v1/payment_intents/:id/confirm'), handler: confirmPaymentIntentHandler, params: PARAMS.confirmPaymentIntent, publishable: 'client_secret', object: 'payment_intent' },
  { method: 'POST', pattern: r('/v1/payment_intents/:id/cancel'), handler: cancelPaymentIntent, params: PARAMS.cancelIntent },

  { method: 'GET', pattern: r('/v1/charges/:id'), handler: retrieveCharge, params: PARAMS.retrieve },
  { method: 'POST', pattern: r('/v1/refunds'), handler: createRefund, params: PARAMS.createRefund },
  { method: 'GET', pattern: r('/v1/refunds'), handler: listRefunds, params: PARAMS.listRefunds },
  { method: 'GET', pattern: r('/v1/refunds/:id'), handler: retrieveRefund, params: PARAMS.retrieve },

  { method: 'POST', pattern: r('/v1/setup_intents'), handler: createSetupIntent, params: PARAMS.createSetupIntent },
  { method: 'GET', pattern: r('/v1/setup_intents/:id'), handler: retrieveSetupIntent, params: PARAMS.retrieve, publishable: 'client_secret', object: 'setup_intent' },
  { method: 'POST', pattern: r('/v1/setup_intents/:id'), handler: updateSetupIntent, params: PARAMS.updateSetupIntent },
  { method: 'POST', pattern: r('/v1/setup_intents/:id/confirm'), handler: confirmSetupIntentHandler, params: PARAMS.confirmSetupIntent, publishable: 'client_secret', object: 'setup_intent' },
  { method: 'POST', pattern: r('/v1/setup_intents/:id/cancel'), handler: cancelSetupIntent, params: PARAMS.cancelIntent },

  { method: 'POST', pattern: r('/v1/payment_methods'), handler: createPaymentMethod, params: PARAMS.createPaymentMethod, publishable: 'any' },
  { method: 'GET', pattern: r('/v1/payment_methods'), handler: listCustomerPaymentMethods, params: PARAMS.listPaymentMethods },
  { method: 'GET', pattern: r('/v1/payment_methods/:id'), handler: retrievePaymentMethod, params: PARAMS.retrieve },
  { method: 'POST', pattern: r('/v1/payment_methods/:id/attach'), handler: attachPaymentMethodHandler, params: PARAMS.attachPaymentMethod },

  { method: 'POST', pattern: r('/v1/subscriptions'), handler: createSubscription, params: PARAMS.createSubscription },
  { method: 'GET', pattern: r('/v1/subscriptions'), handler: listSubscriptions, params: PARAMS.listSubscriptions },
  { method: 'GET', pattern: r('/v1/subscriptions/:id'), handler: retrieveSubscription, params: PARAMS.retrieve },
  { method: 'POST', pattern: r('/v1/subscriptions/:id'), handler: updateSubscription, params: PARAMS.updateSubscription },
  { method: 'DELETE', pattern: r('/v1/subscriptions/:id'), handler: cancelSubscription, params: PARAMS.cancelSubscription },

  { method: 'GET', pattern: r('/v1/invoices'), handler: listInvoices, params: PARAMS.listInvoices },
  { method: 'GET', pattern: r('/v1/invoices/:id'), handler: retrieveInvoice, params: PARAMS.retrieve },
  { method: 'GET', pattern: r('/v1/invoice_payments'), handler: listInvoicePayments, params: PARAMS.listInvoicePayments },
  { method: 'GET', pattern: r('/v1/invoice_payments/:id'), handler: retrieveInvoicePayment, params: PARAMS.retrieve },

  { method: 'GET', pattern: r('/v1/events'), handler: listEvents, params: PARAMS.listEvents },
  { method: 'GET', pattern: r('/v1/events/:id'), handler: retrieveEvent, params: PARAMS.retrieve },
];

export function matchRoute(method: string, path: string): { route: Route; id?: string } | 'method_not_allowed' | undefined {
  let pathMatched = false;
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (route.method === method) return { route, id: m[1] };
  }
  return pathMatched ? 'method_not_allowed' : undefined;
}
