import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { CreateFrameworkPaymentHandler } from './commands/create-framework-payment/create-framework-payment.handler';
import { CreateFrameworkPaymentController } from './commands/create-framework-payment/create-framework-payment.http.controller';
import { CreatePaymentIntentHandler } from './commands/create-payment-intent/create-payment-intent.handler';
import { CreatePaymentIntentController } from './commands/create-payment-intent/create-payment-intent.http.controller';
import { CreatePremiumSubscriptionHandler } from './commands/create-premium-subscription/create-premium-subscription.handler';
import { CreatePremiumSubscriptionController } from './commands/create-premium-subscription/create-premium-subscription.http.controller';
import { CreateTrialPaymentHandler } from './commands/create-trial-payment/create-trial-payment.handler';
import { CreateTrialPaymentController } from './commands/create-trial-payment/create-trial-payment.http.controller';
import { NameCheckoutBuyerHandler } from './commands/name-checkout-buyer/name-checkout-buyer.handler';
import { NameCheckoutBuyerController } from './commands/name-checkout-buyer/name-checkout-buyer.http.controller';
import { PayWithSavedCardHandler } from './commands/pay-with-saved-card/pay-with-saved-card.handler';
import { PayWithSavedCardController } from './commands/pay-with-saved-card/pay-with-saved-card.http.controller';
import { ReceiveStripeWebhookHandler } from './commands/receive-stripe-webhook/receive-stripe-webhook.handler';
import { StoreCustomerHandler } from './commands/store-customer/store-customer.handler';
import { StoreCustomerController } from './commands/store-customer/store-customer.http.controller';
import { CheckoutIdentities } from './domain/checkout-identities';
import { CustomerTokens } from './domain/customer-token';
import { FounderPlaces } from './domain/founder-places';
import { SavedCardPurchases } from './domain/saved-card-purchases';
import { StoredCustomers } from './domain/stored-customers';
import { GetCustomerController } from './queries/get-customer/get-customer.http.controller';
import { GetPaymentsConfigController } from './queries/get-payments-config/get-payments-config.http.controller';
import { StripeCatalogue } from './stripe/stripe-catalogue';
import { StripeGateway } from './stripe/stripe-gateway';

/** Development and test only: production refuses to start without IP_HASH_SECRET. */
const DEVELOPMENT_TOKEN_SECRET = 'pitchlens-development-customer-token';

const httpControllers = [
  GetPaymentsConfigController,
  CreateFrameworkPaymentController,
  CreatePremiumSubscriptionController,
  CreateTrialPaymentController,
  CreatePaymentIntentController,
  NameCheckoutBuyerController,
  PayWithSavedCardController,
  StoreCustomerController,
  GetCustomerController,
];
const commandHandlers = [
  CreateFrameworkPaymentHandler,
  CreatePremiumSubscriptionHandler,
  CreateTrialPaymentHandler,
  CreatePaymentIntentHandler,
  NameCheckoutBuyerHandler,
  PayWithSavedCardHandler,
  StoreCustomerHandler,
];

/**
 * Checkouts through Stripe (issue 5). The webhook route is not a controller:
 * it needs the raw body, so create-app registers it on Fastify directly with
 * ReceiveStripeWebhookHandler.
 */
@Module({
  controllers: httpControllers,
  providers: [
    { provide: StripeGateway, inject: [ApiConfig], useFactory: (config: ApiConfig) => StripeGateway.start(config) },
    // The customer token's key is derived from the deployment's secret (required in production; see CustomerTokens).
    {
      provide: CustomerTokens,
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) => new CustomerTokens(config.IP_HASH_SECRET ?? DEVELOPMENT_TOKEN_SECRET),
    },
    StripeCatalogue,
    FounderPlaces,
    CheckoutIdentities,
    SavedCardPurchases,
    StoredCustomers,
    ReceiveStripeWebhookHandler,
    ...commandHandlers,
  ],
  exports: [StripeGateway, ReceiveStripeWebhookHandler],
})
export class PaymentsModule implements OnApplicationShutdown {
  constructor(@Inject(StripeGateway) private readonly gateway: StripeGateway) {}

  async onApplicationShutdown(): Promise<void> {
    await this.gateway.close();
  }
}
