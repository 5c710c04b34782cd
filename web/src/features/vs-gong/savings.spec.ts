import { calculateSavings, MAX_SEATS, type SavingsResult } from './savings';

function value(result: SavingsResult) {
  if (!result.ok) throw new Error(`expected a result, got "${result.error}"`);
  return result.value;
}

describe('calculateSavings', () => {
  it.each([
    [20, 15_000, 17_000, 32_000, 47],
    [50, 45_000, 35_000, 80_000, 56],
    [100, 95_000, 65_000, 160_000, 59],
  ])('saves %i seats $%i a year', (seats, savings, pitchlensCost, gongCost, percentSaved) => {
    expect(value(calculateSavings(seats))).toEqual({ seats, savings, pitchlensCost, gongCost, percentSaved });
  });

  it('reads typed text, surrounding spaces included', () => {
    expect(value(calculateSavings(' 20 ')).savings).toBe(15_000);
  });

  it('is honest about zero seats: the platform fee makes it $5,000 dearer, with no percentage to show', () => {
    expect(value(calculateSavings('0'))).toEqual({ seats: 0, pitchlensCost: 5_000, gongCost: 0, savings: -5_000, percentSaved: null });
  });

  it('shows a loss for teams too small to cover the platform fee', () => {
    expect(value(calculateSavings(3))).toMatchObject({ savings: -2_000, percentSaved: -42 });
    expect(value(calculateSavings(5)).savings).toBe(0);
  });

  it('accepts the largest supported team', () => {
    expect(value(calculateSavings(MAX_SEATS)).savings).toBe(MAX_SEATS * 1_000 - 5_000);
  });

  it.each([
    ['', 'Enter a number of seats'],
    ['   ', 'Enter a number of seats'],
    ['abc', 'must be a number'],
    ['20 seats', 'must be a number'],
    ['-5', 'can’t be negative'],
    [-1, 'can’t be negative'],
    ['2.5', 'whole numbers'],
    ['100001', 'more than 100,000'],
    ['1e9', 'more than 100,000'],
    ['Infinity', 'more than 100,000'],
  ])('explains why %p is not a seat count', (input, message) => {
    const result = calculateSavings(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
