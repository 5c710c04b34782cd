import { ANNUAL_PLAN, CATALOGUE, ENTERPRISE_PILOT, annualPlanCostUsd } from '@pitchlens/contracts';

/** Enterprise offer figures (spec §9 "Enterprise"), from the offer the whole site and the proposal share. */
export const pilot = {
  price: CATALOGUE.enterprise_pilot.amountCents / 100,
  seats: ENTERPRISE_PILOT.seats,
  days: ENTERPRISE_PILOT.days,
  extendedDays: ENTERPRISE_PILOT.extendedDays,
  companies: ENTERPRISE_PILOT.companies,
} as const;

export const annualPlan = {
  perSeat: ANNUAL_PLAN.perSeatUsd,
  platformFee: ANNUAL_PLAN.platformFeeUsd,
  /** Team sizes quoted on the enterprise pages. */
  examples: [20, 100, 200],
} as const;

/** The KPIs behind the guarantee: hitting any 2 of the 3 in the pilot counts as success. */
export const guaranteeKpis = [
  { figure: '95%', title: 'Scoring accuracy', text: 'Pitchlens scores agree with your own managers’ scoring on the same calls.' },
  { figure: '30%', title: 'Process adherence improvement', text: 'Reps follow more of your methodology, stage by stage, than when the pilot began.' },
  { figure: '2+', title: 'Coaching actions per rep per week', text: 'Every rep acts on at least two specific coaching points each week.' },
] as const;

export const kpisToHit = ENTERPRISE_PILOT.kpisToHit;

/** Yearly price of the annual plan: per-seat licences plus one platform fee. */
export const annualPlanCost = annualPlanCostUsd;

/** Thousands as the proposals quote them, e.g. "$17K". */
export function formatUsdThousands(amount: number): string {
  return `$${Math.round(amount / 1000)}K`;
}
