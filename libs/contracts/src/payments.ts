/**
 * Request and response bodies of the checkout endpoints, shared by the
 * checkout pages and the API. Amounts a page sends are accepted for
 * compatibility and ignored: the server charges the catalogue price.
 */
export interface PaymentsConfigResponse {
  publishableKey: string;
  /** Where the page loads Stripe.js from: https://js.stripe.com/v3/, or the emulator's stand-in in dev/test. */
  stripeJsUrl: string;
}

export interface CreateFrameworkPaymentRequest {
  customerEmail?: string;
  /** Ignored: the catalogue price is charged. */
  amount?: number;
  description?: string;
  /** From a previous POST /api/store-customer of this browser; names the buyer, who is then charged on their own Stripe customer. */
  customerToken?: string;
  /** Client id of this checkout (UUID): makes a retried call reuse the same PaymentIntent. */
  eventId?: string;
}

export interface CreateFrameworkPaymentResponse {
  clientSecret: string;
  hasStoredPayment: boolean;
}

export type BillingCycle = 'monthly' | 'yearly';

export interface CreatePremiumSubscriptionRequest {
  billingCycle: BillingCycle;
  email?: string;
  /** Ignored: the catalogue price is charged. */
  priceAmount?: number;
  description?: string;
  eventId?: string;
}

export interface CreatePremiumSubscriptionResponse {
  clientSecret: string;
  subscriptionId: string;
}

export interface CreateTrialPaymentRequest {
  email?: string;
  eventId?: string;
}

export interface CreateTrialPaymentResponse {
  clientSecret: string;
  setupIntentId: string;
}

export interface CreatePaymentIntentRequest {
  /** Ignored: the catalogue price is charged. */
  amount?: number;
  description?: string;
  metadata?: { product?: string; program?: string };
  eventId?: string;
}

export interface CreatePaymentIntentResponse {
  clientSecret: string;
}

export interface StoreCustomerRequest {
  email: string;
  paymentIntentId: string;
  /** The PaymentIntent's client secret: only the payer holds it, so only the payer can name the buyer. */
  paymentIntentClientSecret: string;
  firstName?: string;
  lastName?: string;
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

export const FOUNDER_SOLD_OUT_MESSAGE = 'The founder rate is sold out: all 300 founder places are taken.';
