import { HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  FOUNDER_LIMIT,
  FOUNDER_SOLD_OUT_MESSAGE,
  founderPlan,
  normalizeEmail,
  type CreatePremiumSubscriptionResponse,
} from '@pitchlens/contracts';
import type Stripe from 'stripe';
import { ApiError } from '../../../common/http/api-error';
import type { RequestContext } from '../../../common/http/request-context';
import { CheckoutIdentities } from '../../domain/checkout-identities';
import { FounderPlaces } from '../../domain/founder-places';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { StripeCatalogue } from '../../stripe/stripe-catalogue';
import { buyerMetadata } from '../../stripe/buyer-metadata';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { CreatePremiumSubscriptionRequestDto } from './create-premium-subscription.request.dto';

export class CreatePremiumSubscriptionCommand extends Command<CreatePremiumSubscriptionResponse> {
  constructor(
    readonly request: CreatePremiumSubscriptionRequestDto,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * A founder-rate subscription, left incomplete until the page confirms the
 * first invoice's payment with the returned client secret. Refused once
 * FOUNDER_LIMIT founder subscriptions have started. An address given here
 * identifies the session once the checkout exists, so a card declined later
 * still leaves the buyer known; a refused call leaves nothing.
 */
@CommandHandler(CreatePremiumSubscriptionCommand)
export class CreatePremiumSubscriptionHandler implements ICommandHandler<CreatePremiumSubscriptionCommand> {
  constructor(
    @Inject(StripeGateway) private readonly gateway: StripeGateway,
    private readonly catalogue: StripeCatalogue,
    private readonly founderPlaces: FounderPlaces,
    private readonly identities: CheckoutIdentities,
  ) {}

  async execute({ request, context }: CreatePremiumSubscriptionCommand): Promise<CreatePremiumSubscriptionResponse> {
    if ((await this.founderPlaces.taken()) >= FOUNDER_LIMIT) {
      throw new ApiError(HttpStatus.CONFLICT, FOUNDER_SOLD_OUT_MESSAGE);
    }
    const plan = founderPlan(request.billingCycle);
    const email = request.email ? normalizeEmail(request.email) : null;
    const stripe = this.gateway.stripe;
    const operation = `premium-${request.billingCycle}`;
    const customer = await stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { source: 'premium-checkout' } },
      idempotencyKey(`${operation}-customer`, request.eventId),
    );
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price_data: await this.catalogue.priceData(plan) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        description: plan.description,
        metadata: { product: plan.id, ...buyerMetadata({ email, sessionId: request.sessionId }) },
      },
      idempotencyKey(`${operation}-subscription`, request.eventId),
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    await this.identities.identify(context, 'create-premium-subscription', request, email);
    return { clientSecret: invoice.confirmation_secret?.client_secret as string, subscriptionId: subscription.id };
  }
}
