/** Premium figures of spec §4 and §9, in US dollars, named once for every premium page. */
export const premiumPrices = {
  regularMonthly: 119,
  offerMonthly: 79,
  /** What a trial costs per month once it converts on day 14. */
  trialMonthly: 79,
  founderMonthly: 59,
  founderYearly: 590,
} as const;

export const trialTerms = {
  days: 14,
  firstCallHours: 48,
  callsInTrial: 3,
} as const;

export const FOUNDER_SPOTS = 300;
export const GUARANTEE_DAYS = 30;
export const GUARANTEE_MIN_CALLS = 10;

/** The one-time offer lasts 6 hours from page load; the trial offer 23:59:59 (spec §4). */
export const OFFER_COUNTDOWN_SECONDS = 6 * 3600;
export const TRIAL_COUNTDOWN_SECONDS = 23 * 3600 + 59 * 60 + 59;

export interface YearlySavings {
  saved: number;
  percent: number;
  freeMonths: number;
}

/** What paying yearly saves over twelve monthly payments: $59 vs $590 gives $118, 17%, 2 months. */
export function yearlySavings(monthly: number, yearly: number): YearlySavings {
  const twelveMonths = monthly * 12;
  const saved = twelveMonths - yearly;
  return {
    saved,
    percent: Math.round((saved / twelveMonths) * 100),
    freeMonths: Math.round(saved / monthly),
  };
}
