import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE, normalizeEmail, type CreateTrialPaymentResponse } from '@pitchlens/contracts';
import type { RequestContext } from '../../../common/http/request-context';
import { CheckoutIdentities } from '../../domain/checkout-identities';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { buyerMetadata } from '../../stripe/buyer-metadata';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { CreateTrialPaymentRequestDto } from './create-trial-payment.request.dto';

export class CreateTrialPaymentCommand extends Command<CreateTrialPaymentResponse> {
  constructor(
    readonly request: CreateTrialPaymentRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * The 14-day trial's first step: a SetupIntent that saves a card, charging
 * nothing. The $79/month subscription with its trial is created by the worker
 * when Stripe reports the setup succeeded (setup_intent.succeeded), so it
 * exists even if the buyer closes the page right after confirming. An
 * address given here identifies the session once the SetupIntent exists.
 */
@CommandHandler(CreateTrialPaymentCommand)
export class CreateTrialPaymentHandler implements ICommandHandler<CreateTrialPaymentCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly identities: CheckoutIdentities,
  ) {}

  async execute({ request, context }: CreateTrialPaymentCommand): Promise<CreateTrialPaymentResponse> {
    const product = CATALOGUE.premium_trial;
    const email = request.email ? normalizeEmail(request.email) : null;
    const stripe = this.gateway.stripe;
    const customer = await stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { source: 'trial-checkout' } },
      idempotencyKey('trial-customer', request.eventId),
    );
    const intent = await stripe.setupIntents.create(
      {
        customer: customer.id,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        description: product.description,
        metadata: { product: product.id, ...buyerMetadata({ email, sessionId: request.sessionId }) },
      },
      idempotencyKey('trial-setup', request.eventId),
    );
    await this.identities.identify(context, 'create-trial-payment', request, email);
    return { clientSecret: intent.client_secret as string, setupIntentId: intent.id };
  }
}
