import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail, streams, type StoreCustomerResponse } from '@pitchlens/contracts';
import Stripe from 'stripe';
import { v5 as uuidv5 } from 'uuid';
import { emailKey, EventRecorder } from '../../../common/events/event-recorder';
import { ApiError } from '../../../common/http/api-error';
import type { RequestContext } from '../../../common/http/request-context';
import { CustomerTokens } from '../../domain/customer-token';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { StoreCustomerRequestDto } from './store-customer.request.dto';

const STORE_CUSTOMER_NAMESPACE = '6d1f0c2b-8e3a-4b7d-a9c1-5e2f7b0d3c84';

export class StoreCustomerCommand extends Command<StoreCustomerResponse> {
  constructor(
    readonly request: StoreCustomerRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * After a successful payment the page names its buyer. Only a payment Stripe
 * reports as succeeded counts; the answer is a one-hour token that lets this
 * browser look its buyer up again (GET /api/customer/:email).
 */
@CommandHandler(StoreCustomerCommand)
export class StoreCustomerHandler implements ICommandHandler<StoreCustomerCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly recorder: EventRecorder,
    private readonly tokens: CustomerTokens,
  ) {}

  async execute({ request, context }: StoreCustomerCommand): Promise<StoreCustomerResponse> {
    const email = normalizeEmail(request.email);
    const intent = await this.succeededIntent(request.paymentIntentId);
    const stripeCustomerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
    const firstName = request.firstName?.trim() || null;
    const lastName = request.lastName?.trim() || null;
    // The same call repeated records nothing new.
    const eventId = uuidv5(`${intent.id}/${email}`, STORE_CUSTOMER_NAMESPACE);
    await this.recorder.record(context, { eventId }, [
      {
        streamId: streams.contact(emailKey(email)),
        events: [
          { type: 'ContactIdentified', data: { email, sessionId: null, firstName, lastName, source: 'checkout' } },
          {
            type: 'CustomerStored',
            data: { email, firstName, lastName, paymentIntentId: intent.id, stripeCustomerId, hasStoredPayment: await this.cardSaved(intent, stripeCustomerId) },
          },
        ],
      },
    ]);
    return { success: true, customerToken: this.tokens.issue(email) };
  }

  private async succeededIntent(id: string): Promise<Stripe.PaymentIntent> {
    const refuse = () =>
      new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: paymentIntentId must be a payment that succeeded', [
        { field: 'paymentIntentId', message: 'must be a payment that succeeded' },
      ]);
    try {
      const intent = await this.gateway.stripe.paymentIntents.retrieve(id);
      if (intent.status !== 'succeeded') throw refuse();
      return intent;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw refuse();
      throw error;
    }
  }

  /** Whether the card that paid stays on the buyer's Stripe customer for the next purchase. */
  private async cardSaved(intent: Stripe.PaymentIntent, customerId: string | null): Promise<boolean> {
    const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (!customerId || !methodId) return false;
    const method = await this.gateway.stripe.paymentMethods.retrieve(methodId);
    return method.customer === customerId;
  }
}
