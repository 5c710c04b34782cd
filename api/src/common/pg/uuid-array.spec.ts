import { spareMemory } from './spare-memory';
import { UuidArray } from './uuid-array';

const fromText = (ids: string[]) => {
  const array = new UuidArray(ids.length);
  for (const id of ids) array.addText(id);
  return array;
};

it('writes uuids as a one-dimensional uuid[] in Postgres’s binary format', () => {
  const bytes = fromText(['00112233-4455-6677-8899-aabbccddeeff', 'FFFFFFFF-0000-4000-8000-000000000001']).param();
  expect(bytes.length).toBe(20 + 2 * 20);
  expect([0, 4, 8, 12, 16].map((at) => bytes.readInt32BE(at))).toEqual([1, 0, 2950, 2, 1]);
  expect(bytes.readInt32BE(20)).toBe(16);
  expect(bytes.subarray(24, 40).toString('hex')).toBe('00112233445566778899aabbccddeeff');
  expect(bytes.readInt32BE(40)).toBe(16);
  expect(bytes.subarray(44, 60).toString('hex')).toBe('ffffffff000040008000000000000001');
});

it('takes ids as their four big-endian words, beside ids as text, and holds no more than it was made for', () => {
  const array = new UuidArray(3);
  array.addText('00112233-4455-6677-8899-aabbccddeeff');
  array.addWords(0xffffffff | 0, 0x4000, 0x80000000 | 0, 1);
  const bytes = array.param();
  expect(array.length).toBe(2);
  expect(bytes.readInt32BE(12)).toBe(2);
  expect(bytes.length).toBe(20 + 2 * 20);
  expect(bytes.subarray(44, 60).toString('hex')).toBe('ffffffff000040008000000000000001');
  array.addText('00000000-0000-4000-8000-000000000000');
  expect(() => array.addText('00000000-0000-4000-8000-000000000001')).toThrow('more than 3 ids');
});

it('writes an empty array with its header', () => {
  expect([...fromText([]).param()].length).toBe(20);
});

it.each(['not-a-uuid', '00112233-4455-6677-8899-aabbccddeefg', '0011223344556677-8899-aabbccddeeff-', '00112233-4455-6677-8899-aabbccddeef', '001122334455667788990aabbccddeeff012'])('refuses %s, and keeps what it held', (id) => {
  const array = new UuidArray(2);
  array.addText('00112233-4455-6677-8899-aabbccddeeff');
  expect(() => array.addText(id)).toThrow('not a uuid');
  expect(array.length).toBe(1);
  expect(array.param().length).toBe(40);
});

describe('as a set', () => {
  const ids = Array.from({ length: 5_000 }, (_, i) => `${i.toString(16).padStart(8, '0')}-0000-4000-8000-${(i * 7919).toString(16).padStart(12, '0')}`);

  it('holds its ids, in either case, and nothing that differs from one in any word', () => {
    const set = fromText(ids).toSet();
    expect(set.size).toBe(5_000);
    expect(ids.every((id) => set.has(id))).toBe(true);
    expect(set.has(ids[42].toUpperCase())).toBe(true);
    // Each of the four words changed in turn, and an id beside the last.
    const changed = [0, 9, 19, 24, 35].map((at) => ids[7].slice(0, at) + (ids[7][at] === 'f' ? 'e' : 'f') + ids[7].slice(at + 1));
    expect(changed.map((id) => set.has(id))).toEqual([false, false, false, false, false]);
  });

  it('is empty for no ids, and refuses what is not a uuid', () => {
    const empty = fromText([]).toSet();
    expect(empty.has(ids[0])).toBe(false);
    expect(() => fromText(ids.slice(0, 3)).toSet().has('not-a-uuid')).toThrow('not a uuid');
  });
});

describe('released', () => {
  // Large enough to be lent (spareMemory), so a later array is given the same memory.
  const many = (first: number) => Array.from({ length: 20_000 }, (_, i) => `${(first + i).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`);

  it('refuses use after its release, its set too', () => {
    const array = fromText(many(0));
    const set = array.toSet();
    array.release();
    expect(() => array.param()).toThrow('released');
    expect(() => array.toSet()).toThrow('released');
    expect(() => array.addText(many(0)[0])).toThrow('released');
    expect(() => set.has(many(0)[0])).toThrow('released');
  });

  it('gives its memory to the next array, which holds only its own ids', () => {
    const before = fromText(many(0));
    before.toSet();
    before.release();
    const kept = spareMemory.size;
    // Fewer ids in memory that held the released array's: none of those is read.
    const after = fromText(many(100_000).slice(0, 15_000));
    expect(spareMemory.size).toBeLessThan(kept);
    const again = after.param();
    expect(again.length).toBe(20 + 15_000 * 20);
    expect(again.readInt32BE(12)).toBe(15_000);
    const set = after.toSet();
    expect(set.size).toBe(15_000);
    expect(many(0).some((id) => set.has(id))).toBe(false);
    expect(many(100_000).slice(0, 15_000).every((id) => set.has(id))).toBe(true);
    expect(set.has(many(100_000)[15_000])).toBe(false);
  });
});
