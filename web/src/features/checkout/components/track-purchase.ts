import { founderPlan } from '@pitchlens/contracts';
import { rememberEmail, trackFunnelStep } from '../../../lib/tracking/tracking-client';
import type { BillingCycle } from '../api/checkout-api';

/*
 * The buyer's funnel step, sent from the page as the spec's client does
 * (spec §3). Stripe may not know the buyer's address (the founder plans are
 * set up before it is typed), and the contact's funnel must still show the
 * purchase. Revenue never comes from here: only from Stripe's own facts.
 */

export function trackPremiumPurchase(email: string, billingCycle: BillingCycle): Promise<void> {
  rememberEmail(email);
  return trackFunnelStep('premium_purchase_success', email, {
    productType: 'premium',
    billingCycle,
    amount: founderPlan(billingCycle).amountCents / 100,
    purchaseDate: new Date().toISOString(),
  });
}

export function trackTrialSignup(email: string): Promise<void> {
  rememberEmail(email);
  return trackFunnelStep('trial_signup_success', email, { productType: 'trial', signupDate: new Date().toISOString() });
}
