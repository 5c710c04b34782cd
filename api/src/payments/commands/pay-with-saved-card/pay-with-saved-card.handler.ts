import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE, type PayWithSavedCardResponse } from '@pitchlens/contracts';
import Stripe from 'stripe';
import { ApiError } from '../../../common/http/api-error';
import { CustomerTokens } from '../../domain/customer-token';
import { SavedCardPurchases, savedCardPurchaseKey, type SavedCardPurchase } from '../../domain/saved-card-purchases';
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

const PRODUCT = CATALOGUE.framework_session;

/**
 * The one-click upsell: the $497 framework session charged on the server to
 * the card the buyer saved at their last checkout, with no card typed. Only
 * the buyer the customer token proves (their last checkout's, an hour at
 * most) is charged, on their own Stripe customer; a declined card is a 402
 * naming `card`, and the page then asks for a card as usual.
 *
 * Money taken without a card form is taken once per purchase intent: every
 * call with the same token (a double click, a second tab, a retry after a
 * timeout, whatever its eventId) is the same purchase (SavedCardPurchases),
 * sent to Stripe with the first call's choices under one idempotency key, so
 * Stripe answers each with the first call's PaymentIntent, or its decline.
 */
@CommandHandler(PayWithSavedCardCommand)
export class PayWithSavedCardHandler implements ICommandHandler<PayWithSavedCardCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly tokens: CustomerTokens,
    private readonly customers: StoredCustomers,
    private readonly purchases: SavedCardPurchases,
  ) {}

  async execute({ request, customerToken }: PayWithSavedCardCommand): Promise<PayWithSavedCardResponse> {
    const proven = this.tokens.read(customerToken);
    const stored = await this.customers.proven(proven);
    if (!proven || !stored?.hasStoredPayment || !stored.stripeCustomerId) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'Forbidden: no saved card this browser may use', [
        { field: 'x-customer-token', message: 'does not name a buyer with a saved card' },
      ]);
    }
    const customer = stored.stripeCustomerId;
    const key = savedCardPurchaseKey(PRODUCT.id, customer, proven.checkoutId);
    return this.purchases.once(
      key,
      async () => ({ paymentMethodId: await this.savedCard(customer), sessionId: request.sessionId ?? null }),
      (purchase) => this.charge(key, customer, stored.email, purchase),
    );
  }

  private async savedCard(customer: string): Promise<string> {
    const [card] = (await this.gateway.stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 1 })).data;
    if (!card) {
      throw new ApiError(HttpStatus.CONFLICT, 'The saved card is no longer on file: enter a card', [{ field: 'card', message: 'is no longer on file' }]);
    }
    return card.id;
  }

  /** The same parameters for every call of one purchase: Stripe replays the first answer only to an identical request. */
  private async charge(key: string, customer: string, email: string, purchase: SavedCardPurchase): Promise<PayWithSavedCardResponse> {
    try {
      const intent = await this.gateway.stripe.paymentIntents.create(
        {
          amount: PRODUCT.amountCents,
          currency: PRODUCT.currency,
          description: PRODUCT.description,
          customer,
          payment_method: purchase.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { product: PRODUCT.id, ...buyerMetadata({ email, sessionId: purchase.sessionId }) },
        },
        idempotencyKey('framework-saved-card', key),
      );
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret as string };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const message = error.message || 'Your saved card was declined.';
      throw new ApiError(HttpStatus.PAYMENT_REQUIRED, message, [{ field: 'card', message }]);
    }
  }
}
