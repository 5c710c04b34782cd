import { orderedFunnel } from './funnel-stats';

describe('orderedFunnel', () => {
  it('converts on "reached this step or beyond", so a skipped step never shows more than 100%', () => {
    // Furthest rank per contact: 4 stopped at home (0), 3 at landing (1), 1 jumped to trial_checkout (3).
    const furthest = new Map([[0, 4], [1, 3], [3, 1]]);
    const contacts = new Map([['home', 8], ['landing', 3], ['trial_checkout', 1]]);
    const events = new Map([['home', 12]]);
    const [home, landing, download, trial, premium] = orderedFunnel(contacts, events, furthest);
    expect(home).toEqual({ step: 'home', contacts: 8, events: 12, reachedOrBeyond: 8, conversionFromPrevious: null, dropOffFromPrevious: 0, dropOffRate: null });
    expect(landing).toMatchObject({ contacts: 3, reachedOrBeyond: 4, conversionFromPrevious: 0.5, dropOffFromPrevious: 4, dropOffRate: 0.5 });
    expect(download).toMatchObject({ contacts: 0, reachedOrBeyond: 1, conversionFromPrevious: 0.25, dropOffFromPrevious: 3 });
    expect(trial).toMatchObject({ contacts: 1, reachedOrBeyond: 1, conversionFromPrevious: 1, dropOffFromPrevious: 0 });
    expect(premium).toMatchObject({ reachedOrBeyond: 0, conversionFromPrevious: 0, dropOffRate: 1 });
  });

  it('has no conversion after a step nobody reached', () => {
    const steps = orderedFunnel(new Map(), new Map(), new Map());
    expect(steps.every((s) => s.conversionFromPrevious === null && s.reachedOrBeyond === 0)).toBe(true);
  });
});
