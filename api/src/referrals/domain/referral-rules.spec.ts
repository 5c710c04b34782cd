import { checkReferralSubmission } from './referral-rules';

const valid = {
  name: 'Priya Shah',
  email: 'Priya@BrightSales.com',
  referral1Name: 'Marco Diaz',
  referral1Email: 'marco@vectorcloud.io',
  referral1Title: 'VP Sales',
  referral1Company: 'VectorCloud',
  referral2Title: 'Sales Enablement Leader',
  consent: true,
};

it('accepts a complete first referral and skips untouched rows (their title default does not count)', () => {
  const result = checkReferralSubmission(valid);
  expect(result).toEqual({
    submission: {
      referrer: { name: 'Priya Shah', email: 'priya@brightsales.com' },
      referrals: [{ row: 1, name: 'Marco Diaz', email: 'marco@vectorcloud.io', title: 'VP Sales', company: 'VectorCloud' }],
    },
  });
});

it('reports every problem at once, each naming its row', () => {
  const result = checkReferralSubmission({ ...valid, referral1Company: '', referral3Email: 'x@gmail.com', consent: undefined });
  expect('problems' in result && result.problems.map((p) => p.field)).toEqual([
    'referral1Company',
    'referral3Name',
    'referral3Email',
    'referral3Title',
    'referral3Company',
    'consent',
  ]);
});

it('treats non-text values as missing rather than failing', () => {
  const result = checkReferralSubmission({ ...valid, name: 42, referral1Name: { a: 1 } });
  expect('problems' in result && result.problems.map((p) => p.field)).toEqual(['name', 'referral1Name']);
});
