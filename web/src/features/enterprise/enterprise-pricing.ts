/** Enterprise offer figures (spec §9 "Enterprise"), named once for every enterprise page. */
export const pilot = {
  price: 997,
  seats: 5,
  days: 14,
  extendedDays: 30,
  companies: 3,
} as const;

export const annualPlan = {
  perSeat: 600,
  platformFee: 5_000,
  /** Team sizes quoted on the enterprise pages. */
  examples: [20, 100, 200],
} as const;

/** The KPIs behind the guarantee: hitting any 2 of the 3 within 30 days counts as success. */
export const guaranteeKpis = [
  { figure: '95%', name: 'Scoring accuracy', detail: 'Pitchlens scores agree with your own managers’ scoring on the same calls.' },
  { figure: '30%', name: 'Process adherence improvement', detail: 'Reps follow more of your methodology, stage by stage, than when the pilot began.' },
  { figure: '2+', name: 'Coaching actions per rep per week', detail: 'Every rep acts on at least two specific coaching points each week.' },
] as const;

export const kpisToHit = 2;
export const guaranteeDays = 30;

/** Yearly price of the annual plan: per-seat licences plus one platform fee. */
export function annualPlanCost(seats: number): number {
  return seats * annualPlan.perSeat + annualPlan.platformFee;
}

/** Thousands as the proposals quote them, e.g. "$17K". */
export function formatUsdThousands(amount: number): string {
  return `$${Math.round(amount / 1000)}K`;
}
