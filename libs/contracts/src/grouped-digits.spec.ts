import fc from 'fast-check';
import { groupedDecimal, groupedDigits } from './grouped-digits';

describe('groupedDigits', () => {
  it('groups digits in threes', () => {
    expect(groupedDigits(0)).toBe('0');
    expect(groupedDigits(999)).toBe('999');
    expect(groupedDigits(1000)).toBe('1,000');
    expect(groupedDigits(1_234_567)).toBe('1,234,567');
    expect(groupedDigits(-5000)).toBe('-5,000');
  });

  it('writes every safe integer as en-US Intl does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1e7, max: 1e7 })), (whole) => {
        expect(groupedDigits(whole)).toBe(whole.toLocaleString('en-US'));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a safe integer', () => {
    expect(() => groupedDigits(1.5)).toThrow(RangeError);
    expect(() => groupedDigits(2 ** 53)).toThrow(RangeError);
    expect(() => groupedDigits(Number.NaN)).toThrow(RangeError);
  });

  it('writes hundredths and tenths with their fraction only when there is one', () => {
    expect(groupedDecimal(149_700, 2)).toBe('1,497');
    expect(groupedDecimal(5_950, 2)).toBe('59.50');
    expect(groupedDecimal(-50, 2)).toBe('-0.50');
    expect(groupedDecimal(-12_345_605, 2)).toBe('-123,456.05');
    expect(groupedDecimal(175, 1)).toBe('17.5');
    expect(groupedDecimal(-5, 1)).toBe('-0.5');
  });
});
