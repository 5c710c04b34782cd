import type { ProductId } from './catalogue';
import type { FunnelStep } from './funnel-steps';
import type { ERASED } from './privacy';
import type { ReferralTitle } from './referrals';

/**
 * The facts the event log records. Each is a past-tense event with a schema
 * version; a changed shape gets a new version and old ones are upcast on read.
 */
export interface PageViewed {
  type: 'PageViewed';
  data: { path: string; title: string | null; referrer: string | null };
}

/** `email` is null for an anonymous visitor; the session id is in metadata. */
export interface FunnelStepReached {
  type: 'FunnelStepReached';
  data: { email: string | null; step: FunnelStep; stepData: Record<string, unknown> };
}

export type IdentificationSource = 'track-contact' | 'breakdown-request' | 'referral' | 'checkout';

/** Links a session (if any) to a real email address. */
export interface ContactIdentified {
  type: 'ContactIdentified';
  data: {
    email: string;
    sessionId: string | null;
    firstName: string | null;
    lastName: string | null;
    source: IdentificationSource;
  };
}

export interface FileDownloaded {
  type: 'FileDownloaded';
  data: { email: string | null; downloadType: string };
}

export interface BreakdownEmailRequested {
  type: 'BreakdownEmailRequested';
  data: { email: string; firstName: string | null };
}

/** One referred person; a submission of three people is three events. */
export interface ReferralSubmitted {
  type: 'ReferralSubmitted';
  data: {
    submissionId: string;
    row: number;
    referrer: { name: string; email: string };
    /** An erased referred person's title reads `[erased]` like their name and company. */
    referred: { name: string; email: string; title: ReferralTitle | typeof ERASED; company: string };
  };
}

/** Every email an event causes, by template: the one list the worker renders from and the API reads outcomes by. */
export const EMAIL_TEMPLATES = [
  'breakdown',
  'referral-confirmation',
  'referral-invitation',
  'referral-ops-notification',
  'trial-ending',
  'payment-receipt',
  'subscription-welcome',
  'trial-welcome',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** What an email outcome is about: one template sent because of one event. */
interface EmailOutcome {
  /** `<source event id>.<template>`: the same email is never sent twice. */
  key: string;
  template: EmailTemplate;
  to: string;
  sourceEventId: string;
}

export interface EmailSent {
  type: 'EmailSent';
  data: EmailOutcome & { messageId: string | null };
}

/** The last attempt failed; the email may still be retried by an operator. */
export interface EmailFailed {
  type: 'EmailFailed';
  data: EmailOutcome & { reason: string; attempts: number };
}

/**
 * A verified Stripe webhook delivery, stored as it arrived (its id derived from
 * the Stripe event id, so a redelivery is stored once). The worker re-reads the
 * object from Stripe before acting: deliveries repeat and come out of order.
 */
export interface StripeEventReceived {
  type: 'StripeEventReceived';
  data: { stripeEventId: string; type: string; objectId: string; objectType: string; created: number; livemode: boolean };
}

/** A buyer named themselves after a successful payment (POST /api/store-customer). */
export interface CustomerStored {
  type: 'CustomerStored';
  data: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    paymentIntentId: string;
    stripeCustomerId: string | null;
    /** The card is saved on the Stripe customer for a later purchase. */
    hasStoredPayment: boolean;
  };
}

/** Money was taken: what Stripe actually charged, never what the page said. */
export interface PaymentSucceeded {
  type: 'PaymentSucceeded';
  data: {
    product: ProductId;
    amountCents: number;
    currency: string;
    paymentIntentId: string | null;
    invoiceId: string | null;
    email: string | null;
    /** ISO 8601, when Stripe took it. */
    paidAt: string;
    /**
     * The last four digits of the card that paid, for the receipt; null when
     * Stripe names no card. Events recorded before it existed lack it: read as null.
     */
    cardLast4: string | null;
  };
}

/** A payment attempt Stripe declined, as Stripe reported it then: a later attempt that succeeded does not undo it. */
export interface PaymentFailed {
  type: 'PaymentFailed';
  data: {
    product: ProductId | null;
    reason: string;
    paymentIntentId: string | null;
    invoiceId: string | null;
    email: string | null;
    /**
     * What the attempt tried to charge (cents, and Stripe's lower-case currency).
     * Events recorded before they existed lack them: read as null.
     */
    amountCents: number | null;
    currency: string | null;
  };
}

/**
 * Stripe gave money back for a payment: all of it or a part, once per Stripe
 * refund that succeeded. Product and buyer are the refunded payment's, so the
 * refund counts against the same sale.
 */
export interface PaymentRefunded {
  type: 'PaymentRefunded';
  data: {
    refundId: string;
    chargeId: string | null;
    paymentIntentId: string;
    /**
     * The subscription invoice whose payment it gives back (its PaymentSucceeded
     * names the invoice, not the PaymentIntent); null for a one-time purchase.
     * Refunds recorded before invoices' refunds were lack it: read as null.
     */
    invoiceId?: string | null;
    product: ProductId;
    /** What this refund gave back (cents, Stripe's lower-case currency). */
    amountCents: number;
    currency: string;
    email: string | null;
    /** ISO 8601, when Stripe made the refund. */
    refundedAt: string;
    /** Stripe's reason (duplicate, fraudulent, requested_by_customer), null when none was given. */
    reason: string | null;
  };
}

export interface SubscriptionFacts {
  subscriptionId: string;
  plan: ProductId;
  /** Stripe's status: trialing, active, past_due, canceled, … */
  status: string;
  interval: 'month' | 'year';
  amountCents: number;
  email: string | null;
  /**
   * ISO 8601, when its trial ends (or ended); null without a trial. Facts
   * recorded before it existed lack it: read as unknown, not as no trial.
   */
  trialEndsAt?: string | null;
}

/** The subscription became live (active or trialing) for the first time. */
export interface SubscriptionStarted {
  type: 'SubscriptionStarted';
  data: SubscriptionFacts;
}

export interface SubscriptionUpdated {
  type: 'SubscriptionUpdated';
  data: SubscriptionFacts;
}

export interface SubscriptionCancelled {
  type: 'SubscriptionCancelled';
  data: SubscriptionFacts;
}

export interface TrialStarted {
  type: 'TrialStarted';
  data: { subscriptionId: string; plan: ProductId; email: string | null; amountCents: number; /** ISO 8601 */ trialEndsAt: string };
}

/** Stripe's notice three days before a trial's first charge; the buyer gets a reminder email. */
export interface TrialEnding {
  type: 'TrialEnding';
  data: { subscriptionId: string; plan: ProductId; email: string | null; amountCents: number; /** ISO 8601 */ trialEndsAt: string };
}

/** A subscription invoice was settled (a trial's first invoice is paid with 0). */
export interface InvoicePaid {
  type: 'InvoicePaid';
  data: { invoiceId: string; subscriptionId: string | null; plan: ProductId | null; amountCents: number; currency: string; email: string | null };
}

/**
 * A premium checkout abandoned at the card step: its subscription's first invoice went unpaid
 * for 23 hours and Stripe ended it (`incomplete_expired`). No money, no subscription: recorded
 * once per subscription so abandoned checkouts can be told and followed up.
 */
export interface CheckoutExpired {
  type: 'CheckoutExpired';
  data: { subscriptionId: string; plan: ProductId; email: string | null };
}

/**
 * A person's personal fields were erased from the log (see privacy.ts). It names
 * no one: only the request and how many events it rewrote.
 */
export interface PersonErased {
  type: 'PersonErased';
  data: { erasureId: string; events: number };
}

/** An admin's note on the dashboard's time charts: a report day and a short text (annotations.ts). */
export interface AnnotationAdded {
  type: 'AnnotationAdded';
  data: { annotationId: string; day: string; text: string };
}

/** The note as it reads now: its day and text after the edit. */
export interface AnnotationEdited {
  type: 'AnnotationEdited';
  data: { annotationId: string; day: string; text: string };
}

export interface AnnotationRemoved {
  type: 'AnnotationRemoved';
  data: { annotationId: string };
}

/**
 * The prices (cents, by product id) the running catalogue charges, recorded
 * at the worker's start when they differ from the last the log holds
 * (`previous`; null for the first record).
 */
export interface CataloguePublished {
  type: 'CataloguePublished';
  data: { prices: Record<string, number>; previous: Record<string, number> | null };
}

/** Read models rebuilt from the log and swapped in: which projectors, in which report time zone. It names no one. */
export interface ReadModelsRebuilt {
  type: 'ReadModelsRebuilt';
  data: { projectors: string[]; timeZone: string };
}

/**
 * A team member recorded that a referred person attended their demo. The
 * referral is named by its ReferralSubmitted event's id, so the event names
 * nobody referred; `recordedBy` is the team member's address.
 */
export interface ReferralDemoAttended {
  type: 'ReferralDemoAttended';
  data: { referralId: string; attendedAt: string; recordedBy: string };
}

/** A team member sent a referral's gift card (`paidBy`: their address) and marked its payout paid. */
export interface ReferralPayoutPaid {
  type: 'ReferralPayoutPaid';
  data: { referralId: string; paidBy: string; paidAt: string };
}

export type PitchlensEvent =
  | PageViewed
  | FunnelStepReached
  | ContactIdentified
  | FileDownloaded
  | BreakdownEmailRequested
  | ReferralSubmitted
  | EmailSent
  | EmailFailed
  | StripeEventReceived
  | CustomerStored
  | PaymentSucceeded
  | PaymentFailed
  | PaymentRefunded
  | SubscriptionStarted
  | SubscriptionUpdated
  | SubscriptionCancelled
  | TrialStarted
  | TrialEnding
  | InvoicePaid
  | CheckoutExpired
  | PersonErased
  | AnnotationAdded
  | AnnotationEdited
  | AnnotationRemoved
  | CataloguePublished
  | ReadModelsRebuilt
  | ReferralDemoAttended
  | ReferralPayoutPaid;

export type PitchlensEventType = PitchlensEvent['type'];

export const EVENT_SCHEMA_VERSIONS: { readonly [T in PitchlensEventType]: number } = {
  PageViewed: 1,
  FunnelStepReached: 1,
  ContactIdentified: 1,
  FileDownloaded: 1,
  BreakdownEmailRequested: 1,
  ReferralSubmitted: 1,
  EmailSent: 1,
  EmailFailed: 1,
  StripeEventReceived: 1,
  CustomerStored: 1,
  PaymentSucceeded: 1,
  PaymentFailed: 1,
  PaymentRefunded: 1,
  SubscriptionStarted: 1,
  SubscriptionUpdated: 1,
  SubscriptionCancelled: 1,
  TrialStarted: 1,
  TrialEnding: 1,
  InvoicePaid: 1,
  CheckoutExpired: 1,
  PersonErased: 1,
  AnnotationAdded: 1,
  AnnotationEdited: 1,
  AnnotationRemoved: 1,
  CataloguePublished: 1,
  ReadModelsRebuilt: 1,
  ReferralDemoAttended: 1,
  ReferralPayoutPaid: 1,
};

/** The event of one type, or the union of the events of several. */
export type EventOfType<T extends PitchlensEventType> = Extract<PitchlensEvent, { type: T }>;

/** The events a consumer reads, from the list of types it declares. */
export type EventsOf<L extends readonly PitchlensEventType[]> = EventOfType<L[number]>;
