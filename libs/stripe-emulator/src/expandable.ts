/**
 * Which fields `expand[]` may name, per object type, at the pinned API version (Stripe's API
 * reference marks them "Expandable"). Dotted entries live inside a plain hash of the object
 * (`invoice_settings.default_payment_method`). Anything else is refused as Stripe refuses it,
 * so an expand path that would fail in production fails in tests too. Fields Stripe can expand
 * but the emulator never fills (always null here) are listed so expanding them answers null.
 */
export const EXPANDABLE: Readonly<Record<string, readonly string[]>> = {
  customer: ['default_source', 'invoice_settings.default_payment_method', 'test_clock'],
  subscription: [
    'application',
    'customer',
    'default_payment_method',
    'default_source',
    'discounts',
    'latest_invoice',
    'on_behalf_of',
    'pending_setup_intent',
    'schedule',
    'test_clock',
  ],
  subscription_item: ['discounts'],
  price: ['product'],
  product: ['default_price', 'tax_code'],
  invoice: [
    'account_tax_ids',
    'application',
    'customer',
    'default_payment_method',
    'default_source',
    'discounts',
    'from_invoice.invoice',
    'latest_revision',
    'on_behalf_of',
    'parent.subscription_details.subscription',
    'test_clock',
  ],
  line_item: ['discounts'],
  invoice_payment: ['invoice', 'payment.charge', 'payment.payment_intent', 'payment.payment_record'],
  payment_intent: ['application', 'customer', 'latest_charge', 'on_behalf_of', 'payment_method', 'review', 'source', 'transfer_data.destination'],
  setup_intent: ['application', 'customer', 'latest_attempt', 'mandate', 'on_behalf_of', 'payment_method', 'single_use_mandate'],
  payment_method: ['customer'],
  charge: ['application', 'application_fee', 'balance_transaction', 'customer', 'failure_balance_transaction', 'on_behalf_of', 'payment_intent', 'review', 'source_transfer', 'transfer'],
  refund: ['balance_transaction', 'charge', 'failure_balance_transaction', 'payment_intent', 'source_transfer_reversal', 'transfer_reversal'],
};

/**
 * Includable fields: absent from the object (and from webhook payloads) unless asked for with
 * `expand[]`. On an invoice, `confirmation_secret` (the client secret a page confirms the first
 * payment with) and `payments` (its InvoicePayments).
 */
export const INCLUDABLE: Readonly<Record<string, readonly string[]>> = {
  invoice: ['confirmation_secret', 'payments'],
};

/**
 * Fields removed at basil (2025-03-31) that older integrations still ask to expand. Stripe
 * answers without them rather than refusing (stripe/stripe-node#2369:
 * `latest_invoice.payment_intent` comes back absent), so the emulator leaves them out as well.
 */
export const REMOVED: Readonly<Record<string, readonly string[]>> = {
  invoice: ['payment_intent', 'charge', 'subscription'],
  payment_intent: ['invoice'],
  charge: ['invoice'],
};

export function isListed(table: Readonly<Record<string, readonly string[]>>, objectType: string, path: string): boolean {
  return table[objectType]?.includes(path) ?? false;
}
