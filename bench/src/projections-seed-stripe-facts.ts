/**
 * Stripe's facts of the seeded log, written as the payments reactor records
 * them (worker/src/reactors/payments/stripe-facts.ts): each in the stream of
 * the Stripe object it is about, credited to the buying session. A refund
 * names what it gives money back for as the reactor does, and sits beside
 * that payment: a one-time purchase's PaymentIntent, or a subscription
 * invoice (with the PaymentIntent that paid it), which is all the revenue
 * projector matches a refund by.
 */
import { CATALOGUE, streams, type EventOfType, type ProductId, type SubscriptionFacts, type SubscriptionProduct } from '@pitchlens/contracts';
import { FLAG_PARTIAL, type StripeKind } from './projections-seed-columns';
import type { SeedPlan } from './projections-seed-plan';
import { INVOICE, STATUSES, SUBSCRIPTION_PLANS } from './projections-seed-stripe-plan';

export interface StripeFact {
  streamId: string;
  position: number;
  data: unknown;
  /** When Stripe took or gave back the money: the reactor dates money facts. */
  occurredAt?: string;
}

interface Paid {
  product: ProductId;
  amountCents: number;
  paymentIntentId: string;
  invoiceId: string | null;
}

/** A partial refund gives back a quarter, a half or three quarters, varied by payment. */
const PARTIAL_SHARES = [0.25, 0.5, 0.75];

const subscriptionIdOf = (s: number) => `sub_seed_s${s}`;

export class StripeFacts {
  /** Per session: the last position in its subscription's stream. */
  private readonly positions: Int32Array;

  constructor(private readonly plan: SeedPlan) {
    this.positions = new Int32Array(plan.targets.sessions);
  }

  /** Event `i`'s stream, position and data; `email` is its buyer's address, if the session gave one. */
  fact(i: number, kind: StripeKind, email: string | null): StripeFact {
    const { events } = this.plan;
    const at = new Date(events.at[i]).toISOString();
    switch (kind) {
      case 'PaymentSucceeded': {
        const { product, amountCents, paymentIntentId, invoiceId } = this.paid(i);
        // A subscription's payment is known by its invoice alone.
        const paymentId = invoiceId ? null : paymentIntentId;
        const data = { product, amountCents, currency: 'usd', paymentIntentId: paymentId, invoiceId, email, paidAt: at, cardLast4: '4242' } satisfies EventOfType<'PaymentSucceeded'>['data'];
        return { streamId: streams.stripeObject(invoiceId ?? paymentIntentId), position: 1, data, occurredAt: at };
      }
      case 'PaymentRefunded': {
        const payment = events.arg[i];
        const { product, amountCents, paymentIntentId, invoiceId } = this.paid(payment);
        const partial = (events.flags[i] & FLAG_PARTIAL) !== 0;
        const data = {
          refundId: `re_seed_e${i}`,
          chargeId: paymentIntentId.replace(/^pi_/, 'ch_'),
          paymentIntentId,
          invoiceId,
          product,
          amountCents: partial ? Math.round(amountCents * PARTIAL_SHARES[payment % PARTIAL_SHARES.length]) : amountCents,
          currency: 'usd',
          email,
          refundedAt: at,
          // A goodwill part is given back without a reason; a whole payment on the customer's request.
          reason: partial ? null : 'requested_by_customer',
        } satisfies EventOfType<'PaymentRefunded'>['data'];
        return { streamId: streams.stripeObject(invoiceId ?? paymentIntentId), position: 2, data, occurredAt: at };
      }
      case 'TrialStarted':
      case 'TrialEnding': {
        const { subscriptionId, plan, amountCents, trialEndsAt } = this.subscription(i);
        // Only a trial has these facts, so it has an end.
        const data = { subscriptionId, plan, email, amountCents, trialEndsAt: trialEndsAt as string } satisfies EventOfType<'TrialStarted'>['data'];
        return this.subscriptionFact(i, data);
      }
      case 'SubscriptionStarted':
      case 'SubscriptionUpdated':
      case 'SubscriptionCancelled':
        return this.subscriptionFact(i, { ...this.subscription(i), status: STATUSES[events.arg[i]], email } satisfies SubscriptionFacts);
    }
  }

  /** What payment `i` paid for and the Stripe ids it is known by; a session's invoice is its subscription's one charge in the log. */
  private paid(i: number): Paid {
    const s = this.plan.events.session[i];
    if (this.plan.events.arg[i] !== INVOICE) return { product: 'framework_session', amountCents: CATALOGUE.framework_session.amountCents, paymentIntentId: `pi_seed_e${i}`, invoiceId: null };
    const { plan, amountCents } = this.subscription(i);
    return { product: plan, amountCents, paymentIntentId: `pi_seed_s${s}`, invoiceId: `in_seed_s${s}` };
  }

  /** The subscription of event `i`'s session, as its lifecycle facts describe it. */
  private subscription(i: number): Omit<SubscriptionFacts, 'status' | 'email'> {
    const s = this.plan.events.session[i];
    const product = CATALOGUE[SUBSCRIPTION_PLANS[this.plan.stripe.plan[s]]] as SubscriptionProduct;
    const trialEnd = this.plan.stripe.trialEnd[s];
    return {
      subscriptionId: subscriptionIdOf(s),
      plan: product.id,
      interval: product.interval,
      amountCents: product.amountCents,
      trialEndsAt: trialEnd ? new Date(trialEnd).toISOString() : null,
    };
  }

  private subscriptionFact(i: number, data: unknown): StripeFact {
    const s = this.plan.events.session[i];
    return { streamId: streams.stripeObject(subscriptionIdOf(s)), position: ++this.positions[s], data };
  }
}
