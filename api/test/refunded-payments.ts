import type Stripe from 'stripe';
import { StripeGateway } from '../src/payments/stripe/stripe-gateway';
import { payFramework, type PaymentsStack } from './payments-stack';
import type { TestApp } from './test-app';

const stripeOf = (on: PaymentsStack<TestApp>) => on.api.app.get(StripeGateway).stripe;

/** A $497 framework session paid by `email`, then refunded whole at Stripe. */
export async function refundedWhole(on: PaymentsStack<TestApp>, email: string): Promise<{ paymentIntentId: string; refund: Stripe.Refund }> {
  const { id: paymentIntentId } = await payFramework(on, email);
  return { paymentIntentId, refund: await stripeOf(on).refunds.create({ payment_intent: paymentIntentId, reason: 'requested_by_customer' }) };
}

/** A $497 framework session paid by `email`, then $100 and $150 of it refunded at Stripe. */
export async function refundedInParts(on: PaymentsStack<TestApp>, email: string): Promise<{ paymentIntentId: string; first: Stripe.Refund; rest: Stripe.Refund }> {
  const { id: paymentIntentId } = await payFramework(on, email);
  const first = await stripeOf(on).refunds.create({ payment_intent: paymentIntentId, amount: 10_000 });
  return { paymentIntentId, first, rest: await stripeOf(on).refunds.create({ payment_intent: paymentIntentId, amount: 15_000 }) };
}
