import type Stripe from 'stripe';

/**
 * What a checkout's Stripe object carries about its buyer, read back by the
 * worker when Stripe confirms the payment: the address (once known) and the
 * visitor's session, which the payment's funnel steps are credited to.
 */
export function buyerMetadata(buyer: { email?: string | null; sessionId?: string | null }): Stripe.MetadataParam {
  return { ...(buyer.email ? { email: buyer.email } : {}), ...(buyer.sessionId ? { sessionId: buyer.sessionId } : {}) };
}
