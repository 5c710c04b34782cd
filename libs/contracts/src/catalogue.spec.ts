import fc from 'fast-check';
import { CATALOGUE, formatPrice, founderPlan, FOUNDER_LIMIT, isProductId, TRIAL_DAYS, yearlySavings } from './catalogue';

describe('price catalogue', () => {
  it('charges exactly what the offers promise (spec §9)', () => {
    expect(CATALOGUE.framework_session.amountCents).toBe(49_700);
    expect(CATALOGUE.framework_session.regularAmountCents).toBe(149_700);
    expect(CATALOGUE.premium_monthly.amountCents).toBe(5_900);
    expect(CATALOGUE.premium_yearly.amountCents).toBe(59_000);
    expect(CATALOGUE.premium_trial.amountCents).toBe(7_900);
    expect(CATALOGUE.enterprise_pilot.amountCents).toBe(99_700);
    for (const product of Object.values(CATALOGUE)) {
      expect(Number.isInteger(product.amountCents)).toBe(true);
      expect(product.currency).toBe('usd');
    }
  });

  it('bills the founder plans monthly and yearly and the trial monthly after 14 days', () => {
    expect(founderPlan('monthly')).toMatchObject({ kind: 'subscription', interval: 'month', founderRate: true });
    expect(founderPlan('yearly')).toMatchObject({ kind: 'subscription', interval: 'year', founderRate: true });
    expect(CATALOGUE.premium_trial).toMatchObject({ kind: 'subscription', interval: 'month', trialDays: 14, founderRate: false });
    expect(TRIAL_DAYS).toBe(14);
    expect(FOUNDER_LIMIT).toBe(300);
  });

  it('works out the yearly saving the pages state: $118, 17%', () => {
    expect(yearlySavings()).toEqual({ cents: 11_800, percent: 17 });
  });

  it('knows its own product ids and nothing else', () => {
    expect(isProductId('enterprise_pilot')).toBe(true);
    expect(isProductId('toString')).toBe(false);
    expect(isProductId('premium')).toBe(false);
    expect(isProductId(497)).toBe(false);
  });

  it('formats prices the way the pages show them', () => {
    expect(formatPrice(49_700)).toBe('$497');
    expect(formatPrice(149_700)).toBe('$1,497');
    expect(formatPrice(5_950)).toBe('$59.50');
    expect(formatPrice(-50)).toBe('$-0.50');
  });

  it('writes every whole number of cents as Intl did', () => {
    const intl = (cents: number) => {
      const dollars = cents / 100;
      return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
    };
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: -100_000, max: 100_000 })), (cents) => {
        expect(formatPrice(cents)).toBe(intl(cents));
      }),
      { numRuns: 2000 },
    );
  });
});
