import { rebuildText, shownAddress, type EventOfType, type PitchlensEvent } from '@pitchlens/contracts';

/** One line an admin reads in a contact's history. */
export function summarizeEvent(type: string, data: Record<string, unknown>): string {
  const event = { type, data } as PitchlensEvent;
  switch (event.type) {
    case 'PageViewed':
      return `Viewed ${event.data.path}`;
    case 'FunnelStepReached':
      return `Reached funnel step ${event.data.step}`;
    case 'ContactIdentified':
      return `Identified as ${shownAddress(event.data.email)} (${event.data.source})`;
    case 'FileDownloaded':
      return `Downloaded ${event.data.downloadType}`;
    case 'BreakdownEmailRequested':
      return `Requested the pitch breakdown email`;
    case 'ReferralSubmitted':
      // Both people's timelines show it: it names both.
      return `${event.data.referrer.name} <${shownAddress(event.data.referrer.email)}> referred ${event.data.referred.name} <${shownAddress(event.data.referred.email)}> (${event.data.referred.title}, ${event.data.referred.company})`;
    case 'EmailSent':
      return `Email "${event.data.template}" sent to ${shownAddress(event.data.to)}`;
    case 'EmailFailed':
      return `Email "${event.data.template}" to ${shownAddress(event.data.to)} failed: ${event.data.reason}`;
    case 'StripeEventReceived':
      return `Stripe reported ${event.data.type} (${event.data.objectId})`;
    case 'CustomerStored':
      return `Stored as a customer after payment ${event.data.paymentIntentId}`;
    case 'PaymentSucceeded':
      return `Paid ${money(event.data.amountCents, event.data.currency)} for ${event.data.product}`;
    case 'PaymentFailed':
      // Saving a trial's card charges nothing: its failure is the card check's.
      if (event.data.amountCents === 0) return `Card check${event.data.product ? ` for ${event.data.product}` : ''} failed: ${event.data.reason}`;
      return `Payment${attempted(event.data)}${event.data.product ? ` for ${event.data.product}` : ''} failed: ${event.data.reason}`;
    case 'PaymentRefunded':
      return `Refunded ${money(event.data.amountCents, event.data.currency)} of the ${event.data.product} payment${event.data.reason ? ` (${event.data.reason})` : ''}`;
    case 'SubscriptionStarted':
      return `Subscription ${event.data.plan} started (${event.data.status})`;
    case 'SubscriptionUpdated':
      return `Subscription ${event.data.plan} is ${event.data.status}`;
    case 'SubscriptionCancelled':
      return `Subscription ${event.data.plan} cancelled`;
    case 'TrialStarted':
      return `Trial started, ends ${event.data.trialEndsAt}`;
    case 'TrialEnding':
      return `Trial ends ${event.data.trialEndsAt}`;
    case 'InvoicePaid':
      return `Invoice paid: ${money(event.data.amountCents, event.data.currency)}`;
    case 'CheckoutExpired':
      return `Checkout for ${event.data.plan} abandoned: not paid within 23 hours, nothing charged`;
    case 'PersonErased':
      return `A person's data was erased (${event.data.events} events)`;
    // The dashboard's own facts: in no person's timeline, said here for completeness.
    case 'AnnotationAdded':
    case 'AnnotationEdited':
      return `Annotation on ${event.data.day}: ${event.data.text}`;
    case 'AnnotationRemoved':
      return 'Annotation removed';
    case 'CataloguePublished':
      return 'Prices recorded';
    case 'ReadModelsRebuilt':
      return rebuildText(event.data.projectors);
    case 'ReferralDemoAttended':
      return `Referral ${event.data.referralId}: demo attended ${event.data.attendedAt}, recorded by ${shownAddress(event.data.recordedBy)}`;
    case 'ReferralPayoutPaid':
      return `Referral ${event.data.referralId}: gift card marked paid by ${shownAddress(event.data.paidBy)}`;
    default:
      return unknownEvent(event);
  }
}

/** Compile time: every event type has a line above. Run time: a type newer than this code is still shown. */
function unknownEvent(event: never): string {
  return (event as { type: string }).type;
}

function money(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** The amount a failed attempt tried to charge; failures recorded before it was kept have none. */
function attempted({ amountCents, currency }: EventOfType<'PaymentFailed'>['data']): string {
  return typeof amountCents === 'number' && currency ? ` of ${money(amountCents, currency)}` : '';
}
