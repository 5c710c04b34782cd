import { ORDERED_FUNNEL_STEPS } from '@pitchlens/contracts';
import { PathStore } from './path-store';
import type { PersonPath } from './person-path';

/** A path with `n` made-up times at the first step and one touch per time. */
function path(n: number, base = 0): PersonPath {
  const times = Array.from({ length: n }, (_, i) => base + i * 1000);
  return {
    steps: ORDERED_FUNNEL_STEPS.map((_, k) => (k === 0 ? times : k === 2 ? [base + 5] : null)),
    touchAt: times,
    source: times.map((_, i) => i),
    medium: times.map(() => -1),
    campaign: times.map((_, i) => 100 + i),
    landingAt: n > 1 ? [times[1]] : null,
    landingPath: n > 1 ? [7] : null,
  };
}

/** A contact id made from a name, for reading. */
const id = (name: string): string => `00000000-0000-4000-8000-${Buffer.from(name).toString('hex').padStart(12, '0').slice(-12)}`;

it('holds each person’s path as put, a change replacing it and null taking it away', () => {
  const store = new PathStore();
  const [ann, bo, cy] = [id('ann'), id('bo'), id('cy')];
  store.put(ann, path(3, 10_000));
  store.put(bo, path(1, 20_000));
  store.put(ann, path(2, 30_000));
  store.put(bo, null);
  store.put(cy, { steps: ORDERED_FUNNEL_STEPS.map(() => null), touchAt: [5], source: null, medium: null, campaign: null, landingAt: null, landingPath: null });
  expect(store.size).toBe(2);
  expect(store.get(ann)).toEqual(path(2, 30_000));
  expect(store.get(bo)).toBeNull();
  expect(store.get(cy)).toEqual({ steps: ORDERED_FUNNEL_STEPS.map(() => null), touchAt: [5], source: [-1], medium: [-1], campaign: [-1], landingAt: null, landingPath: null });
  // Emptied slots stay until packed, with nothing in them for a pass to count.
  expect(store.slots).toBe(4);
  expect(Array.from(store.live.data.subarray(0, 4))).toEqual([0, 0, 1, 1]);
  expect([2, 3].map((slot) => store.idAt(slot))).toEqual([ann, cy]);
});

it('packs the live people into fresh columns once emptied slots outnumber them, keeping every path', () => {
  const store = new PathStore();
  for (let i = 0; i < 100; i += 1) store.put(id(`p${i}`), path(1 + (i % 4), i * 100_000));
  // Each change empties a slot: past 10,000 emptied (more than the 100 live) the columns are packed.
  for (let round = 1; round <= 101; round += 1) for (let i = 0; i < 100; i += 1) store.put(id(`p${i}`), path(1 + ((i + round) % 4), i * 100_000 + round));
  expect(store.size).toBe(100);
  expect(store.slots).toBeLessThan(10_100);
  for (let i = 0; i < 100; i += 1) expect(store.get(id(`p${i}`))).toEqual(path(1 + ((i + 101) % 4), i * 100_000 + 101));
  // Every slot, emptied or not, is one of theirs: none of the packed-away ones is left.
  expect(new Set(Array.from({ length: store.slots }, (_, slot) => store.idAt(slot)))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => id(`p${i}`))));
});

it('holds the same paths when room was made for them first, exactly as much as they take, and grows past it as before', () => {
  const people = Array.from({ length: 300 }, (_, i) => [id(`r${i}`), path(1 + (i % 4), i * 100_000)] as const);
  const size = { people: 300, times: 0, touches: 0, landings: 0 };
  for (const [, p] of people) {
    size.times += p.steps.reduce((sum, times) => sum + (times?.length ?? 0), 0);
    size.touches += p.touchAt?.length ?? 0;
    size.landings += p.landingAt?.length ?? 0;
  }
  const reserved = new PathStore();
  reserved.reserve(size);
  for (const [who, p] of people) reserved.put(who, p);
  expect([reserved.times.data.length, reserved.touchAt.data.length, reserved.landingAt.data.length]).toEqual([size.times, size.touches, size.landings]);
  expect([reserved.stepStart.data.length, reserved.touchStart.data.length]).toEqual([300 * ORDERED_FUNNEL_STEPS.length + 1, 301]);
  for (const [who, p] of people) expect(reserved.get(who)).toEqual(p);
  // Room made again for less keeps everything; a person more grows the columns.
  reserved.reserve({ people: 1, times: 1, touches: 1, landings: 1 });
  reserved.put(id('late'), path(3, 99));
  expect(reserved.get(id('late'))).toEqual(path(3, 99));
  for (const [who, p] of people) expect(reserved.get(who)).toEqual(p);
});
