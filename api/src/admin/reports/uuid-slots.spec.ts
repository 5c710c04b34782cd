import fc from 'fast-check';
import { UuidArray } from '../../common/pg/uuid-array';
import { keyOf, UuidSlots } from './uuid-slots';

const uuid = fc.uuid().map((id) => id.toLowerCase());

it('finds each id in the slot it was last given, and none once taken away, as a Map would', () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.nat(300), fc.boolean()), { maxLength: 3000 }), fc.uniqueArray(uuid, { minLength: 301, maxLength: 301 }), (steps, pool) => {
      const ids = new UuidSlots();
      const model = new Map<string, number>();
      for (const [pick, keep] of steps) {
        const id = pool[pick];
        if (keep) {
          const slot = ids.append(keyOf(id));
          ids.assign(keyOf(id), slot);
          model.set(id, slot);
        } else {
          ids.assign(keyOf(id), null);
          model.delete(id);
        }
      }
      expect(ids.size).toBe(model.size);
      for (const id of pool) expect(ids.slotOf(keyOf(id))).toBe(model.get(id));
      for (const [id, slot] of model) {
        expect(ids.idAt(slot)).toBe(id);
        const array = new UuidArray(1);
        ids.addIdTo(slot, array);
        expect(array.param().subarray(24).toString('hex')).toBe(id.replaceAll('-', ''));
      }
    }),
    { numRuns: 50 },
  );
});

it('holds many people, the table growing past several rebuilds, each found again', () => {
  const ids = new UuidSlots();
  const key = (i: number) => keyOf(`00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);
  for (let i = 0; i < 100_000; i += 1) ids.assign(key(i), ids.append(key(i)));
  expect(ids.size).toBe(100_000);
  for (const i of [0, 1, 65_535, 99_999]) expect(ids.slotOf(key(i))).toBe(i);
  expect(ids.slotOf(key(100_000))).toBeUndefined();
});

it('reads a UUID as Postgres writes it, and refuses anything else', () => {
  const id = '0b6f0d7e-2f9a-4c39-8f51-5a3c2e8d9b17';
  const ids = new UuidSlots();
  ids.assign(keyOf(id), ids.append(keyOf(id)));
  expect(ids.idAt(0)).toBe(id);
  for (const bad of ['person-1', '0B6F0D7E-2F9A-4C39-8F51-5A3C2E8D9B17', '0b6f0d7e2f9a4c398f515a3c2e8d9b17', '0b6f0d7e-2f9a-4c39-8f51-5a3c2e8d9b1g']) {
    expect(() => keyOf(bad)).toThrow(`not a UUID: ${bad}`);
  }
});

it('finds every id when room was made for more than it holds, and for fewer than it then holds', () => {
  const key = (i: number) => keyOf(`00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);
  const ids = new UuidSlots();
  for (let i = 0; i < 10; i += 1) ids.assign(key(i), ids.append(key(i)));
  ids.reserve(5_000);
  for (let i = 10; i < 6_000; i += 1) ids.assign(key(i), ids.append(key(i)));
  expect(ids.size).toBe(6_000);
  for (const i of [0, 9, 10, 4_999, 5_999]) expect(ids.slotOf(key(i))).toBe(i);
  expect(ids.slotOf(key(6_000))).toBeUndefined();
});
