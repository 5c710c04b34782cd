import { gongCost, perSeatSavingPercent, pitchlensCost } from './pricing';

describe('vs-gong pricing', () => {
  it('backs the 62% lower cost claim: $600 against $1,600 per seat', () => {
    expect(perSeatSavingPercent).toBe(62);
  });

  it('adds the platform fee once to the Pitchlens seats', () => {
    expect(pitchlensCost(20)).toBe(17_000);
    expect(gongCost(20)).toBe(32_000);
  });
});
