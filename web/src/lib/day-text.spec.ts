import fc from 'fast-check';
import { isoDayText, localWeekdayText } from './day-text';

// Instants from 1970 to 2200, where the pages' days fall.
const instants = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms));

describe('day texts', () => {
  it('writes an ISO date as en-US does in full', () => {
    expect(isoDayText('2026-01-01')).toBe('January 1, 2026');
    expect(isoDayText('2025-10-01')).toBe('October 1, 2025');
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(instants, (date) => {
        expect(isoDayText(date.toISOString().slice(0, 10))).toBe(intl.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes a day with its weekday as en-US does, in the browser's zone", () => {
    expect(localWeekdayText(new Date(2026, 11, 6, 9, 30))).toBe('Sunday, December 6, 2026');
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    fc.assert(
      fc.property(instants, (date) => {
        expect(localWeekdayText(date)).toBe(intl.format(date));
      }),
      { numRuns: 2000 },
    );
  });
});
