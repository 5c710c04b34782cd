import { Logger } from '@nestjs/common';
import { CATALOGUE, type EmailJob, emailOutcomeKey, type EventsOf } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';

const logger = new Logger('EmailReactor');

/** The payment facts that promise the buyer an email: a receipt per payment, a welcome per subscription or trial. */
export const MONEY_EMAIL_SOURCES = ['PaymentSucceeded', 'SubscriptionStarted', 'TrialStarted'] as const;
type MoneyFact = EventsOf<typeof MONEY_EMAIL_SOURCES>;

/**
 * The email a payment fact asks for, if any. The facts are stored once each
 * (their ids derive from the Stripe object), and the job key derives from the
 * fact, so however often Stripe delivers, each email is queued and sent once.
 */
export function moneyEmailJob(event: RecordedEvent<MoneyFact>, correlationId: string): EmailJob | null {
  const base = { sourceEventId: event.eventId, correlationId };
  if (event.type === 'PaymentSucceeded') {
    const { data } = event;
    if (!data.email) return skipped(event, 'payment-receipt');
    return {
      ...base,
      key: emailOutcomeKey(event.eventId, 'payment-receipt'),
      template: 'payment-receipt',
      to: data.email,
      data: {
        product: data.product,
        amountCents: data.amountCents,
        currency: data.currency,
        paidAt: data.paidAt,
        // Payments recorded before the card's digits were lack the field.
        cardLast4: data.cardLast4 ?? null,
        reference: data.paymentIntentId ?? data.invoiceId,
      },
    };
  }
  if (event.type === 'SubscriptionStarted') {
    const { data } = event;
    const plan = CATALOGUE[data.plan];
    // A trial's subscription starts too; its welcome comes from TrialStarted, which knows the trial's end.
    if (plan?.kind === 'subscription' && plan.trialDays) return null;
    if (!data.email) return skipped(event, 'subscription-welcome');
    return {
      ...base,
      key: emailOutcomeKey(event.eventId, 'subscription-welcome'),
      template: 'subscription-welcome',
      to: data.email,
      data: { plan: data.plan, amountCents: data.amountCents, interval: data.interval },
    };
  }
  if (event.type === 'TrialStarted') {
    const { data } = event;
    if (!data.email) return skipped(event, 'trial-welcome');
    return {
      ...base,
      key: emailOutcomeKey(event.eventId, 'trial-welcome'),
      template: 'trial-welcome',
      to: data.email,
      data: { plan: data.plan, amountCents: data.amountCents, trialEndsAt: data.trialEndsAt },
    };
  }
  return null;
}

/** A buyer Stripe has no address for cannot be written to; said in the log so support can follow up. */
function skipped(event: RecordedEvent, template: EmailJob['template']): null {
  logger.warn(`${event.type} ${event.eventId} has no buyer address: no ${template} email sent`);
  return null;
}
