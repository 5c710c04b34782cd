import { supermetricsPilot, totalValue, valueStack } from './supermetrics-pilot';

describe('Supermetrics value stack', () => {
  it('adds up to the $19,800 value quoted in the proposal', () => {
    expect(valueStack.map((part) => part.value)).toEqual([5_500, 3_300, 11_000]);
    expect(totalValue).toBe(19_800);
  });

  it('prices the pilot at its first part', () => {
    expect(valueStack[0].value).toBe(supermetricsPilot.price);
  });
});
