import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isPlaceholderEmail, normalizeEmail, type CheckoutBuyerResponse } from '@pitchlens/contracts';
import { ApiError } from '../../../common/http/api-error';
import type { RequestContext } from '../../../common/http/request-context';
import { CheckoutIdentities } from '../../domain/checkout-identities';
import { buyerMetadata } from '../../stripe/buyer-metadata';
import { addCheckoutMetadata, loadCheckout, objectIdOfSecret, sameSecret, type CheckoutObject } from '../../stripe/checkout-objects';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { NameCheckoutBuyerRequestDto } from './name-checkout-buyer.request.dto';

export class NameCheckoutBuyerCommand extends Command<CheckoutBuyerResponse> {
  constructor(
    readonly request: NameCheckoutBuyerRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** Customers the checkout pages make on load, before anyone is known: their address may still be typed again. */
const PAGE_MADE_CUSTOMERS = new Set(['premium-checkout', 'trial-checkout']);

const refuse = (status: HttpStatus, field: string, message: string) => new ApiError(status, `Invalid request: ${field} ${message}`, [{ field, message }]);

/**
 * The buyer types their address and submits: before the card is confirmed,
 * the checkout's Stripe object and customer get the address (and the
 * visitor's session), and the session is identified with it. So the worker
 * knows whom a confirmed payment is from, and a declined card still leaves a
 * known contact. Only the browser holding the checkout's client secret may
 * name its buyer; a settled checkout keeps the buyer it was paid as.
 */
@CommandHandler(NameCheckoutBuyerCommand)
export class NameCheckoutBuyerHandler implements ICommandHandler<NameCheckoutBuyerCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly identities: CheckoutIdentities,
  ) {}

  async execute({ request, context }: NameCheckoutBuyerCommand): Promise<CheckoutBuyerResponse> {
    const email = normalizeEmail(request.email);
    if (isPlaceholderEmail(email)) throw refuse(HttpStatus.BAD_REQUEST, 'email', 'must be a real address');
    const checkout = await this.checkout(request);
    if (!sameSecret(checkout.clientSecret, request.clientSecret)) {
      throw refuse(HttpStatus.FORBIDDEN, 'clientSecret', 'does not belong to this checkout');
    }
    if (checkout.closed) throw refuse(HttpStatus.CONFLICT, 'clientSecret', 'belongs to a checkout that has expired: start it again');
    if (checkout.settled) {
      if (checkout.metadata.email && checkout.metadata.email !== email) throw refuse(HttpStatus.BAD_REQUEST, 'email', 'is not the address this payment was made with');
    } else {
      await this.giveCustomerAddress(checkout, email);
      await addCheckoutMetadata(this.gateway.stripe, checkout, buyerMetadata({ email, sessionId: request.sessionId }));
    }
    await this.identities.identify(context, 'checkout-buyer', request, email);
    return { success: true };
  }

  private async checkout(request: NameCheckoutBuyerRequestDto): Promise<CheckoutObject> {
    const id = request.subscriptionId ?? objectIdOfSecret(request.clientSecret);
    const checkout = id ? await loadCheckout(this.gateway.stripe, id) : null;
    if (!checkout?.metadata.product) throw refuse(HttpStatus.BAD_REQUEST, 'clientSecret', 'is not the secret of a checkout of this site');
    return checkout;
  }

  /** Stripe's customer learns the address, unless it is already somebody's (a returning buyer's, proven by token). */
  private async giveCustomerAddress(checkout: CheckoutObject, email: string): Promise<void> {
    if (!checkout.customerId) return;
    const stripe = this.gateway.stripe;
    const customer = await stripe.customers.retrieve(checkout.customerId);
    if (customer.deleted || customer.email === email) return;
    if (customer.email && !PAGE_MADE_CUSTOMERS.has(customer.metadata?.source ?? '')) {
      throw refuse(HttpStatus.BAD_REQUEST, 'email', "is not the address of this checkout's buyer");
    }
    await stripe.customers.update(customer.id, { email });
  }
}
