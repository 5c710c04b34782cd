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

it('takes ids as bytes written where it says, beside ids as text, and holds no more than it was made for', () => {
  const array = new UuidArray(3);
  array.addText('00112233-4455-6677-8899-aabbccddeeff');
  const { buffer, at } = array.next();
  Buffer.from('ffffffff000040008000000000000001', 'hex').copy(buffer, at);
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
