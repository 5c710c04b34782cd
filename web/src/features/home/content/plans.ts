/** Pricing page tiers (spec §9). */
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
  price: 79,
  was: 119,
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
  price: 59,
  was: 89,
  unit: '/month per user',
  note: 'Volume discount at 5+ users',
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

export const TRIAL_DAYS = 14;
