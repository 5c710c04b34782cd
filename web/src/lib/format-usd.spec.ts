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
});
