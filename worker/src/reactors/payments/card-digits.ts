import type Stripe from 'stripe';

/**
 * The card behind a payment, for the receipt: only its last four digits, the
 * part Stripe shows anyone who may see the payment. Nothing else of the card
 * reaches the log.
 */
export function cardLast4Of(paymentMethod: string | Stripe.PaymentMethod | null | undefined): string | null {
  // An id alone (not expanded) says nothing about the card: no digits rather than another call here.
  if (!paymentMethod || typeof paymentMethod === 'string') return null;
  return paymentMethod.card?.last4 ?? null;
}

/**
 * The digits of the card that paid an invoice which took money. Since the
 * basil API an invoice names its payments through InvoicePayment objects
 * (`invoice.payments`, included when expanded, else listed), each naming the
 * PaymentIntent that paid, whose payment method holds the card.
 */
export async function invoiceCardLast4(stripe: Stripe, invoice: Stripe.Invoice): Promise<string | null> {
  // Only a paid invoice that took money becomes a PaymentSucceeded; the others need no Stripe call.
  if (invoice.status !== 'paid' || invoice.amount_paid <= 0 || !invoice.id) return null;
  const payments = invoice.payments?.data ?? (await stripe.invoicePayments.list({ invoice: invoice.id, limit: 10 })).data;
  const payment = payments.find((p) => p.status === 'paid') ?? payments.find((p) => p.is_default);
  const intent = payment?.payment.payment_intent;
  return intent ? intentCardLast4(stripe, intent) : null;
}

/**
 * The digits of the card a PaymentIntent was paid with: from its payment
 * method when expanded, else (an id, as in an event's copy) re-read with it
 * expanded. A succeeded PaymentIntent keeps the payment method that paid.
 */
export async function intentCardLast4(stripe: Stripe, intent: string | Stripe.PaymentIntent): Promise<string | null> {
  if (typeof intent !== 'string' && typeof intent.payment_method !== 'string' && intent.payment_method) return cardLast4Of(intent.payment_method);
  const id = typeof intent === 'string' ? intent : intent.id;
  return cardLast4Of((await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] })).payment_method);
}
