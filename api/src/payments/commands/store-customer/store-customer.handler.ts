import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEmail, type StoreCustomerResponse } from '@pitchlens/contracts';
import { v5 as uuidv5 } from 'uuid';
import { personStreams } from '@pitchlens/event-store';
import { EventRecorder } from '../../../common/events/event-recorder';
import { ApiError } from '../../../common/http/api-error';
import type { RequestContext } from '../../../common/http/request-context';
import { CustomerTokens } from '../../domain/customer-token';
import { loadCheckout, sameSecret, type CheckoutObject } from '../../stripe/checkout-objects';
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
 * After a successful payment (or the trial's saved card) the page names its
 * buyer. Only a payment Stripe reports as succeeded counts, and only its payer may name it: the request
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
    const checkout = await this.settledCheckout(request.paymentIntentId);
    if (!sameSecret(checkout.clientSecret, request.paymentIntentClientSecret)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'Forbidden: paymentIntentClientSecret does not belong to this payment', [
        { field: 'paymentIntentClientSecret', message: 'does not belong to this payment' },
      ]);
    }
    const stripeCustomerId = checkout.customerId;
    const paidAs = await this.paymentEmails(checkout);
    if (paidAs.some((address) => address !== email)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: email is not the address this payment was made with', [
        { field: 'email', message: 'is not the address this payment was made with' },
      ]);
    }
    const firstName = request.firstName?.trim() || null;
    const lastName = request.lastName?.trim() || null;
    const sessionId = request.sessionId ?? null;
    // The same call repeated records nothing new.
    const eventId = uuidv5(`${checkout.id}/${email}`, STORE_CUSTOMER_NAMESPACE);
    await this.recorder.record(context, { eventId, sessionId: sessionId ?? undefined }, [
      {
        streamId: personStreams.contact(email),
        events: [
          { type: 'ContactIdentified', data: { email, sessionId, firstName, lastName, source: 'checkout' } },
          {
            type: 'CustomerStored',
            data: { email, firstName, lastName, paymentIntentId: checkout.id, stripeCustomerId, hasStoredPayment: await this.cardSaved(checkout) },
          },
        ],
      },
    ]);
    return { success: true, customerToken: this.tokens.issue({ email, stripeCustomerId, checkoutId: checkout.id }) };
  }

  /** The PaymentIntent that succeeded, or the trial's SetupIntent that saved its card. */
  private async settledCheckout(id: string): Promise<CheckoutObject> {
    const checkout = await loadCheckout(this.gateway.stripe, id);
    if (!checkout?.settled) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Invalid request: paymentIntentId must be a payment that succeeded', [
        { field: 'paymentIntentId', message: 'must be a payment that succeeded' },
      ]);
    }
    return checkout;
  }

  /**
   * Every address Stripe has for this payment: its receipt address and its
   * customer's. Both are checked, as the token will open that customer: a
   * receipt address alone must not vouch for somebody else's customer.
   */
  private async paymentEmails(checkout: CheckoutObject): Promise<string[]> {
    const customer = checkout.customerId ? await this.gateway.stripe.customers.retrieve(checkout.customerId) : null;
    const customerEmail = customer && !customer.deleted ? customer.email : null;
    return [checkout.receiptEmail, customerEmail].filter((address): address is string => Boolean(address)).map(normalizeEmail);
  }

  /** Whether the card that paid (or was saved) stays on the buyer's Stripe customer for the next purchase. */
  private async cardSaved(checkout: CheckoutObject): Promise<boolean> {
    if (!checkout.customerId || !checkout.paymentMethodId) return false;
    const method = await this.gateway.stripe.paymentMethods.retrieve(checkout.paymentMethodId);
    return method.customer === checkout.customerId;
  }
}
