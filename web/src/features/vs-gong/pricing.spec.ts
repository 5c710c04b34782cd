import { calculateSavings, MAX_SEATS, SEAT_PRESETS } from './savings';
import { gongCost, maxSavingPercent, pitchlensCost } from './pricing';

describe('vs-gong pricing', () => {
  it('claims "up to" no more than the calculator shows for any team it prices', () => {
    const shown = (seats: number) => {
      const result = calculateSavings(seats);
      return result.ok ? (result.value.percentSaved ?? 0) : 0;
    };
    expect(shown(MAX_SEATS)).toBe(maxSavingPercent);
    for (const seats of [...SEAT_PRESETS, 1, 313, 1_000, MAX_SEATS - 1]) expect(shown(seats)).toBeLessThanOrEqual(maxSavingPercent);
    // The smallest preset saves well under the headline: the headline must say "up to".
    expect(shown(SEAT_PRESETS[0])).toBe(47);
  });

  it('adds the platform fee once to the Pitchlens seats', () => {
    expect(pitchlensCost(20)).toBe(17_000);
    expect(gongCost(20)).toBe(32_000);
  });
});
