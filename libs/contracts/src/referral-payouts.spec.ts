import { decidePayouts, REFERRAL_COMPANY_WINDOW_MS, REFERRAL_DEMO_WINDOW_MS, REFERRAL_PAYOUT_DUE_MS, type PayoutCandidate } from './referral-payouts';

const T0 = Date.parse('2026-10-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let next = 0;
const referral = (referredEmail: string, attendedAfter: number, submittedAt = T0, paidAt: number | null = null): PayoutCandidate => ({
  referralId: `r${String(++next).padStart(3, '0')}`,
  referredEmail,
  submittedAt,
  attendedAt: submittedAt + attendedAfter,
  paidAt,
});

describe('decidePayouts', () => {
  it('owes a demo held up to exactly 14 days after the referral, due 24 hours after the demo, and refuses one a moment later', () => {
    const inside = referral('ana@acme.io', REFERRAL_DEMO_WINDOW_MS);
    const late = referral('bo@globex.io', REFERRAL_DEMO_WINDOW_MS + 1);
    const decisions = decidePayouts([inside, late]);
    expect(decisions.get(inside.referralId)).toEqual({ state: 'owed', refusal: null, company: 'acme.io', dueBy: inside.attendedAt + REFERRAL_PAYOUT_DUE_MS });
    expect(decisions.get(late.referralId)).toEqual({ state: 'refused', refusal: 'demo-after-14-days', company: 'globex.io', dueBy: null });
  });

  it('owes one payout per company domain per 60 days, counted from the earlier demo (day 60 is free again), whatever company name was typed', () => {
    const first = referral('ana@acme.io', DAY);
    const within = referral('cy@ACME.io', 2 * DAY, T0 + 50 * DAY);
    const after = referral('di@acme.io', DAY, T0 + REFERRAL_COMPANY_WINDOW_MS); // exactly 60 days after the first demo
    const decisions = decidePayouts([after, within, first]);
    expect(decisions.get(first.referralId)?.state).toBe('owed');
    expect(decisions.get(within.referralId)).toMatchObject({ state: 'refused', refusal: 'company-paid-within-60-days' });
    expect(decisions.get(after.referralId)?.state).toBe('owed');
  });

  it('keeps a paid payout standing: a demo recorded later with an earlier date is the one refused', () => {
    const paid = referral('ana@acme.io', 10 * DAY, T0, T0 + 11 * DAY);
    const earlier = referral('bo@acme.io', 2 * DAY);
    const decisions = decidePayouts([earlier, paid]);
    expect(decisions.get(paid.referralId)?.state).toBe('paid');
    expect(decisions.get(earlier.referralId)).toMatchObject({ state: 'refused', refusal: 'company-paid-within-60-days' });
  });

  it('refuses a personal mailbox, which holds no company back', () => {
    const personal = referral('ana@gmail.com', DAY);
    const other = referral('bo@gmail.com', 2 * DAY);
    const decisions = decidePayouts([personal, other]);
    expect(decisions.get(personal.referralId)).toMatchObject({ state: 'refused', refusal: 'personal-address' });
    expect(decisions.get(other.referralId)).toMatchObject({ state: 'refused', refusal: 'personal-address' });
  });
});
