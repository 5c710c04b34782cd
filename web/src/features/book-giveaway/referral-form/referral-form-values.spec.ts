import { DEFAULT_REFERRAL_TITLE, MAX_REFERRALS_PER_SUBMISSION } from '@pitchlens/contracts';
import {
  emptyReferralForm,
  isRowStarted,
  nextSubmissionValues,
  REFERRAL_ROWS,
  referralField,
  type ReferralFormValues,
} from './referral-form-values';

const filled: ReferralFormValues = {
  referrer: { name: 'Priya Shah', email: 'priya@brightsales.com' },
  referrals: [
    { name: 'Marco Diaz', email: 'marco@vectorcloud.io', title: 'VP Sales', company: 'VectorCloud' },
    { name: 'Jo Park', email: 'jo@acme.com', title: 'Sales Manager', company: 'Acme' },
    { name: 'Ana Gomez', email: 'ana@initech.com', title: 'Chief Revenue Officer', company: 'Initech' },
  ],
  consent: true,
};

describe('emptyReferralForm', () => {
  it('has one empty row per allowed referral, each with the default title, and no consent', () => {
    const values = emptyReferralForm();
    expect(values.referrer).toEqual({ name: '', email: '' });
    expect(values.referrals).toHaveLength(MAX_REFERRALS_PER_SUBMISSION);
    for (const person of values.referrals) expect(person).toEqual({ name: '', email: '', title: DEFAULT_REFERRAL_TITLE, company: '' });
    expect(values.consent).toBe(false);
  });

  it('copies the referrer it is given rather than sharing it', () => {
    const referrer = { name: 'Priya', email: 'priya@brightsales.com' };
    const values = emptyReferralForm(referrer);
    values.referrer.name = 'Changed';
    expect(referrer.name).toBe('Priya');
  });
});

describe('nextSubmissionValues', () => {
  it('keeps the referrer, clears every referral back to the default title and asks for consent again', () => {
    const next = nextSubmissionValues(filled);
    expect(next.referrer).toEqual(filled.referrer);
    expect(next.referrals).toEqual(emptyReferralForm().referrals);
    expect(next.consent).toBe(false);
  });

  it('leaves the previous values untouched', () => {
    const before = JSON.parse(JSON.stringify(filled));
    nextSubmissionValues(filled);
    expect(filled).toEqual(before);
  });
});

describe('isRowStarted', () => {
  const empty = emptyReferralForm().referrals[0]!;
  it('is false for an empty row, whatever title is chosen', () => {
    expect(isRowStarted(empty)).toBe(false);
    expect(isRowStarted({ ...empty, title: 'VP Sales' })).toBe(false);
  });
  it('is false for whitespace only', () => {
    expect(isRowStarted({ ...empty, name: '  ', email: '\t', company: ' ' })).toBe(false);
  });
  it.each(['name', 'email', 'company'] as const)('is true once the %s is typed', (key) => {
    expect(isRowStarted({ ...empty, [key]: 'x' })).toBe(true);
  });
});

describe('referral field names', () => {
  it('match the flat request body', () => {
    expect(referralField(1, 'Name')).toBe('referral1Name');
    expect(referralField(3, 'Company')).toBe('referral3Company');
  });
  it('cover exactly the referrals one submission may carry', () => {
    expect(REFERRAL_ROWS).toEqual([1, 2, 3]);
    expect(REFERRAL_ROWS).toHaveLength(MAX_REFERRALS_PER_SUBMISSION);
  });
});
