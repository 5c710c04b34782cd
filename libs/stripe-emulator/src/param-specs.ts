/**
 * The parameters each endpoint accepts: those the emulator acts on, plus real Stripe parameters
 * whose effect cannot show with cards in test mode (`allow_redirects`, address lines). Stripe
 * answers any other name with 400 `parameter_unknown`, and so does the emulator: a typo or a
 * parameter in the wrong place fails in tests as it would in production. A real Stripe parameter
 * the emulator does not implement is refused too, rather than silently ignored; add it here (and
 * to its handler) when our code needs it.
 *
 * A spec is `true` (any value, read by the handler), an object (a hash with these keys) or a
 * one-element array (a list whose every element matches).
 */
export type ParamSpec = true | { readonly [name: string]: ParamSpec } | readonly [ParamSpec];
export type ParamsSpec = { readonly [name: string]: ParamSpec };

const expand = { expand: true } as const;
const list = { ...expand, limit: true, starting_after: true, ending_before: true } as const;
const address = { city: true, country: true, line1: true, line2: true, postal_code: true, state: true } as const;
const billingDetails = { address, email: true, name: true, phone: true } as const;
const card = { number: true, exp_month: true, exp_year: true, cvc: true } as const;
const paymentMethodData = { type: true, card, billing_details: billingDetails, metadata: true } as const;
const automaticPaymentMethods = { enabled: true, allow_redirects: true } as const;
/** What confirming takes, on create with `confirm=true` and on `/confirm` (Stripe.js sends `return_url`). */
const confirmation = { payment_method: true, payment_method_data: paymentMethodData, return_url: true } as const;

const customerFields = { ...expand, email: true, name: true, phone: true, description: true, metadata: true, invoice_settings: { default_payment_method: true } } as const;

export const PARAMS = {
  retrieve: expand,
  createCustomer: { ...customerFields, payment_method: true },
  updateCustomer: customerFields,
  listCustomers: { ...list, email: true },
  listCustomerPaymentMethods: { ...list, type: true },

  createProduct: { ...expand, id: true, name: true, active: true, description: true, metadata: true },
  listProducts: list,
  createPrice: {
    ...expand,
    currency: true,
    unit_amount: true,
    product: true,
    product_data: { id: true, name: true, active: true, metadata: true },
    recurring: { interval: true, interval_count: true },
    lookup_key: true,
    nickname: true,
    metadata: true,
  },
  listPrices: { ...list, lookup_keys: true, product: true, type: true },

  createPaymentIntent: {
    ...expand,
    ...confirmation,
    amount: true,
    currency: true,
    customer: true,
    description: true,
    metadata: true,
    receipt_email: true,
    setup_future_usage: true,
    automatic_payment_methods: automaticPaymentMethods,
    payment_method_types: true,
    confirm: true,
    off_session: true,
  },
  updatePaymentIntent: { ...expand, amount: true, description: true, metadata: true },
  confirmPaymentIntent: { ...expand, ...confirmation, setup_future_usage: true, off_session: true },
  cancelIntent: { ...expand, cancellation_reason: true },
  createRefund: { ...expand, charge: true, payment_intent: true, amount: true, reason: true, metadata: true },
  listRefunds: { ...list, charge: true, payment_intent: true },
  listPaymentIntents: { ...list, customer: true },

  createSetupIntent: {
    ...expand,
    ...confirmation,
    customer: true,
    usage: true,
    description: true,
    metadata: true,
    automatic_payment_methods: automaticPaymentMethods,
    payment_method_types: true,
    confirm: true,
  },
  updateSetupIntent: { ...expand, description: true, metadata: true },
  confirmSetupIntent: { ...expand, ...confirmation },

  createPaymentMethod: { ...expand, type: true, card, billing_details: billingDetails, metadata: true },
  listPaymentMethods: { ...list, customer: true, type: true },
  attachPaymentMethod: { ...expand, customer: true },

  createSubscription: {
    ...expand,
    customer: true,
    items: [
      {
        price: true,
        // Stripe's inline price on an item takes a product id, never product_data.
        price_data: { currency: true, product: true, unit_amount: true, recurring: { interval: true, interval_count: true } },
        quantity: true,
        metadata: true,
      },
    ],
    payment_behavior: true,
    payment_settings: { save_default_payment_method: true },
    trial_period_days: true,
    trial_end: true,
    default_payment_method: true,
    description: true,
    metadata: true,
  },
  updateSubscription: { ...expand, cancel_at_period_end: true, default_payment_method: true, metadata: true, trial_end: true },
  cancelSubscription: expand,
  listSubscriptions: { ...list, customer: true, status: true },

  listInvoices: { ...list, customer: true, subscription: true },
  listInvoicePayments: { ...list, invoice: true, payment: { type: true, payment_intent: true } },
  listEvents: { ...list, type: true, types: true },
} as const satisfies Record<string, ParamsSpec>;
