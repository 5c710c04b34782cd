import { trialDates } from './trial-dates';

describe('trialDates', () => {
  it('puts the trial end and the first charge 14 days after today', () => {
    expect(trialDates(new Date(2026, 10, 22, 9, 30))).toEqual({ trialEnds: 'Sunday, December 6, 2026', firstCharge: 'Sunday, December 6, 2026' });
  });

  it('crosses months and years by the calendar', () => {
    expect(trialDates(new Date(2026, 11, 25)).trialEnds).toBe('Friday, January 8, 2027');
    expect(trialDates(new Date(2028, 1, 20)).trialEnds).toBe('Sunday, March 5, 2028');
  });
});
