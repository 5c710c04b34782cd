import { timingSafeEqual } from 'node:crypto';
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
 * reports as succeeded counts, and only its payer may name it: the request
 * must carry the PaymentIntent's client secret, and every address Stripe
 * already has for the payment must be the one named. The answer is a one-hour
 * token that lets this browser look its buyer up again (GET /api/customer)
 * and be charged on the same Stripe customer at the next checkout.
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
    if (!sameSecret(intent.client_secret, request.paymentIntentClientSecret)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'Forbidden: paymentIntentClientSecret does not belong to this payment', [
        { field: 'paymentIntentClientSecret', message: 'does not belong to this payment' },
      ]);
    }
    const stripeCustomerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
    const paidAs = await this.paymentEmails(intent, stripeCustomerId);
    if (paidAs.some((address) => address !== email)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: email is not the address this payment was made with', [
        { field: 'email', message: 'is not the address this payment was made with' },
      ]);
    }
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
    return { success: true, customerToken: this.tokens.issue({ email, stripeCustomerId }) };
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

  /**
   * Every address Stripe has for this payment: its receipt address and its
   * customer's. Both are checked, as the token will open that customer: a
   * receipt address alone must not vouch for somebody else's customer.
   */
  private async paymentEmails(intent: Stripe.PaymentIntent, customerId: string | null): Promise<string[]> {
    const customer = customerId ? await this.gateway.stripe.customers.retrieve(customerId) : null;
    const customerEmail = customer && !customer.deleted ? customer.email : null;
    return [intent.receipt_email, customerEmail].filter((address): address is string => Boolean(address)).map(normalizeEmail);
  }

  /** Whether the card that paid stays on the buyer's Stripe customer for the next purchase. */
  private async cardSaved(intent: Stripe.PaymentIntent, customerId: string | null): Promise<boolean> {
    const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (!customerId || !methodId) return false;
    const method = await this.gateway.stripe.paymentMethods.retrieve(methodId);
    return method.customer === customerId;
  }
}

/** Compares the secret in constant time, so its characters cannot be found one by one from answer times. */
function sameSecret(actual: string | null, given: string): boolean {
  const expected = Buffer.from(actual ?? '');
  const offered = Buffer.alloc(expected.length);
  Buffer.from(given).copy(offered);
  return expected.length > 0 && timingSafeEqual(expected, offered) && Buffer.byteLength(given) === expected.length;
}
