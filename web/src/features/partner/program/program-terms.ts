/**
 * The Founder Partner Program's terms (spec §9 "Partner program"). Every page of
 * the program quotes these, so a changed term is changed once.
 */
export const FOUNDER_SLOTS = {
  perQuarter: 10,
  remaining: 7,
  windowCloses: 'December 31',
} as const;

export const APPLICATION_REVIEW_HOURS = 48;

/** Applicants must already sell training to this many enterprise clients. */
export const MIN_PAYING_ENTERPRISE_CLIENTS = 3;

export const QUALITY_GATE = {
  reviewCallMinutes: 30,
  certificationHours: 2,
  firstClientDays: 30,
} as const;

export const CONTRACT = {
  termMonths: 12,
  rateLockMonths: 24,
  renewalNoticeDays: 45,
  priceChangeNoticeDays: 90,
} as const;

export const IMPLEMENTATION_FEE = {
  amount: 2_000,
  waivedForFirstPartners: 10,
} as const;

/** Spec §4: a seat counts once a unique user has logged in and scored a call within the window. */
export const LAUNCH_GUARANTEE = {
  seats: 10,
  scoredCallsPerSeat: 1,
  windowDays: 30,
} as const;

export const AFFILIATE_COMMISSION = {
  yearOnePercent: 20,
  renewalPercent: 10,
} as const;

export const LEGAL_TERMS = {
  liabilityMonths: 12,
  liabilityFloor: 100,
  informalDisputeDays: 30,
  governingLaw: 'Texas',
  breachNotificationHours: 72,
  securityResponseHours: 48,
} as const;
