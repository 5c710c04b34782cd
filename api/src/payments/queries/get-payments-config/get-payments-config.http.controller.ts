import { Controller, Get, Inject } from '@nestjs/common';
import type { PaymentsConfigResponse } from '@pitchlens/contracts';
import { StripeGateway } from '../../stripe/stripe-gateway';
import { Answers } from '../../../docs/answers';

/** What a checkout page needs to load Stripe.js: the publishable key and the script's address. */
@Controller('payments/config')
export class GetPaymentsConfigController {
  constructor(@Inject(StripeGateway) private readonly gateway: StripeGateway) {}

  @Get()
  @Answers('PaymentsConfigResponse')
  config(): PaymentsConfigResponse {
    return { publishableKey: this.gateway.publishableKey, stripeJsUrl: this.gateway.stripeJsUrl };
  }
}
