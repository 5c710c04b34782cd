import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { oneTimeProductId, type AdminRefundResponse } from '@pitchlens/contracts';
import Stripe from 'stripe';
import { ApiError } from '../../../../common/http/api-error';
import { idempotencyKey } from '../../../../payments/stripe/idempotency-key';
import { StripeGateway } from '../../../../payments/stripe/stripe-gateway';
import { RefundPaymentCommand } from './refund-payment.command';

/** Stripe's ids are letters, digits and underscores: anything else names no payment, and never reaches Stripe's URL. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

/** More than is left of the payment; `left` when it is known. */
function tooMuch(left?: number): ApiError {
  const message = left === undefined ? 'is more than is left of the payment' : left > 0 ? `must be at most ${left}, what is left of the payment` : 'cannot be refunded: nothing is left of the payment';
  return ApiError.invalid([{ field: 'amountCents', message }]);
}

/**
 * Asks Stripe to give back all or part of a one-time purchase (the payments
 * recorded by their PaymentIntent). Nothing is appended here: Stripe's
 * webhook brings the refund, and the worker records it as PaymentRefunded
 * once, like every other money fact. A double click is one refund: the
 * idempotency key is derived from the amount and what was left of the
 * payment when the admin asked (`leftCents`, as the dashboard sends it), so
 * the second click is the first's request again however late it comes,
 * where a key read from Stripe at each click changed once the first refund
 * was made. A caller that does not say what it saw gets what is left now.
 */
@CommandHandler(RefundPaymentCommand)
export class RefundPaymentHandler implements ICommandHandler<RefundPaymentCommand> {
  constructor(private readonly gateway: StripeGateway) {}

  async execute({ paymentIntentId, amountCents, leftCents }: RefundPaymentCommand): Promise<AdminRefundResponse> {
    try {
      return await this.refund(paymentIntentId, amountCents, leftCents);
    } catch (error) {
      throw stripeRefusal(error);
    }
  }

  private async refund(paymentIntentId: string, amountCents: number | undefined, leftCents: number | undefined): Promise<AdminRefundResponse> {
    const { stripe } = this.gateway;
    const notFound = new ApiError(HttpStatus.NOT_FOUND, `No paid purchase ${paymentIntentId} to refund`);
    if (!PAYMENT_INTENT_ID.test(paymentIntentId)) throw notFound;
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (intent.status !== 'succeeded' || !chargeId || !oneTimeProductId(intent.metadata?.product)) throw notFound;
    const charge = await stripe.charges.retrieve(chargeId);
    // What the request is about: the payment as the admin saw it. Stripe refuses an amount past what is left
    // now (amount_too_large), and answers the same request again with its first refund.
    const seen = leftCents ?? charge.amount_captured - charge.amount_refunded;
    if (seen > charge.amount_captured) throw ApiError.invalid([{ field: 'leftCents', message: `must be at most ${charge.amount_captured}, what was paid` }]);
    const amount = amountCents ?? seen;
    if (amount > seen || seen === 0) throw tooMuch(seen);
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntentId, amount },
      idempotencyKey('admin-refund', `${paymentIntentId}/${charge.amount_captured - seen}/${amount}`),
    );
    return { refundId: refund.id, status: refund.status ?? 'pending' };
  }
}

/** Stripe's answer in the API's terms: an unknown payment is 404, more than is left 400, Stripe out of reach 503. */
function stripeRefusal(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Temporarily unavailable (stripe): please try again shortly');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.statusCode === 404) return new ApiError(HttpStatus.NOT_FOUND, 'No paid purchase to refund');
    // Another refund took what was left between our read and Stripe's.
    if (error.code === 'amount_too_large' || error.code === 'charge_already_refunded') return tooMuch();
  }
  return error;
}
