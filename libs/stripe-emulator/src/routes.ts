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
import { cancelSetupIntent, confirmSetupIntentHandler, createSetupIntent, retrieveSetupIntent, updateSetupIntent } from './resources/setup-intents';

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
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
  { method: 'POST', pattern: r('/v1/customers'), handler: createCustomer },
  { method: 'GET', pattern: r('/v1/customers'), handler: listCustomers },
  { method: 'GET', pattern: r('/v1/customers/:id'), handler: retrieveCustomer },
  { method: 'POST', pattern: r('/v1/customers/:id'), handler: updateCustomer },
  { method: 'GET', pattern: r('/v1/customers/:id/payment_methods'), handler: listCustomerPaymentMethods },

  { method: 'POST', pattern: r('/v1/products'), handler: createProduct },
  { method: 'GET', pattern: r('/v1/products'), handler: listProducts },
  { method: 'GET', pattern: r('/v1/products/:id'), handler: retrieveProduct },
  { method: 'POST', pattern: r('/v1/prices'), handler: createPrice },
  { method: 'GET', pattern: r('/v1/prices'), handler: listPrices },
  { method: 'GET', pattern: r('/v1/prices/:id'), handler: retrievePrice },

  { method: 'POST', pattern: r('/v1/payment_intents'), handler: createPaymentIntent },
  { method: 'GET', pattern: r('/v1/payment_intents'), handler: listPaymentIntents },
  { method: 'GET', pattern: r('/v1/payment_intents/:id'), handler: retrievePaymentIntent, publishable: 'client_secret', object: 'payment_intent' },
  { method: 'POST', pattern: r('/v1/payment_intents/:id'), handler: updatePaymentIntent },
  { method: 'POST', pattern: r('/v1/payment_intents/:id/confirm'), handler: confirmPaymentIntentHandler, publishable: 'client_secret', object: 'payment_intent' },
  { method: 'POST', pattern: r('/v1/payment_intents/:id/cancel'), handler: cancelPaymentIntent },

  { method: 'POST', pattern: r('/v1/setup_intents'), handler: createSetupIntent },
  { method: 'GET', pattern: r('/v1/setup_intents/:id'), handler: retrieveSetupIntent, publishable: 'client_secret', object: 'setup_intent' },
  { method: 'POST', pattern: r('/v1/setup_intents/:id'), handler: updateSetupIntent },
  { method: 'POST', pattern: r('/v1/setup_intents/:id/confirm'), handler: confirmSetupIntentHandler, publishable: 'client_secret', object: 'setup_intent' },
  { method: 'POST', pattern: r('/v1/setup_intents/:id/cancel'), handler: cancelSetupIntent },

  { method: 'POST', pattern: r('/v1/payment_methods'), handler: createPaymentMethod, publishable: 'any' },
  { method: 'GET', pattern: r('/v1/payment_methods'), handler: listCustomerPaymentMethods },
  { method: 'GET', pattern: r('/v1/payment_methods/:id'), handler: retrievePaymentMethod },
  { method: 'POST', pattern: r('/v1/payment_methods/:id/attach'), handler: attachPaymentMethodHandler },

  { method: 'POST', pattern: r('/v1/subscriptions'), handler: createSubscription },
  { method: 'GET', pattern: r('/v1/subscriptions'), handler: listSubscriptions },
  { method: 'GET', pattern: r('/v1/subscriptions/:id'), handler: retrieveSubscription },
  { method: 'POST', pattern: r('/v1/subscriptions/:id'), handler: updateSubscription },
  { method: 'DELETE', pattern: r('/v1/subscriptions/:id'), handler: cancelSubscription },

  { method: 'GET', pattern: r('/v1/invoices'), handler: listInvoices },
  { method: 'GET', pattern: r('/v1/invoices/:id'), handler: retrieveInvoice },
  { method: 'GET', pattern: r('/v1/invoice_payments'), handler: listInvoicePayments },
  { method: 'GET', pattern: r('/v1/invoice_payments/:id'), handler: retrieveInvoicePayment },

  { method: 'GET', pattern: r('/v1/events'), handler: listEvents },
  { method: 'GET', pattern: r('/v1/events/:id'), handler: retrieveEvent },
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
