import { Inject, Injectable } from '@nestjs/common';
import { EVENT_SCHEMA_VERSIONS, factMetadata, streams, type StripeEventReceived, type StripeWebhookReceipt } from '@pitchlens/contracts';
import { EventStore } from '@pitchlens/event-store';
import type Stripe from 'stripe';
import { v5 as uuidv5 } from 'uuid';
import { StripeGateway } from '../../stripe/stripe-gateway';

const STRIPE_EVENT_NAMESPACE = '0b6c3f4e-2a71-4d1e-9c55-7f3e8a2d9b10';

/** Deliveries older than this are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class InvalidWebhook extends Error {}

/** The log's id for a Stripe event: a redelivery of the same event is stored once. */
export function stripeEventRecordId(stripeEventId: string): string {
  return uuidv5(stripeEventId, STRIPE_EVENT_NAMESPACE);
}

/**
 * Verifies a webhook delivery on its raw body and records it; nothing else.
 * The worker re-reads the object from Stripe and derives the facts, so the
 * answer goes back to Stripe at once.
 */
@Injectable()
export class ReceiveStripeWebhookHandler {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly store: EventStore,
  ) {}

  async execute(rawBody: Buffer, signature: string | undefined, requestId: string): Promise<StripeWebhookReceipt> {
    if (!signature) throw new InvalidWebhook('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.gateway.stripe.webhooks.constructEvent(rawBody, signature, this.gateway.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new InvalidWebhook((error as Error).message);
    }
    const object: { id?: unknown; object?: unknown } = event.data.object;
    const data: StripeEventReceived['data'] = {
      stripeEventId: event.id,
      type: event.type,
      objectId: typeof object.id === 'string' ? object.id : '',
      objectType: typeof object.object === 'string' ? object.object : '',
      created: event.created,
      livemode: event.livemode,
    };
    const result = await this.store.append({
      streamId: streams.stripeEvent(event.id),
      events: [
        {
          eventId: stripeEventRecordId(event.id),
          type: 'StripeEventReceived',
          schemaVersion: EVENT_SCHEMA_VERSIONS.StripeEventReceived,
          data,
          metadata: factMetadata({ correlationId: requestId, causationId: event.id }),
        },
      ],
    });
    return { received: true, duplicate: result.status === 'duplicate' };
  }
}
