import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE, normalizeEmail, type CreateFrameworkPaymentResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import { CheckoutIdentities } from '../../domain/checkout-identities';
import { CustomerTokens } from '../../domain/customer-token';
import { StoredCustomers } from '../../domain/stored-customers';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { buyerMetadata } from '../../stripe/buyer-metadata';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { CreateFrameworkPaymentRequestDto } from './create-framework-payment.request.dto';

export class CreateFrameworkPaymentCommand extends Command<CreateFrameworkPaymentResponse> {
  constructor(
    readonly request: CreateFrameworkPaymentRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * The $497 framework session as a PaymentIntent. A buyer who proves (with the
 * token of their last checkout) who they are is charged on the Stripe
 * customer the token names, so the card they saved is offered again; an
 * address alone never reaches anyone's saved card. The buyer the checkout is
 * made for (the token's, else the typed address) identifies the session.
 */
@CommandHandler(CreateFrameworkPaymentCommand)
export class CreateFrameworkPaymentHandler implements ICommandHandler<CreateFrameworkPaymentCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly tokens: CustomerTokens,
    private readonly customers: StoredCustomers,
    private readonly identities: CheckoutIdentities,
  ) {}

  async execute({ request, context }: CreateFrameworkPaymentCommand): Promise<CreateFrameworkPaymentResponse> {
    const product = CATALOGUE.framework_session;
    const proven = this.tokens.read(request.customerToken);
    const known = await this.customers.proven(proven);
    // The token's buyer wins over a typed address: a checkout is charged on the customer it proves, or on none.
    const email = proven?.email ?? (request.customerEmail ? normalizeEmail(request.customerEmail) : null);
    const stripe = this.gateway.stripe;
    // A named buyer gets a Stripe customer, so the card is saved for their next purchase.
    const customerId =
      known?.stripeCustomerId ??
      (email ? (await stripe.customers.create({ email, metadata: { source: 'framework-checkout' } }, idempotencyKey(`framework-customer:${email}`, request.eventId))).id : null);
    const intent = await stripe.paymentIntents.create(
      {
        amount: product.amountCents,
        currency: product.currency,
        description: product.description,
        automatic_payment_methods: { enabled: true },
        ...(customerId ? { customer: customerId, setup_future_usage: 'off_session' as const } : {}),
        metadata: { product: product.id, ...buyerMetadata({ email, sessionId: request.sessionId }) },
      },
      idempotencyKey(`framework-payment:${email ?? ''}`, request.eventId),
    );
    await this.identities.identify(context, 'create-framework-payment', request, email);
    return { clientSecret: intent.client_secret as string, hasStoredPayment: known?.hasStoredPayment ?? false };
  }
}
