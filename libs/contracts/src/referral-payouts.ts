import { emailDomain } from './identity';
import { isFreeMailbox } from './referrals';

/**
 * The referral program's payout terms (spec §9 and the stated terms): a $25
 * gift card per referred person who attends a demo within 14 days of being
 * referred, sent within 24 hours of the demo, one per referred company per
 * 60 days, for work addresses only. README "What the numbers mean" →
 * "Referral payouts" states each rule and its edges.
 */
export const REFERRAL_GIFT_CARD_CENTS = 2_500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A demo at exactly 14 days after the referral is still inside. */
export const REFERRAL_DEMO_WINDOW_MS = 14 * DAY_MS;
/** Two payouts of one company need demos at least 60 days apart. */
export const REFERRAL_COMPANY_WINDOW_MS = 60 * DAY_MS;
/** The gift card is due this long after the demo. */
export const REFERRAL_PAYOUT_DUE_MS = DAY_MS;

export type ReferralPayoutState = 'owed' | 'paid' | 'refused';
export type ReferralPayoutRefusal = 'personal-address' | 'demo-after-14-days' | 'company-paid-within-60-days';

/** Why a payout was refused, in the dashboard's words, from the terms' own figures. */
export const REFERRAL_REFUSAL_LABELS: Readonly<Record<ReferralPayoutRefusal, string>> = {
  'personal-address': 'personal address',
  'demo-after-14-days': `demo more than ${REFERRAL_DEMO_WINDOW_MS / DAY_MS} days after the referral`,
  'company-paid-within-60-days': `company already earned one within ${REFERRAL_COMPANY_WINDOW_MS / DAY_MS} days`,
};

/** One referral whose demo was recorded as attended, as the referrals read model holds it (times in ms). */
export interface PayoutCandidate {
  referralId: string;
  referredEmail: string;
  submittedAt: number;
  attendedAt: number;
  paidAt: number | null;
}

export interface PayoutDecision {
  state: ReferralPayoutState;
  refusal: ReferralPayoutRefusal | null;
  /** The company a payout is counted against: the referred address's domain. */
  company: string;
  /** When the gift card is due (demo + 24 h); null for a refused payout. */
  dueBy: number | null;
}

/**
 * Decides every payout at once, since one company's payouts depend on each
 * other. A payout marked paid stands (the card was sent) and holds its
 * company's 60 days; the others, in order of their demo (then referral id),
 * are owed unless a term refuses them.
 */
export function decidePayouts(candidates: readonly PayoutCandidate[]): Map<string, PayoutDecision> {
  const decisions = new Map<string, PayoutDecision>();
  const counted = new Map<string, number[]>();
  const count = (candidate: PayoutCandidate, state: ReferralPayoutState, company: string) => {
    counted.set(company, [...(counted.get(company) ?? []), candidate.attendedAt]);
    decisions.set(candidate.referralId, { state, refusal: null, company, dueBy: candidate.attendedAt + REFERRAL_PAYOUT_DUE_MS });
  };
  const refuse = (candidate: PayoutCandidate, refusal: ReferralPayoutRefusal, company: string) =>
    decisions.set(candidate.referralId, { state: 'refused', refusal, company, dueBy: null });

  for (const candidate of candidates) if (candidate.paidAt !== null) count(candidate, 'paid', companyOf(candidate.referredEmail));
  const open = candidates
    .filter((c) => c.paidAt === null)
    .sort((a, b) => a.attendedAt - b.attendedAt || (a.referralId < b.referralId ? -1 : a.referralId > b.referralId ? 1 : 0));
  for (const candidate of open) {
    const company = companyOf(candidate.referredEmail);
    if (isFreeMailbox(candidate.referredEmail)) refuse(candidate, 'personal-address', company);
    else if (candidate.attendedAt - candidate.submittedAt > REFERRAL_DEMO_WINDOW_MS) refuse(candidate, 'demo-after-14-days', company);
    else if ((counted.get(company) ?? []).some((demo) => Math.abs(candidate.attendedAt - demo) < REFERRAL_COMPANY_WINDOW_MS))
      refuse(candidate, 'company-paid-within-60-days', company);
    else count(candidate, 'owed', company);
  }
  return decisions;
}

/** The company name is free text each referrer types; the address's domain is one key per company. */
export function companyOf(referredEmail: string): string {
  return emailDomain(referredEmail);
}
