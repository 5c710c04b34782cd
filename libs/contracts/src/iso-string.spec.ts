import fc from 'fast-check';
import { isoString } from './iso-string';

it('writes any time of years 1000 to 9999 as toISOString does, to the millisecond', () => {
  const ms = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) });
  fc.assert(
    fc.property(ms, (at) => expect(isoString(new Date(at))).toBe(new Date(at).toISOString())),
    { numRuns: 20_000 },
  );
});

it('leaves other years to toISOString, and refuses an invalid date as it does', () => {
  for (const at of [Date.UTC(999, 11, 31, 23, 59, 59, 999), Date.UTC(10_000, 0, 1), Date.UTC(-50, 5, 1), 8.64e15, -8.64e15, 0]) {
    expect(isoString(new Date(at))).toBe(new Date(at).toISOString());
  }
  expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
});
