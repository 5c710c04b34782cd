import fc from 'fast-check';
import { TIME_TO_CONVERT_EDGES_SECONDS } from '@pitchlens/contracts';
import { percentilesDisc, timeToConvertFigures } from './time-to-convert-figures';

/** Seconds as a report has them, neighbours in one counting bucket, values on and around the edges, and far apart ones of either sign. */
const value = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.integer({ min: 0, max: 200 }).map((i) => 3600 + i / 1000),
  fc.constantFrom(...TIME_TO_CONVERT_EDGES_SECONDS).chain((edge) => fc.integer({ min: -2, max: 2 }).map((d) => edge + d / 1000)),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map((v) => v + 0),
);
const parts = fc.array(fc.array(value, { maxLength: 100 }), { minLength: 1, maxLength: 4 });

/** percentile_disc: the first value whose place in ascending order reaches the fraction. */
const disc = (sorted: number[], p: number) => (sorted.length === 0 ? null : sorted[Math.max(Math.ceil(p * sorted.length), 1) - 1]);

describe('the time to convert', () => {
  it('pick the first value whose place reaches the fraction, as percentile_disc does', () => {
    expect(percentilesDisc([Float64Array.from([1, 2, 3, 4])], [0.5])).toEqual([2]);
    expect(percentilesDisc([Float64Array.from([1, 2]), Float64Array.from([3])], [0.5])).toEqual([2]);
    expect(percentilesDisc([Float64Array.from([5])], [0.9, 0.5])).toEqual([5, 5]);
    expect(percentilesDisc([new Float64Array(0)], [0.9, 0.5])).toEqual([null, null]);
    expect(percentilesDisc([Float64Array.from([4, 3, 2, 1])], [0.5, 0.9])).toEqual([2, 4]);
  });

  it('pick each fraction’s value as a sort would, in parts, among close, equal, far apart and negative values', () => {
    fc.assert(
      fc.property(parts, fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }), (values, percents) => {
        const fractions = percents.map((p) => p / 100);
        const sorted = values.flat().sort((a, b) => a - b);
        expect(percentilesDisc(values.map((part) => Float64Array.from(part)), fractions)).toEqual(fractions.map((p) => disc(sorted, p)));
      }),
    );
  });

  it('give the 90th percentile, the median and each histogram bucket as percentile_disc and width_bucket would', () => {
    fc.assert(
      fc.property(parts, (values) => {
        const sorted = values.flat().sort((a, b) => a - b);
        const buckets = new Array<number>(TIME_TO_CONVERT_EDGES_SECONDS.length + 1).fill(0);
        for (const v of sorted) buckets[TIME_TO_CONVERT_EDGES_SECONDS.filter((edge) => edge <= v).length] += 1;
        expect(timeToConvertFigures(values.map((part) => Float64Array.from(part)), TIME_TO_CONVERT_EDGES_SECONDS)).toEqual({ p90: disc(sorted, 0.9), median: disc(sorted, 0.5), buckets });
      }),
    );
  });
});
