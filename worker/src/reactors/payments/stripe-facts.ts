import {
  CATALOGUE,
  isProductId,
  oneTimeProductId,
  streams,
  type FunnelStep,
  type PitchlensEvent,
  type ProductId,
  type SubscriptionFacts,
} from '@pitchlens/contracts';
import type Stripe from 'stripe';
import { v5 as uuidv5 } from 'uuid';
import { personStreams } from '@pitchlens/event-store';

/**
 * Pure mappings from Stripe objects (as Stripe's events show them, or as
 * re-read from Stripe) to the facts the log records. Each fact's id is
 * derived from what it is about, so however often and in whatever order
 * Stripe delivers, each fact is stored once.
 */
export interface Fact {
  streamId: string;
  eventId: string;
  event: PitchlensEvent;
  /** The buyer's session, which a payment's funnel steps (and its revenue by source) are credited to. */
  sessionId?: string | null;
  /** When it happened (ISO 8601): when Stripe took the money, declined an attempt or started the subscription. */
  occurredAt?: string;
}

/** Who bought, as the checkout told Stripe: the address (once known) and the visitor's session. */
export interface Buyer {
  email: string | null;
  sessionId: string | null;
}

/** What the webhook delivery said happened, and when (Unix seconds, Stripe's clock). */
export interface Trigger {
  stripeEventId: string;
  type: string;
  created: number;
}

const FACT_NAMESPACE = '9e2a4c1d-7b3f-4e8a-b6d5-2c1f0a9e8d73';

export const factId = (key: string): string => uuidv5(key, FACT_NAMESPACE);

const iso = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();

function productOf(metadata: Stripe.Metadata | null | undefined): ProductId | null {
  const product = metadata?.product;
  return isProductId(product) ? product : null;
}

/** The buyer's steps, in their session's stream when the checkout named one; none when no one can be credited. */
function funnelSteps(buyer: Buyer, aboutId: string, steps: FunnelStep[], detail: Record<string, unknown>, occurredAt: string): Fact[] {
  const { email, sessionId } = buyer;
  if (!email && !sessionId) return [];
  return steps.map((step) => ({
    streamId: sessionId ? streams.visitor(sessionId) : personStreams.contact(email as string),
    eventId: factId(`funnel/${aboutId}/${step}`),
    event: { type: 'FunnelStepReached', data: { email, step, stepData: detail } },
    sessionId,
    occurredAt,
  }));
}

/** Every fact about a purchase carries the buyer's session, so the buyer's timeline finds it. */
function credited(facts: Fact[], buyer: Buyer): Fact[] {
  return facts.map((fact) => ({ ...fact, sessionId: fact.sessionId ?? buyer.sessionId }));
}

/**
 * One-time purchases (framework session, enterprise pilot) are PaymentIntents
 * we created with a product in their metadata. PaymentIntents of subscription
 * invoices carry none: those payments are recorded from their invoice.
 */
export function oneTimeProductOf(intent: Stripe.PaymentIntent): ProductId | null {
  return oneTimeProductId(intent.metadata?.product);
}

/** Stripe's words for why an attempt failed: its message, else its decline code or error code. */
function failureReason(error: Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError | null): string {
  return error?.message ?? error?.decline_code ?? error?.code ?? 'payment failed';
}

/**
 * A PaymentIntent delivery, from the PaymentIntent as its Stripe event shows it
 * (Stripe's snapshot of that moment, not its state now), dated when Stripe
 * reported it: a succeeded one is the payment of what was charged, a failed
 * one is that attempt's failure, even when a retry has succeeded since. The
 * card's last digits are found by the caller.
 */
export function paymentIntentFacts(intent: Stripe.PaymentIntent, trigger: Trigger, buyer: Buyer, cardLast4: string | null = null): Fact[] {
  const { email, sessionId } = buyer;
  const product = oneTimeProductOf(intent);
  if (!product) return [];
  const streamId = streams.stripeObject(intent.id);
  const at = iso(trigger.created);
  if (trigger.type === 'payment_intent.succeeded' && intent.status === 'succeeded') {
    return [
      {
        streamId,
        eventId: factId(`payment-succeeded/${intent.id}`),
        event: {
          type: 'PaymentSucceeded',
          data: { product, amountCents: intent.amount_received, currency: intent.currency, paymentIntentId: intent.id, invoiceId: null, email, paidAt: at, cardLast4 },
        },
        sessionId,
        occurredAt: at,
      },
      ...funnelSteps(buyer, intent.id, ['completed'], { product }, at),
    ];
  }
  if (trigger.type === 'payment_intent.payment_failed') {
    return [
      {
        streamId,
        eventId: factId(`payment-failed/${trigger.stripeEventId}`),
        event: {
          type: 'PaymentFailed',
          data: { product, reason: failureReason(intent.last_payment_error), paymentIntentId: intent.id, invoiceId: null, email, amountCents: intent.amount, currency: intent.currency },
        },
        sessionId,
        occurredAt: at,
      },
    ];
  }
  return [];
}

/**
 * A trial's card that could not be saved (setup_intent.setup_failed, from
 * the SetupIntent as its Stripe event shows it): the trial's failed attempt,
 * dated when Stripe reported it. Saving a card charges nothing: its amount is 0.
 */
export function setupFailureFacts(setup: Stripe.SetupIntent, trigger: Trigger, buyer: Buyer): Fact[] {
  const plan = CATALOGUE.premium_trial;
  if (trigger.type !== 'setup_intent.setup_failed' || setup.metadata?.product !== plan.id) return [];
  const at = iso(trigger.created);
  return [
    {
      streamId: streams.stripeObject(setup.id),
      eventId: factId(`payment-failed/${trigger.stripeEventId}`),
      event: {
        type: 'PaymentFailed',
        data: { product: plan.id, reason: failureReason(setup.last_setup_error), paymentIntentId: null, invoiceId: null, email: buyer.email, amountCents: 0, currency: plan.currency },
      },
      sessionId: buyer.sessionId,
      occurredAt: at,
    },
  ];
}

/** The plan, price and interval of a subscription we created (its metadata names the catalogue product). */
export function subscriptionFactsOf(subscription: Stripe.Subscription, email: string | null): SubscriptionFacts | null {
  const plan = productOf(subscription.metadata);
  const item = subscription.items.data[0];
  if (!plan || !item) return null;
  return {
    subscriptionId: subscription.id,
    plan,
    status: subscription.status,
    interval: item.price.recurring?.interval === 'year' ? 'year' : 'month',
    amountCents: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    email,
    // Kept on every fact: a trial's end can move (changed in Stripe), and trials due read the latest.
    trialEndsAt: subscription.trial_end ? iso(subscription.trial_end) : null,
  };
}

/**
 * When the subscription went live: its first invoice's payment (the trial's
 * is paid with 0 when the card is saved), read when the invoice is expanded,
 * else its start.
 */
function liveSince(subscription: Stripe.Subscription, trigger: Trigger): number {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  return invoice?.status_transitions?.paid_at ?? subscription.start_date ?? trigger.created;
}

/** Statuses only a subscription that was live (paid, or trialing with a saved card) can have. */
const WAS_LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/**
 * A subscription's lifecycle from its current state: started the first time
 * it is seen live, updated per update event, cancelled once; and the trial's
 * start and its ending notice. An incomplete checkout never paid starts
 * nothing; once Stripe expires it, it is a CheckoutExpired and nothing else.
 */
export function subscriptionFacts(subscription: Stripe.Subscription, trigger: Trigger, buyer: Buyer): Fact[] {
  const { email } = buyer;
  const data = subscriptionFactsOf(subscription, email);
  if (!data) return [];
  const streamId = streams.stripeObject(subscription.id);
  if (subscription.status === 'incomplete_expired') {
    // A checkout abandoned at the card step (first invoice unpaid for 23 hours): nothing started, no
    // update worth telling; one fact per subscription however often Stripe's deliveries repeat.
    const expired: Fact = {
      streamId,
      eventId: factId(`checkout-expired/${subscription.id}`),
      event: { type: 'CheckoutExpired', data: { subscriptionId: subscription.id, plan: data.plan, email } },
      occurredAt: iso(subscription.ended_at ?? trigger.created),
    };
    return credited([expired], buyer);
  }
  const facts: Fact[] = [];
  const trialEndsAt = subscription.trial_end ? iso(subscription.trial_end) : null;
  if (WAS_LIVE.has(subscription.status)) {
    facts.push({ streamId, eventId: factId(`subscription-started/${subscription.id}`), event: { type: 'SubscriptionStarted', data } });
    if (trialEndsAt) {
      facts.push({
        streamId,
        eventId: factId(`trial-started/${subscription.id}`),
        event: { type: 'TrialStarted', data: { subscriptionId: subscription.id, plan: data.plan, email, amountCents: data.amountCents, trialEndsAt } },
      });
    }
    const steps: FunnelStep[] = trialEndsAt ? ['trial_signup_success', 'completed'] : ['premium_purchase_success', 'completed'];
    facts.push(...funnelSteps(buyer, subscription.id, steps, { product: data.plan }, iso(liveSince(subscription, trigger))));
  }
  if (trigger.type === 'customer.subscription.updated') {
    facts.push({ streamId, eventId: factId(`subscription-updated/${trigger.stripeEventId}`), event: { type: 'SubscriptionUpdated', data } });
  }
  if (subscription.status === 'canceled') {
    facts.push({ streamId, eventId: factId(`subscription-cancelled/${subscription.id}`), event: { type: 'SubscriptionCancelled', data } });
  }
  if (trigger.type === 'customer.subscription.trial_will_end' && trialEndsAt) {
    facts.push({
      streamId,
      eventId: factId(`trial-ending/${subscription.id}/${subscription.trial_end}`),
      event: { type: 'TrialEnding', data: { subscriptionId: subscription.id, plan: data.plan, email, amountCents: data.amountCents, trialEndsAt } },
    });
  }
  return credited(facts, buyer);
}

/** The subscription an invoice bills, if any. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
}

/**
 * Subscription money: every paid invoice is recorded (a trial's first is paid
 * with 0); one that took money is also a payment of its plan, for what was
 * actually charged ($590 for a founder year), with the last digits of the
 * card that paid (found through the invoice's payment by the caller).
 */
export function invoiceFacts(invoice: Stripe.Invoice, plan: ProductId | null, trigger: Trigger, buyer: Buyer, cardLast4: string | null = null): Fact[] {
  const { email, sessionId } = buyer;
  const streamId = streams.stripeObject(invoice.id as string);
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (invoice.status === 'paid' && (trigger.type === 'invoice.paid' || trigger.type === 'invoice.payment_succeeded')) {
    const facts: Fact[] = [
      {
        streamId,
        eventId: factId(`invoice-paid/${invoice.id}`),
        event: { type: 'InvoicePaid', data: { invoiceId: invoice.id as string, subscriptionId, plan, amountCents: invoice.amount_paid, currency: invoice.currency, email } },
      },
    ];
    if (plan && invoice.amount_paid > 0) {
      const paidAt = invoice.status_transitions?.paid_at ?? trigger.created;
      facts.push({
        streamId,
        eventId: factId(`payment-succeeded/${invoice.id}`),
        event: {
          type: 'PaymentSucceeded',
          data: { product: plan, amountCents: invoice.amount_paid, currency: invoice.currency, paymentIntentId: null, invoiceId: invoice.id as string, email, paidAt: iso(paidAt), cardLast4 },
        },
        sessionId,
        occurredAt: iso(paidAt),
      });
    }
    return credited(facts, buyer);
  }
  if (trigger.type === 'invoice.payment_failed') {
    return [
      {
        streamId,
        eventId: factId(`payment-failed/${trigger.stripeEventId}`),
        event: {
          type: 'PaymentFailed',
          data: { product: plan, reason: 'The invoice payment failed', paymentIntentId: null, invoiceId: invoice.id as string, email, amountCents: invoice.amount_due, currency: invoice.currency },
        },
        sessionId,
        occurredAt: iso(trigger.created),
      },
    ];
  }
  return [];
}

/** What a refund gives money back for: a one-time purchase's PaymentIntent, or a subscription invoice paid by one. */
export interface Refunded {
  paymentIntentId: string;
  invoiceId: string | null;
  product: ProductId;
}

/**
 * A refund Stripe made, as it is now (a card refund may be pending first and
 * succeed later, or fail): one fact once it succeeded, whichever delivery
 * told of it, against the product and buyer of the purchase or invoice it
 * gives money back for. Kept in that payment's stream beside it.
 */
export function refundFacts(refund: Stripe.Refund, refunded: Refunded, buyer: Buyer): Fact[] {
  if (refund.status !== 'succeeded') return [];
  const refundedAt = iso(refund.created);
  const chargeId = typeof refund.charge === 'string' ? refund.charge : (refund.charge?.id ?? null);
  return [
    {
      streamId: streams.stripeObject(refunded.invoiceId ?? refunded.paymentIntentId),
      eventId: factId(`payment-refunded/${refund.id}`),
      event: {
        type: 'PaymentRefunded',
        data: { refundId: refund.id, chargeId, ...refunded, amountCents: refund.amount, currency: refund.currency, email: buyer.email, refundedAt, reason: refund.reason },
      },
      sessionId: buyer.sessionId,
      occurredAt: refundedAt,
    },
  ];
}
