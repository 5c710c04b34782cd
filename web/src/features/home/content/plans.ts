import { CATALOGUE, TEAM_PLAN } from '@pitchlens/contracts';

/** Pricing page tiers (spec §9), priced from the catalogue. */
export interface PricedPlan {
  name: string;
  price: number;
  was: number;
  unit: string;
  note?: string;
  cta: 'Start Free Trial';
  highlighted?: boolean;
  features: string[];
}

export interface CustomPlan {
  name: string;
  cta: 'Contact Sales';
  features: string[];
}

export const premiumPlan: PricedPlan = {
  name: 'Premium',
  price: CATALOGUE.premium_trial.amountCents / 100,
  was: (CATALOGUE.premium_trial.regularAmountCents ?? CATALOGUE.premium_trial.amountCents) / 100,
  unit: '/month',
  cta: 'Start Free Trial',
  features: [
    'Every call scored in about 60 seconds',
    'Scoring against your own scripts, playbooks and rubrics',
    'Missed-opportunity detection and improvement suggestions',
    'Progress tracking and trend detection',
  ],
};

export const teamPlan: PricedPlan = {
  name: 'Team',
  price: TEAM_PLAN.perUserCents / 100,
  was: TEAM_PLAN.regularPerUserCents / 100,
  unit: '/month per user',
  note: `Volume discount at ${TEAM_PLAN.volumeDiscountFromUsers}+ users`,
  cta: 'Start Free Trial',
  highlighted: true,
  features: [
    'Everything in Premium, for every rep',
    'Shared calls and reports across the team',
    'Manager dashboard: performance, adherence, coaching',
    'CRM, calendar and Slack integrations',
  ],
};

export const enterprisePlan: CustomPlan = {
  name: 'Enterprise',
  cta: 'Contact Sales',
  features: [
    'Frameworks configured with your enablement team',
    'API access with rate limits sized to your volume',
    'Role-based access, audit logging, security review',
    'Rollout planned with your sales leadership',
  ],
};

export const pricedPlans: PricedPlan[] = [premiumPlan, teamPlan];

export function planSaving(plan: PricedPlan): number {
  return plan.was - plan.price;
}

export { TRIAL_DAYS } from '@pitchlens/contracts';
