import { timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';

/**
 * The Stripe object a checkout page holds the client secret of: the framework
 * session's and the pilot's PaymentIntent, the trial's SetupIntent, or the
 * premium plan's subscription (whose first invoice's PaymentIntent the page
 * confirms). One shape, so naming a buyer reads the same for all four.
 */
export interface CheckoutObject {
  kind: 'payment_intent' | 'setup_intent' | 'subscription';
  id: string;
  clientSecret: string | null;
  customerId: string | null;
  metadata: Stripe.Metadata;
  /** Money taken or card saved: the checkout is over and its buyer fixed. */
  settled: boolean;
  /** Cancelled, or expired unpaid (Stripe expires a first invoice after 23 hours): nothing can be paid on it. */
  closed: boolean;
  paymentMethodId: string | null;
  receiptEmail: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The object with this id (pi_, seti_ or sub_), or null when Stripe has none. */
export async function loadCheckout(stripe: Stripe, id: string): Promise<CheckoutObject | null> {
  try {
    if (id.startsWith('seti_')) {
      const setup = await stripe.setupIntents.retrieve(id);
      return {
        kind: 'setup_intent',
        id,
        clientSecret: setup.client_secret,
        customerId: idOf(setup.customer),
        metadata: setup.metadata ?? {},
        settled: setup.status === 'succeeded',
        closed: setup.status === 'canceled',
        paymentMethodId: idOf(setup.payment_method),
        receiptEmail: null,
      };
    }
    if (id.startsWith('sub_')) {
      const subscription = await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      return {
        kind: 'subscription',
        id,
        clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
        customerId: idOf(subscription.customer),
        metadata: subscription.metadata,
        settled: subscription.status === 'active' || subscription.status === 'trialing',
        closed: subscription.status === 'incomplete_expired' || subscription.status === 'canceled',
        paymentMethodId: idOf(subscription.default_payment_method),
        receiptEmail: null,
      };
    }
    const intent = await stripe.paymentIntents.retrieve(id);
    return {
      kind: 'payment_intent',
      id,
      clientSecret: intent.client_secret,
      customerId: idOf(intent.customer),
      metadata: intent.metadata,
      settled: intent.status === 'succeeded',
      closed: intent.status === 'canceled',
      paymentMethodId: idOf(intent.payment_method),
      receiptEmail: intent.receipt_email,
    };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    throw error;
  }
}

/** Adds to the object's metadata (Stripe merges keys). */
export async function addCheckoutMetadata(stripe: Stripe, checkout: CheckoutObject, metadata: Stripe.MetadataParam): Promise<void> {
  if (checkout.kind === 'setup_intent') await stripe.setupIntents.update(checkout.id, { metadata });
  else if (checkout.kind === 'subscription') await stripe.subscriptions.update(checkout.id, { metadata });
  else await stripe.paymentIntents.update(checkout.id, { metadata });
}

/** The object a client secret belongs to (`pi_…_secret_…`, `seti_…_secret_…`), read from the secret itself. */
export function objectIdOfSecret(secret: string): string | null {
  return /^((?:pi|seti)_[A-Za-z0-9]+)_secret_/.exec(secret)?.[1] ?? null;
}

/** Compares a client secret in constant time, so its characters cannot be found one by one from answer times. */
export function sameSecret(actual: string | null, given: string): boolean {
  const expected = Buffer.from(actual ?? '');
  const offered = Buffer.alloc(expected.length);
  Buffer.from(given).copy(offered);
  return expected.length > 0 && timingSafeEqual(expected, offered) && Buffer.byteLength(given) === expected.length;
}
