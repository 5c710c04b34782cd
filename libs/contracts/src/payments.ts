/**
 * Request and response bodies of the checkout endpoints, shared by the
 * checkout pages and the API. Amounts a page sends are accepted for
 * compatibility and ignored: the server charges the catalogue price.
 */
/**
 * What every checkout call may carry: the client's id of this attempt (a
 * retried call reuses the same Stripe objects) and the visitor's session, so
 * a confirmed payment is credited to the contact whose session bought.
 */
export interface CheckoutEnvelope {
  eventId?: string;
  sessionId?: string;
}

export interface PaymentsConfigResponse {
  publishableKey: string;
  /** Where the page loads Stripe.js from: https://js.stripe.com/v3/, or the emulator's stand-in in dev/test. */
  stripeJsUrl: string;
}

export interface CreateFrameworkPaymentRequest extends CheckoutEnvelope {
  customerEmail?: string;
  /** Ignored: the catalogue price is charged. */
  amount?: number;
  description?: string;
  /** From a previous POST /api/store-customer of this browser; names the buyer, who is then charged on their own Stripe customer. */
  customerToken?: string;
}

export interface CreateFrameworkPaymentResponse {
  clientSecret: string;
  hasStoredPayment: boolean;
}

export type BillingCycle = 'monthly' | 'yearly';

export interface CreatePremiumSubscriptionRequest extends CheckoutEnvelope {
  billingCycle: BillingCycle;
  email?: string;
  /** Ignored: the catalogue price is charged. */
  priceAmount?: number;
  description?: string;
}

export interface CreatePremiumSubscriptionResponse {
  clientSecret: string;
  subscriptionId: string;
}

export interface CreateTrialPaymentRequest extends CheckoutEnvelope {
  email?: string;
}

export interface CreateTrialPaymentResponse {
  clientSecret: string;
  setupIntentId: string;
}

export interface CreatePaymentIntentRequest extends CheckoutEnvelope {
  /** Ignored: the catalogue price is charged. */
  amount?: number;
  description?: string;
  metadata?: { product?: string; program?: string };
}

export interface CreatePaymentIntentResponse {
  clientSecret: string;
}

export interface StoreCustomerRequest extends CheckoutEnvelope {
  email: string;
  paymentIntentId: string;
  /** The PaymentIntent's client secret: only the payer holds it, so only the payer can name the buyer. */
  paymentIntentClientSecret: string;
  firstName?: string;
  lastName?: string;
}

/**
 * POST /api/checkout-buyer: the buyer's address, given when they submit and
 * before the card is confirmed, so Stripe and the funnel know who is buying
 * even if the card is then declined. `clientSecret` proves this browser holds
 * the checkout; the premium checkout also names its subscription.
 */
export interface CheckoutBuyerRequest extends CheckoutEnvelope {
  clientSecret: string;
  email: string;
  subscriptionId?: string;
}

export interface CheckoutBuyerResponse {
  success: true;
}

/**
 * POST /api/pay-with-saved-card (header x-customer-token): the one-click
 * framework session, charged to the card the buyer saved at their last
 * checkout. 402 naming `card` when it is declined; the page then asks for one.
 */
export type PayWithSavedCardRequest = CheckoutEnvelope;

export interface PayWithSavedCardResponse {
  paymentIntentId: string;
  /** Proves to store-customer that this browser made the payment. */
  clientSecret: string;
}

export interface StoreCustomerResponse {
  success: true;
  /** Proof for one hour that this browser just paid as this email and Stripe customer (header x-customer-token; never in a URL). */
  customerToken: string;
}

export interface CustomerLookupResponse {
  hasStoredPayment: boolean;
  customer: { firstName: string | null; lastName: string | null; email: string } | null;
}

/** What POST /api/stripe/webhook answers Stripe: received, and whether this event was delivered before. */
export interface StripeWebhookReceipt {
  received: true;
  duplicate: boolean;
}

export const FOUNDER_SOLD_OUT_MESSAGE = 'The founder rate is sold out: all 300 founder places are taken.';
