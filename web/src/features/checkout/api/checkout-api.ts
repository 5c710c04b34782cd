import type { CheckoutBuyerRequest, CheckoutBuyerResponse, PayWithSavedCardRequest, PayWithSavedCardResponse } from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';
import { sessionId } from '../../../lib/tracking/tracking-client';
import { readCustomerToken } from '../customer-token';

/**
 * The checkout calls (spec §7). The browser names what it buys and never an
 * amount: the server charges the catalogue price. Each carries the visitor's
 * session, so the purchase is credited to the contact whose session bought.
 */
export interface ClientSecretResponse {
  clientSecret: string;
}

export interface FrameworkPaymentRequest {
  customerEmail?: string;
  customerToken?: string;
}

export interface FrameworkPaymentResponse extends ClientSecretResponse {
  hasStoredPayment: boolean;
}

export type BillingCycle = 'monthly' | 'yearly';

export interface PremiumSubscriptionResponse extends ClientSecretResponse {
  subscriptionId: string;
}

export interface TrialPaymentResponse extends ClientSecretResponse {
  setupIntentId: string;
}

export interface StoreCustomerRequest {
  email: string;
  paymentIntentId: string;
  /** Proves to the server that this browser made the payment. */
  paymentIntentClientSecret: string;
  firstName?: string;
  lastName?: string;
}

export interface StoreCustomerResponse {
  success: boolean;
  customerToken: string;
}

export interface CustomerLookupResponse {
  hasStoredPayment: boolean;
  customer: { firstName: string; lastName: string; email: string } | null;
}

const PILOT_REQUEST = {
  description: 'Enterprise Pilot Program',
  metadata: { product: 'enterprise_pilot', program: 'pilot' },
} as const;

export const checkoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createFrameworkPayment: build.mutation<FrameworkPaymentResponse, FrameworkPaymentRequest>({
      query: (body) => ({ url: 'create-framework-payment', method: 'POST', body: { ...body, sessionId: sessionId() } }),
    }),
    createPremiumSubscription: build.mutation<PremiumSubscriptionResponse, { billingCycle: BillingCycle; email?: string }>({
      query: (body) => ({ url: 'create-premium-subscription', method: 'POST', body: { ...body, sessionId: sessionId() } }),
    }),
    createTrialPayment: build.mutation<TrialPaymentResponse, { email?: string }>({
      query: (body) => ({ url: 'create-trial-payment', method: 'POST', body: { ...body, sessionId: sessionId() } }),
    }),
    createPilotPayment: build.mutation<ClientSecretResponse, void>({
      query: () => ({ url: 'create-payment-intent', method: 'POST', body: { ...PILOT_REQUEST, sessionId: sessionId() } }),
    }),
    // The buyer's address, given on submit before the card is confirmed (ARCHITECTURE §3).
    nameCheckoutBuyer: build.mutation<CheckoutBuyerResponse, CheckoutBuyerRequest>({
      query: (body) => ({ url: 'checkout-buyer', method: 'POST', body: { ...body, sessionId: sessionId() } }),
    }),
    // The one-click upsell: the saved card of the buyer the token proves, charged by the server.
    payWithSavedCard: build.mutation<PayWithSavedCardResponse, PayWithSavedCardRequest>({
      query: (body) => {
        const token = readCustomerToken();
        return { url: 'pay-with-saved-card', method: 'POST', body: { ...body, sessionId: sessionId() }, headers: token ? { 'x-customer-token': token } : undefined };
      },
    }),
    storeCustomer: build.mutation<StoreCustomerResponse, StoreCustomerRequest>({
      query: (body) => ({ url: 'store-customer', method: 'POST', body: { ...body, sessionId: sessionId() } }),
    }),
    // The lookup proves who is asking with the token the previous checkout left (ARCHITECTURE §5).
    // The token alone names the buyer: no address goes into the URL.
    lookupCustomer: build.query<CustomerLookupResponse, void>({
      query: () => {
        const token = readCustomerToken();
        return { url: 'customer', headers: token ? { 'x-customer-token': token } : undefined };
      },
    }),
  }),
});

export const {
  useCreateFrameworkPaymentMutation,
  useCreatePremiumSubscriptionMutation,
  useCreateTrialPaymentMutation,
  useCreatePilotPaymentMutation,
  useNameCheckoutBuyerMutation,
  usePayWithSavedCardMutation,
  useStoreCustomerMutation,
  useLazyLookupCustomerQuery,
} = checkoutApi;
