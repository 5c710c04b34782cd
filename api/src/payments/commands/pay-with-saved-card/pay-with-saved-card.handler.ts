import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE, type PayWithSavedCardResponse } from '@pitchlens/contracts';
import Stripe from 'stripe';
import { ApiError } from '../../../common/http/api-error';
import { CustomerTokens } from '../../domain/customer-token';
import { StoredCustomers } from '../../domain/stored-customers';
import { buyerMetadata } from '../../stripe/buyer-metadata';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { PayWithSavedCardRequestDto } from './pay-with-saved-card.request.dto';

export class PayWithSavedCardCommand extends Command<PayWithSavedCardResponse> {
  constructor(
    readonly request: PayWithSavedCardRequestDto,
    readonly customerToken: string | undefined,
  ) {
    super();
  }
}

/**
 * The one-click upsell: the $497 framework session charged on the server to
 * the card the buyer saved at their last checkout, with no card typed. Only
 * the buyer the customer token proves (their last checkout's, an hour at
 * most) is charged, on their own Stripe customer; a declined card is a 402
 * naming `card`, and the page then asks for a card as usual.
 */
@CommandHandler(PayWithSavedCardCommand)
export class PayWithSavedCardHandler implements ICommandHandler<PayWithSavedCardCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly tokens: CustomerTokens,
    private readonly customers: StoredCustomers,
  ) {}

  async execute({ request, customerToken }: PayWithSavedCardCommand): Promise<PayWithSavedCardResponse> {
    const stored = await this.customers.proven(this.tokens.read(customerToken));
    if (!stored?.hasStoredPayment || !stored.stripeCustomerId) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'Forbidden: no saved card this browser may use', [
        { field: 'x-customer-token', message: 'does not name a buyer with a saved card' },
      ]);
    }
    const stripe = this.gateway.stripe;
    const customer = stored.stripeCustomerId;
    const [card] = (await stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 1 })).data;
    if (!card) {
      throw new ApiError(HttpStatus.CONFLICT, 'The saved card is no longer on file: enter a card', [{ field: 'card', message: 'is no longer on file' }]);
    }
    const product = CATALOGUE.framework_session;
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: product.amountCents,
          currency: product.currency,
          description: product.description,
          customer,
          payment_method: card.id,
          off_session: true,
          confirm: true,
          metadata: { product: product.id, ...buyerMetadata({ email: stored.email, sessionId: request.sessionId }) },
        },
        idempotencyKey(`framework-saved-card:${customer}`, request.eventId),
      );
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret as string };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const message = error.message || 'Your saved card was declined.';
      throw new ApiError(HttpStatus.PAYMENT_REQUIRED, message, [{ field: 'card', message }]);
    }
  }
}
