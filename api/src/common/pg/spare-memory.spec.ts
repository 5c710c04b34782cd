import { LENT_FROM_BYTES, SpareMemory } from './spare-memory';

const MB = 1024 * 1024;

it('lends memory given back to the next ask it fits, and makes new for an ask none fits', () => {
  const spare = new SpareMemory();
  const first = spare.take(MB);
  expect(first.byteLength).toBeGreaterThanOrEqual(MB);
  spare.give(first);
  expect(spare.size).toBe(first.byteLength);
  // Slightly larger than the first ask: the quarter made in reserve takes it.
  expect(spare.take(MB + 1000)).toBe(first);
  expect(spare.size).toBe(0);
  expect(spare.take(MB)).not.toBe(first);
});

it('leaves small asks to Node and keeps nothing small', () => {
  const spare = new SpareMemory();
  const small = spare.take(100);
  expect(small.byteLength).toBe(100);
  spare.give(small);
  expect(spare.size).toBe(0);
  const large = spare.take(LENT_FROM_BYTES);
  spare.give(large);
  // A small ask does not take a large spare.
  expect(spare.take(100)).not.toBe(large);
  expect(spare.size).toBe(large.byteLength);
});

it('lends the smallest spare that fits, never one four times too large', () => {
  const spare = new SpareMemory();
  const [big, middle] = [spare.take(8 * MB), spare.take(2 * MB)];
  spare.give(big);
  spare.give(middle);
  expect(spare.take(MB)).toBe(middle);
  expect(spare.take(MB)).not.toBe(big);
  expect(spare.take(7 * MB)).toBe(big);
});

it('lets go of the largest past 32 MB kept, so one huge ask does not hold its memory for good', () => {
  const spare = new SpareMemory();
  const asks = [spare.take(4 * MB), spare.take(8 * MB), spare.take(30 * MB)];
  for (const buffer of asks) spare.give(buffer);
  expect(spare.size).toBe(asks[0].byteLength + asks[1].byteLength);
  expect(spare.take(20 * MB)).not.toBe(asks[2]);
});
