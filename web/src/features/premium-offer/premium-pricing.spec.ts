import { OFFER_COUNTDOWN_SECONDS, premiumPrices, TRIAL_COUNTDOWN_SECONDS, yearlySavings } from './premium-pricing';

describe('yearlySavings', () => {
  it('gives the founder yearly plan the spec figures: $118 saved, 17%, 2 months free', () => {
    expect(yearlySavings(premiumPrices.founderMonthly, premiumPrices.founderYearly)).toEqual({
      saved: 118,
      percent: 17,
      freeMonths: 2,
    });
  });

  it('saves nothing when the yearly price is twelve monthly payments', () => {
    expect(yearlySavings(100, 1200)).toEqual({ saved: 0, percent: 0, freeMonths: 0 });
  });
});

describe('countdown lengths', () => {
  it('runs the one-time offer for 6 hours and the trial offer from 23:59:59', () => {
    expect(OFFER_COUNTDOWN_SECONDS).toBe(21_600);
    expect(TRIAL_COUNTDOWN_SECONDS).toBe(86_399);
  });
});
