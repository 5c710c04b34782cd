import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionProduct } from '@pitchlens/contracts';
import Stripe from 'stripe';
import { StripeGateway } from './stripe-gateway';

/**
 * The Stripe product a subscription's inline price hangs on (Stripe wants a
 * product id in `price_data`). One per catalogue plan, under a fixed id, made
 * the first time it is needed; the price itself always comes from the catalogue.
 */
@Injectable()
export class StripeCatalogue {
  private readonly products = new Map<string, Promise<string>>();

  constructor(@Inject(StripeGateway) private readonly gateway: StripeGateway) {}

  productFor(plan: SubscriptionProduct): Promise<string> {
    const id = `pitchlens_${plan.id}`;
    let found = this.products.get(id);
    if (!found) {
      found = this.ensure(id, plan).catch((error: unknown) => {
        this.products.delete(id);
        throw error;
      });
      this.products.set(id, found);
    }
    return found;
  }

  /** The inline price of one catalogue plan. */
  async priceData(plan: SubscriptionProduct): Promise<Stripe.SubscriptionCreateParams.Item.PriceData> {
    return { currency: plan.currency, product: await this.productFor(plan), unit_amount: plan.amountCents, recurring: { interval: plan.interval } };
  }

  private async ensure(id: string, plan: SubscriptionProduct): Promise<string> {
    const stripe = this.gateway.stripe;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_missing') throw error;
    }
    try {
      return (await stripe.products.create({ id, name: plan.name, metadata: { product: plan.id } })).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_already_exists') throw error;
    }
    // Another process (an API instance, the worker starting a trial) made it between our two calls:
    // theirs is the product. Read back rather than assume, so a product that is still missing fails here.
    return (await stripe.products.retrieve(id)).id;
  }
}
