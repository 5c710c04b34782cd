import type { EventsOf } from '@pitchlens/contracts';
import type { RecordedEvent } from '@pitchlens/event-store';

/** Money Stripe confirmed: payments and refunds, read by revenue (the sums) and by contacts (whom each is credited to). */
export const MONEY_EVENT_TYPES = ['PaymentSucceeded', 'PaymentRefunded'] as const;
export type MoneyEvent = EventsOf<typeof MONEY_EVENT_TYPES>;

export function isMoney(event: RecordedEvent): event is RecordedEvent<MoneyEvent> {
  return (MONEY_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** When Stripe took the payment or gave the refund, else when the log recorded it. */
export function moneyAt(event: RecordedEvent<MoneyEvent>): string {
  return (event.type === 'PaymentSucceeded' ? event.data.paidAt : event.data.refundedAt) ?? event.recordedAt.toISOString();
}
