import { float64, int32, shared } from './growing';

it.each([
  ['in the heap', int32],
  ['in shared memory', shared.int32],
])('keeps every value as it grows %s, in place, without a copy', (_, make) => {
  const column = make();
  column.reserve(3);
  column.add([1, 2, 3]);
  const before = column.data;
  for (let i = 4; i <= 5_000; i += 1) column.add([i]);
  // The same memory, grown where it was: nothing copied, no second array alive beside it.
  expect(column.data.buffer).toBe(before.buffer);
  expect(column.length).toBe(5_000);
  expect(Array.from(column.data.subarray(0, 5_000))).toEqual(Array.from({ length: 5_000 }, (_, i) => i + 1));
});

it('keeps shared columns in shared memory, readable where they are', () => {
  const column = shared.float64();
  column.add([0.5]);
  expect(column.data.buffer).toBeInstanceOf(SharedArrayBuffer);
  const view = new Float64Array(column.data.buffer);
  column.add([1.5]);
  expect(Array.from(view.subarray(0, 2))).toEqual([0.5, 1.5]);
});

it('makes room once for what a load asks, and no more', () => {
  const column = float64();
  column.reserve(300);
  expect(column.data.length).toBe(300);
  column.reserve(100);
  expect(column.data.length).toBe(300);
});
