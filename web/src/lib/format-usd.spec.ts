import fc from 'fast-check';
import { formatUsd } from './format-usd';

describe('formatUsd', () => {
  it('formats US dollars without cents', () => {
    expect(formatUsd(15_000)).toBe('$15,000');
    expect(formatUsd(-5_000)).toBe('-$5,000');
    expect(formatUsd(1_234_567)).toBe('$1,234,567');
  });

  it('formats whole dollars with separators', () => {
    expect(formatUsd(34_800)).toBe('$34,800');
    expect(formatUsd(0)).toBe('$0');
  });

  it('writes whole dollars with thousands separators', () => {
    expect(formatUsd(79)).toBe('$79');
    expect(formatUsd(1497)).toBe('$1,497');
  });

  it('writes every amount as the whole-dollar currency format of Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const halves = fc.integer({ min: -2e7, max: 2e7 }).map((n) => n / 2);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), halves, fc.double({ min: -1e9, max: 1e9, noNaN: true })), (amount) => {
        fc.pre(!Object.is(amount, -0));
        expect(formatUsd(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 3000 },
    );
  });
});
