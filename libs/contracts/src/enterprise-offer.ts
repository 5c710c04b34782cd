/**
 * The enterprise offer (spec §9 "Enterprise"): the pilot, the annual plan and
 * the competitor price it is compared with. Named once here for every page of
 * the site and for the proposal the server answers, so they cannot disagree.
 * The pilot's price is the catalogue's (`CATALOGUE.enterprise_pilot`).
 */
export const ENTERPRISE_PILOT = {
  seats: 5,
  /** How long the pilot runs. */
  days: 14,
  /** How long it runs when the team has not hit the KPIs by then. */
  extendedDays: 30,
  kpisToHit: 2,
  kpiCount: 3,
  /** Companies piloting at the same time. */
  companies: 3,
  creditedToAnnualPercent: 100,
} as const;

const pilot = ENTERPRISE_PILOT;

/** The pilot's length, worded the same everywhere: "14-day pilot, extended to 30 days if the KPIs are not met". */
export const PILOT_LENGTH = `${pilot.days}-day pilot, extended to ${pilot.extendedDays} days if the KPIs are not met`;

/** The guarantee in one sentence, for pages that spell it out. */
export const PILOT_GUARANTEE =
  `If your team has not hit ${pilot.kpisToHit} of the ${pilot.kpiCount} KPIs by day ${pilot.days}, ` +
  `the pilot is extended to ${pilot.extendedDays} days at no cost, or refunded 100% if you prefer.`;

/** The guarantee where there is room for a line only (comparison tables). */
export const PILOT_GUARANTEE_SHORT = `${pilot.kpisToHit} of ${pilot.kpiCount} KPIs in ${pilot.days} days, or extended to ${pilot.extendedDays} days or refunded 100%`;

/** The annual plan, in whole US dollars a year. */
export const ANNUAL_PLAN = { perSeatUsd: 600, platformFeeUsd: 5_000 } as const;

/** What Gong is quoted at per seat per year (spec §9), in whole US dollars. */
export const GONG_PER_SEAT_USD = 1_600;

/** The largest team the savings calculator prices; bigger ones get a custom quote. */
export const GONG_COMPARISON_MAX_SEATS = 100_000;

export function annualPlanCostUsd(seats: number): number {
  return seats * ANNUAL_PLAN.perSeatUsd + ANNUAL_PLAN.platformFeeUsd;
}

export function gongCostUsd(seats: number): number {
  return seats * GONG_PER_SEAT_USD;
}

/** Share of the Gong cost a team of this size saves, in whole percent; null with nothing to compare. */
export function gongSavingPercent(seats: number): number | null {
  const theirs = gongCostUsd(seats);
  return theirs > 0 ? Math.round(((theirs - annualPlanCostUsd(seats)) / theirs) * 100) : null;
}

/**
 * The most the calculator can show saved (the platform fee weighs less the
 * bigger the team): the "up to" every headline quotes.
 */
export const GONG_MAX_SAVING_PERCENT = gongSavingPercent(GONG_COMPARISON_MAX_SEATS) ?? 0;
