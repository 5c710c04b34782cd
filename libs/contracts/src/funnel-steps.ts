/**
 * Funnel steps (spec §4, ARCHITECTURE §3). The ordered steps define a contact's
 * position; the others are activity that is counted but never moves it.
 */
export const ORDERED_FUNNEL_STEPS = [
  'home',
  'landing',
  'breakdown_download',
  'trial_checkout',
  'premium_checkout',
  'framework_session',
  'completed',
] as const;

export const ACTIVITY_FUNNEL_STEPS = [
  'features',
  'partner_landing',
  'premium_purchase_success',
  'trial_signup_success',
  'pitchlens_vs_gong',
] as const;

export type OrderedFunnelStep = (typeof ORDERED_FUNNEL_STEPS)[number];
export type ActivityFunnelStep = (typeof ACTIVITY_FUNNEL_STEPS)[number];
export type FunnelStep = OrderedFunnelStep | ActivityFunnelStep;

export const FUNNEL_STEPS: readonly FunnelStep[] = [...ORDERED_FUNNEL_STEPS, ...ACTIVITY_FUNNEL_STEPS];

export function isFunnelStep(value: unknown): value is FunnelStep {
  return typeof value === 'string' && (FUNNEL_STEPS as readonly string[]).includes(value);
}

/** Rank of a step in the ordered funnel, or -1 for activity steps. */
export function funnelRank(step: FunnelStep): number {
  return (ORDERED_FUNNEL_STEPS as readonly string[]).indexOf(step);
}

export function isOrderedStep(step: FunnelStep): step is OrderedFunnelStep {
  return funnelRank(step) >= 0;
}

/** The further of two steps; activity steps never move a position. */
export function furthestStep(current: OrderedFunnelStep | null, next: FunnelStep): OrderedFunnelStep | null {
  if (!isOrderedStep(next)) return current;
  if (current === null || funnelRank(next) > funnelRank(current)) return next;
  return current;
}
