/**
 * What Pitchlens sells and for how much (spec §9). Prices live here and only
 * here: the browser names a product, the server charges the catalogue amount
 * and ignores any amount a request carries. Amounts are in cents.
 */
import { groupedDecimal } from './grouped-digits';

export type ProductId = 'framework_session' | 'premium_monthly' | 'premium_yearly' | 'premium_trial' | 'enterprise_pilot';

interface BaseProduct {
  id: ProductId;
  name: string;
  /** What the card statement and receipt say. */
  description: string;
  currency: 'usd';
  /** What is charged: once, or each billing period. */
  amountCents: number;
  /** The regular price the offer is measured against, when there is one. */
  regularAmountCents?: number;
}

export interface OneTimeProduct extends BaseProduct {
  kind: 'one_time';
}

export interface SubscriptionProduct extends BaseProduct {
  kind: 'subscription';
  interval: 'month' | 'year';
  /** Days before the first charge; the card is saved now and nothing is charged today. */
  trialDays?: number;
  /** Founder-rate plans are limited to the first FOUNDER_LIMIT founders. */
  founderRate: boolean;
}

export type Product = OneTimeProduct | SubscriptionProduct;

/** The founder rate is for the first 300 founders (spec §9). */
export const FOUNDER_LIMIT = 300;
export const TRIAL_DAYS = 14;

export const CATALOGUE: Readonly<Record<ProductId, Product>> = {
  framework_session: {
    id: 'framework_session',
    kind: 'one_time',
    name: 'Framework Mapping Session',
    description: 'Pitchlens Framework Mapping Session (60 minutes, 1-on-1)',
    currency: 'usd',
    amountCents: 49_700,
    regularAmountCents: 149_700,
  },
  premium_monthly: {
    id: 'premium_monthly',
    kind: 'subscription',
    interval: 'month',
    founderRate: true,
    name: 'Pitchlens Premium, founder rate (monthly)',
    description: 'Pitchlens Premium founder rate, billed monthly',
    currency: 'usd',
    amountCents: 5_900,
    regularAmountCents: 11_900,
  },
  premium_yearly: {
    id: 'premium_yearly',
    kind: 'subscription',
    interval: 'year',
    founderRate: true,
    name: 'Pitchlens Premium, founder rate (yearly)',
    description: 'Pitchlens Premium founder rate, billed yearly',
    currency: 'usd',
    amountCents: 59_000,
    regularAmountCents: 11_900 * 12,
  },
  premium_trial: {
    id: 'premium_trial',
    kind: 'subscription',
    interval: 'month',
    trialDays: TRIAL_DAYS,
    founderRate: false,
    name: 'Pitchlens Premium, 14-day trial',
    description: 'Pitchlens Premium after a 14-day trial',
    currency: 'usd',
    amountCents: 7_900,
    regularAmountCents: 11_900,
  },
  enterprise_pilot: {
    id: 'enterprise_pilot',
    kind: 'one_time',
    name: 'Enterprise Pilot Program',
    description: 'Pitchlens Enterprise Pilot Program (5 seats)',
    currency: 'usd',
    amountCents: 99_700,
  },
};

/**
 * The Team plan of the pricing page (spec §9). It is sold by the team, not
 * through a checkout, so it is no product above: only its list price is here.
 */
export const TEAM_PLAN = { perUserCents: 5_900, regularPerUserCents: 8_900, volumeDiscountFromUsers: 5 } as const;

/** Every product's id, in the catalogue's order. */
export const PRODUCT_IDS = Object.keys(CATALOGUE) as ProductId[];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CATALOGUE, value);
}

/**
 * The one-time purchase (framework session, enterprise pilot) a PaymentIntent's
 * `product` metadata names; null for anything else (a subscription invoice's
 * PaymentIntent names none): those are the payments recorded, and refunded, by their PaymentIntent.
 */
export function oneTimeProductId(product: unknown): ProductId | null {
  return isProductId(product) && CATALOGUE[product].kind === 'one_time' ? product : null;
}

/** The founder plan for a billing cycle, as the premium checkout names it. */
export function founderPlan(billingCycle: 'monthly' | 'yearly'): SubscriptionProduct {
  return CATALOGUE[billingCycle === 'monthly' ? 'premium_monthly' : 'premium_yearly'] as SubscriptionProduct;
}

/** What paying yearly saves against twelve monthly payments: $118, 17% (spec §1). */
export function yearlySavings(): { cents: number; percent: number } {
  const twelveMonths = CATALOGUE.premium_monthly.amountCents * 12;
  const cents = twelveMonths - CATALOGUE.premium_yearly.amountCents;
  return { cents, percent: Math.round((cents / twelveMonths) * 100) };
}

/** "$497", "$59", "$1,497", "$59.50": whole cents as the pages show them, the cents only when there are some. */
export function formatPrice(cents: number): string {
  return `$${groupedDecimal(Math.round(cents), 2)}`;
}
