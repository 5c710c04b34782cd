import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOGUE, type CreatePaymentIntentResponse } from '@pitchlens/contracts';
import { idempotencyKey } from '../../stripe/idempotency-key';
import { buyerMetadata } from '../../stripe/buyer-metadata';
import { StripeGateway } from '../../stripe/stripe-gateway';
import type { CreatePaymentIntentRequestDto } from './create-payment-intent.request.dto';

export class CreatePaymentIntentCommand extends Command<CreatePaymentIntentResponse> {
  constructor(readonly request: CreatePaymentIntentRequestDto) {
    super();
  }
}

/** The $997 enterprise pilot as a PaymentIntent. */
@CommandHandler(CreatePaymentIntentCommand)
export class CreatePaymentIntentHandler implements ICommandHandler<CreatePaymentIntentCommand> {
  constructor(@Inject(StripeGateway) private readonly gateway: StripeGateway) {}

  async execute({ request }: CreatePaymentIntentCommand): Promise<CreatePaymentIntentResponse> {
    const product = CATALOGUE.enterprise_pilot;
    const program = request.metadata?.program;
    const intent = await this.gateway.stripe.paymentIntents.create(
      {
        amount: product.amountCents,
        currency: product.currency,
        description: product.description,
        automatic_payment_methods: { enabled: true },
        metadata: { product: product.id, ...(program ? { program } : {}), ...buyerMetadata({ sessionId: request.sessionId }) },
      },
      idempotencyKey('pilot-payment', request.eventId),
    );
    return { clientSecret: intent.client_secret as string };
  }
}
