import { Logger } from '@nestjs/common';
import { CATALOGUE, EVENT_SCHEMA_VERSIONS, factMetadata, isProductId, type EventOfType, type ProductId, type StripeEventReceived } from '@pitchlens/contracts';
import type { EventStore, Reactor, RecordedEvent } from '@pitchlens/event-store';
import Stripe from 'stripe';
import { intentCardLast4, invoiceCardLast4 } from './card-digits';
import { invoiceFacts, invoiceSubscriptionId, oneTimeProductOf, paymentIntentFacts, refundFacts, setupFailureFacts, subscriptionFacts, type Buyer, type Fact, type Refunded, type Trigger } from './stripe-facts';

/**
 * Acts on verified Stripe deliveries (StripeEventReceived). Stripe repeats and
 * reorders them, so the delivery is only a hint: a payment attempt is read
 * from Stripe's own copy of its event (what happened then, even when a retry
 * has succeeded since), other objects are re-read from Stripe and their
 * current state mapped; each fact has a derived id and is stored once. Like
 * the email reactor it has its own checkpoint and is no projector: a replay
 * never calls Stripe. A batch that fails (Stripe unreachable) is retried
 * whole; facts already stored are recognised by their ids.
 */
export class PaymentsReactor implements Reactor<EventOfType<'StripeEventReceived'>> {
  readonly name = 'payments-reactor';
  readonly eventTypes = ['StripeEventReceived'] as const;
  /** Its Stripe calls run with no transaction open, so a slow Stripe holds back no other reader. */
  readonly outsideTransaction = true;
  /** Each event costs Stripe calls: small batches move the checkpoint often, so a failed batch repeats little. */
  readonly maxBatchSize = 10;
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly stripe: Stripe,
    private readonly store: EventStore,
  ) {}

  async apply(events: RecordedEvent<EventOfType<'StripeEventReceived'>>[]): Promise<void> {
    for (const event of events) {
      const { data } = event;
      const trigger: Trigger = { stripeEventId: data.stripeEventId, type: data.type, created: data.created };
      let facts: Fact[];
      try {
        facts = await this.factsFor(data, trigger);
      } catch (error) {
        // An object or event Stripe no longer has (events are kept 30 days) would otherwise stop every later payment.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          this.logger.warn(`${data.type} ${data.objectId} (${data.stripeEventId}): not found at Stripe, skipped`);
          continue;
        }
        throw error;
      }
      for (const fact of facts) await this.record(fact, event);
    }
  }

  private async factsFor(data: StripeEventReceived['data'], trigger: Trigger): Promise<Fact[]> {
    if (data.type === 'payment_intent.succeeded' || data.type === 'payment_intent.payment_failed') {
      const intent = await this.reportedObject<Stripe.PaymentIntent>(data.stripeEventId, 'payment_intent');
      if (!intent || !oneTimeProductOf(intent)) return [];
      // The receipt shows the card that paid; a declined attempt names none.
      const cardLast4 = intent.status === 'succeeded' ? await intentCardLast4(this.stripe, intent) : null;
      return paymentIntentFacts(intent, trigger, await this.buyerOf(intent.metadata, intent.customer), cardLast4);
    }
    if (data.type.startsWith('customer.subscription.')) {
      // Its first invoice tells when it went live: the buyer's steps are dated then.
      const subscription = await this.stripe.subscriptions.retrieve(data.objectId, { expand: ['latest_invoice'] });
      return subscriptionFacts(subscription, trigger, await this.buyerOf(subscription.metadata, subscription.customer));
    }
    if (data.type === 'invoice.paid' || data.type === 'invoice.payment_failed') {
      // Its payments (included when expanded) lead to the PaymentIntent that paid, and so to the card.
      const invoice = await this.stripe.invoices.retrieve(data.objectId, { expand: ['payments'] });
      const { plan, buyer } = await this.invoiceBuyer(invoice);
      const cardLast4 = await invoiceCardLast4(this.stripe, invoice);
      return invoiceFacts(invoice, plan, trigger, buyer, cardLast4);
    }
    if (data.type === 'setup_intent.setup_failed') {
      const setup = await this.reportedObject<Stripe.SetupIntent>(data.stripeEventId, 'setup_intent');
      return setup ? setupFailureFacts(setup, trigger, await this.buyerOf(setup.metadata, setup.customer)) : [];
    }
    if (data.type === 'refund.created' || data.type === 'refund.updated') {
      return this.refundsFacts([await this.stripe.refunds.retrieve(data.objectId)]);
    }
    if (data.type === 'charge.refunded') {
      // Every refund of the charge, so one whose own delivery was lost or is late is recorded all the same.
      return this.refundsFacts((await this.stripe.refunds.list({ charge: data.objectId, limit: 100 })).data);
    }
    if (data.type === 'setup_intent.succeeded') {
      await this.startTrial(await this.stripe.setupIntents.retrieve(data.objectId));
    }
    return [];
  }

  /**
   * A PaymentIntent or SetupIntent as Stripe's event holds it, fetched from
   * Stripe by the event's id (the delivery recorded only the id): Stripe's
   * word on that attempt, its amount, error and buyer as they were. The
   * object is never re-read for it: once a retry succeeded, that would show
   * no decline.
   */
  private async reportedObject<T extends Stripe.PaymentIntent | Stripe.SetupIntent>(stripeEventId: string, kind: T['object']): Promise<T | null> {
    const object = (await this.stripe.events.retrieve(stripeEventId)).data.object as { object?: string };
    return object.object === kind ? (object as T) : null;
  }

  /** The plan a subscription invoice bills and its buyer, from the subscription's metadata (the checkout's). */
  private async invoiceBuyer(invoice: Stripe.Invoice): Promise<{ plan: ProductId | null; buyer: Buyer }> {
    const subscriptionId = invoiceSubscriptionId(invoice);
    const subscription = subscriptionId ? await this.stripe.subscriptions.retrieve(subscriptionId) : null;
    const product = subscription?.metadata?.product;
    return { plan: isProductId(product) ? product : null, buyer: await this.buyerOf(subscription?.metadata, invoice.customer) };
  }

  /**
   * Refunds as Stripe has them now, each against the product and buyer of
   * what its PaymentIntent paid: a one-time purchase (named in its metadata),
   * else the subscription invoice it paid (found through the invoice's
   * payments), whose plan and buyer its payment was recorded with.
   */
  private async refundsFacts(refunds: Stripe.Refund[]): Promise<Fact[]> {
    const facts: Fact[] = [];
    const paid = new Map<string, { refunded: Refunded; buyer: Buyer } | null>();
    for (const refund of refunds) {
      const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
      if (refund.status !== 'succeeded' || !intentId) continue;
      const what = paid.has(intentId) ? paid.get(intentId) : await this.refundedBy(intentId);
      paid.set(intentId, what ?? null);
      if (what) facts.push(...refundFacts(refund, what.refunded, what.buyer));
    }
    return facts;
  }

  private async refundedBy(paymentIntentId: string): Promise<{ refunded: Refunded; buyer: Buyer } | null> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    const product = oneTimeProductOf(intent);
    if (product) return { refunded: { paymentIntentId, invoiceId: null, product }, buyer: await this.buyerOf(intent.metadata, intent.customer) };
    const [payment] = (await this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 })).data;
    const invoiceId = typeof payment?.invoice === 'string' ? payment.invoice : payment?.invoice?.id;
    if (!invoiceId) return null;
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    const { plan, buyer } = await this.invoiceBuyer(invoice);
    return plan ? { refunded: { paymentIntentId, invoiceId, product: plan }, buyer } : null;
  }

  /**
   * The trial's subscription, made when its card is saved: $79/month after
   * TRIAL_DAYS, charged to that card. Made once per SetupIntent (an
   * idempotency key, and a look at the customer's subscriptions for
   * deliveries after Stripe forgets the key).
   */
  private async startTrial(setup: Stripe.SetupIntent): Promise<void> {
    const plan = CATALOGUE.premium_trial;
    if (setup.metadata?.product !== plan.id || setup.status !== 'succeeded' || plan.kind !== 'subscription') return;
    const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
    const paymentMethod = typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id;
    if (!customer || !paymentMethod) return;
    const existing = await this.stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    if (existing.data.some((s) => s.metadata?.setupIntent === setup.id)) return;
    const product = await this.productFor(plan.id, plan.name);
    await this.stripe.subscriptions.create(
      {
        customer,
        items: [{ price_data: { currency: plan.currency, product, unit_amount: plan.amountCents, recurring: { interval: plan.interval } } }],
        trial_period_days: plan.trialDays,
        default_payment_method: paymentMethod,
        description: plan.description,
        metadata: {
          product: plan.id,
          setupIntent: setup.id,
          ...(setup.metadata?.email ? { email: setup.metadata.email } : {}),
          ...(setup.metadata?.sessionId ? { sessionId: setup.metadata.sessionId } : {}),
        },
      },
      { idempotencyKey: `pitchlens:trial-subscription:${setup.id}` },
    );
  }

  /**
   * The Stripe product of a plan, under the fixed id the API uses too. The API (or another
   * worker) may make it between our read and our create: Stripe then refuses ours with
   * resource_already_exists, and theirs is read back.
   */
  private async productFor(planId: string, name: string): Promise<string> {
    const id = `pitchlens_${planId}`;
    try {
      return (await this.stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_missing') throw error;
    }
    try {
      return (await this.stripe.products.create({ id, name, metadata: { product: planId } }, { idempotencyKey: `pitchlens:product:${id}` })).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_already_exists') throw error;
    }
    return (await this.stripe.products.retrieve(id)).id;
  }

  /** The buyer the checkout named on the object (its address, else its customer's) and the session it was made in. */
  private async buyerOf(metadata: Stripe.Metadata | null | undefined, customer: string | Stripe.Customer | Stripe.DeletedCustomer | null): Promise<Buyer> {
    const sessionId = metadata?.sessionId || null;
    if (metadata?.email) return { email: metadata.email, sessionId };
    const id = typeof customer === 'string' ? customer : customer?.id;
    if (!id) return { email: null, sessionId };
    const found = await this.stripe.customers.retrieve(id);
    return { email: 'email' in found && found.email ? found.email : null, sessionId };
  }

  private async record(fact: Fact, cause: RecordedEvent): Promise<void> {
    await this.store.append({
      streamId: fact.streamId,
      events: [
        {
          eventId: fact.eventId,
          type: fact.event.type,
          schemaVersion: EVENT_SCHEMA_VERSIONS[fact.event.type],
          data: fact.event.data,
          metadata: factMetadata({
            correlationId: cause.metadata.correlationId ?? cause.eventId,
            causationId: cause.eventId,
            sessionId: fact.sessionId,
            occurredAt: fact.occurredAt,
          }),
        },
      ],
    });
  }
}
