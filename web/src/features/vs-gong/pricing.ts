import { ANNUAL_PLAN, CATALOGUE, ENTERPRISE_PILOT, GONG_MAX_SAVING_PERCENT, GONG_PER_SEAT_USD, annualPlanCostUsd, gongCostUsd } from '@pitchlens/contracts';

/** Prices behind the comparison (spec §9 "Enterprise"), from the enterprise offer every page shares. */
export const pricing = {
  pitchlensPerSeat: ANNUAL_PLAN.perSeatUsd,
  platformFee: ANNUAL_PLAN.platformFeeUsd,
  gongPerSeat: GONG_PER_SEAT_USD,
} as const;

/** The enterprise pilot every call to action on the page leads to. */
export const pilot = { price: CATALOGUE.enterprise_pilot.amountCents / 100, seats: ENTERPRISE_PILOT.seats, days: ENTERPRISE_PILOT.days } as const;

/** The headline's "up to N% lower cost": the calculator's own formula, at the largest team it prices. */
export const maxSavingPercent = GONG_MAX_SAVING_PERCENT;

export const pitchlensCost = annualPlanCostUsd;

export const gongCost = gongCostUsd;
