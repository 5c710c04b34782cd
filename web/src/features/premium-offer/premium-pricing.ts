import { CATALOGUE, FOUNDER_LIMIT, TRIAL_DAYS } from '@pitchlens/contracts';

const dollars = (cents: number) => cents / 100;

/** Premium figures of spec §4 and §9, in US dollars, from the catalogue, for every premium page. */
export const premiumPrices = {
  regularMonthly: dollars(CATALOGUE.premium_monthly.regularAmountCents ?? CATALOGUE.premium_monthly.amountCents),
  offerMonthly: dollars(CATALOGUE.premium_trial.amountCents),
  /** What a trial costs per month once it converts at its end. */
  trialMonthly: dollars(CATALOGUE.premium_trial.amountCents),
  founderMonthly: dollars(CATALOGUE.premium_monthly.amountCents),
  founderYearly: dollars(CATALOGUE.premium_yearly.amountCents),
};

export const trialTerms = {
  days: TRIAL_DAYS,
  firstCallHours: 48,
  callsInTrial: 3,
} as const;

export const FOUNDER_SPOTS = FOUNDER_LIMIT;
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
