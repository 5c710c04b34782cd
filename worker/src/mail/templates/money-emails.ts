/**
 * What the emails about money share: how amounts and dates read, and what
 * happens after each product is bought. One place, so a receipt, a welcome and
 * the thank-you pages cannot tell a buyer different things.
 */
import { brand, CATALOGUE, ENTERPRISE_PILOT, formatPrice, TRIAL_DAYS, type ProductId } from '@pitchlens/contracts';
import type { EmailLinks } from './types';

/** A receipt states exactly what was charged: "$497.00", "€10.50". */
export function chargedAmount(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
  } catch {
    // An unknown currency code still reads as an amount rather than failing the send.
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Prices as the pages quote them ("$59/month"), so the welcome matches what the buyer saw. */
export function pricePer(amountCents: number, interval: 'month' | 'year'): string {
  return `${formatPrice(amountCents)}/${interval}`;
}

/** "December 6, 2026": in UTC, as the log's times are. */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

export const appHost = brand.appUrl.replace(/^https?:\/\//, '');

/** The product's name as the catalogue gives it, for a product id the log recorded. */
export function productName(product: ProductId): string {
  return CATALOGUE[product]?.name ?? 'Pitchlens';
}

/** What a step may quote: the links, and the amount the log says was (or will be) charged, not today's catalogue price. */
interface StepContext {
  links: EmailLinks;
  amountCents: number;
}

function premiumSteps(product: ProductId, { amountCents }: StepContext): string[] {
  const plan = CATALOGUE[product];
  const interval = plan.kind === 'subscription' ? plan.interval : 'month';
  return [
    `Sign in at ${appHost} with this email address.`,
    'Upload a recorded sales call: its score and coaching feedback arrive in about 60 seconds.',
    `Premium renews at ${pricePer(amountCents, interval)} until you cancel; cancel anytime and you keep access until the end of the period you paid for.`,
  ];
}

/**
 * What happens next, per product (the thank-you pages say the same). A
 * Record, so a new product cannot be sold without saying what follows.
 */
const NEXT_STEPS: Record<ProductId, (context: StepContext) => string[]> = {
  framework_session: ({ links }) => [
    `Book your 60-minute session within 48 hours: ${links.schedulingUrl}`,
    `Email 2-3 recent call recordings to ${links.supportEmail}: a strong call, an average one and one that got away. We study them before we meet.`,
    'In the session we map your sales process into Pitchlens scoring, test it on one of your calls and leave you with a rollout plan.',
  ],
  enterprise_pilot: () => [
    'Our CEO contacts you within 24 hours for the kickoff call: the pilot goals, the KPIs we measure and who from your team joins.',
    `Week 1: we build your methodology, scripts and rubrics into the scoring and set up your ${ENTERPRISE_PILOT.seats} seats.`,
    'Weeks 2-3: your reps score real calls, managers coach from the results, and we review progress with you each week.',
  ],
  premium_monthly: (context) => premiumSteps('premium_monthly', context),
  premium_yearly: (context) => premiumSteps('premium_yearly', context),
  premium_trial: (context) => [`Your ${TRIAL_DAYS}-day trial has ended and Premium continues.`, ...premiumSteps('premium_trial', context)],
};

export function nextStepsFor(product: ProductId, context: StepContext): string[] {
  return NEXT_STEPS[product]?.(context) ?? [];
}
