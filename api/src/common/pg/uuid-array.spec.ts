import { uuidArrayParam } from './uuid-array';

it('writes uuids as a one-dimensional uuid[] in Postgres’s binary format', () => {
  const bytes = uuidArrayParam(['00112233-4455-6677-8899-aabbccddeeff', 'FFFFFFFF-0000-4000-8000-000000000001']);
  expect(bytes.length).toBe(20 + 2 * 20);
  expect([0, 4, 8, 12, 16].map((at) => bytes.readInt32BE(at))).toEqual([1, 0, 2950, 2, 1]);
  expect(bytes.readInt32BE(20)).toBe(16);
  expect(bytes.subarray(24, 40).toString('hex')).toBe('00112233445566778899aabbccddeeff');
  expect(bytes.readInt32BE(40)).toBe(16);
  expect(bytes.subarray(44, 60).toString('hex')).toBe('ffffffff000040008000000000000001');
});

it('writes an empty array with its header', () => {
  expect([...uuidArrayParam([])].length).toBe(20);
});

it.each(['not-a-uuid', '00112233-4455-6677-8899-aabbccddeefg', '0011223344556677-8899-aabbccddeeff-', '00112233-4455-6677-8899-aabbccddeef', '001122334455667788990aabbccddeeff012'])('refuses %s', (id) => {
  expect(() => uuidArrayParam([id])).toThrow('not a uuid');
});
