/**
 * Stream naming. A stream is the unit of ordering and of optimistic
 * concurrency. Emails never appear in stream ids (they are hashed by the
 * caller), so erasing a person's data never has to rewrite an id.
 */
export const streams = {
  visitor: (sessionId: string) => `visitor-${sessionId}`,
  contact: (emailKey: string) => `contact-${emailKey}`,
  /** One stream per referred person: "no stream yet" means nobody referred them. */
  referredPerson: (emailKey: string) => `referred-${emailKey}`,
  /** The outcome of one email (see EmailSent). */
  email: (key: string) => `email-${key}`,
  /** One Stripe webhook delivery, by Stripe event id. */
  stripeEvent: (stripeEventId: string) => `stripe-event-${stripeEventId}`,
  /** The facts about one Stripe object (payment intent, subscription, invoice). */
  stripeObject: (objectId: string) => `stripe-${objectId}`,
  /** One admin annotation: added, edited, removed. */
  annotation: (annotationId: string) => `annotation-${annotationId}`,
  /** Every price list the running code charged, in order: the version check makes two starting workers record one. */
  catalogue: () => 'catalogue',
  /** A referral's demo and payout, by the referral's id (its ReferralSubmitted event's). */
  referralPayout: (referralId: string) => `referral-payout-${referralId}`,
  /** Events that carry no identity at all stand alone. */
  standalone: (eventId: string) => `event-${eventId}`,
} as const;
