import { findUnacceptableInput, MAX_NESTING_DEPTH } from './unacceptable-input';

/** Arrays nested `depth` deep, the innermost holding `inner`. */
const nested = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('findUnacceptableInput', () => {
  it('finds nothing in text Postgres stores, emoji (surrogate pairs) included', () => {
    expect(findUnacceptableInput({ name: 'Zoë 🚀', tags: ['a', { deep: 'b' }], n: 1, none: null }, 'body')).toBeNull();
  });

  it.each([
    ['a NUL in a value', { a: { b: 'x\u0000y' } }, 'a.b'],
    ['a lone high surrogate', { list: ['ok', '\uD83D'] }, 'list.1'],
    ['a lone low surrogate', { s: '\uDE80 after' }, 's'],
    ['a NUL in a key', { outer: { 'k\u0000': 'v' } }, 'outer.k\u0000'],
  ])('names where it finds %s', (_case, value, path) => {
    expect(findUnacceptableInput(value, 'body')).toEqual({ field: path, message: 'contains characters that cannot be stored' });
  });

  it('names a string input (a path parameter) by its own name', () => {
    expect(findUnacceptableInput('bad\u0000', 'id')).toMatchObject({ field: 'id' });
    expect(findUnacceptableInput('fine', 'id')).toBeNull();
  });

  it('names the first of several, in document order', () => {
    expect(findUnacceptableInput({ first: { x: '\u0000' }, second: '\u0000' }, 'body')?.field).toBe('first.x');
  });

  it.each([
    ['__proto__', JSON.parse('{"a":{"__proto__":{"admin":true}}}') as object, 'a.__proto__'],
    ['constructor', { list: [{ constructor: { prototype: {} } }] }, 'list.0.constructor'],
  ])('refuses the prototype key %s', (_key, value, path) => {
    expect(findUnacceptableInput(value, 'body')).toEqual({ field: path, message: 'is not an accepted name' });
  });

  it(`accepts ${MAX_NESTING_DEPTH} levels of nesting and refuses one more, naming where`, () => {
    expect(findUnacceptableInput({ a: nested(MAX_NESTING_DEPTH - 1) }, 'body')).toBeNull();
    expect(findUnacceptableInput({ a: nested(MAX_NESTING_DEPTH) }, 'body')).toEqual({
      field: ['a', ...Array<string>(MAX_NESTING_DEPTH - 1).fill('0')].join('.'),
      message: `is nested more than ${MAX_NESTING_DEPTH} levels deep`,
    });
  });

  it('refuses input nested far deeper than the call stack could follow, without overflowing it', () => {
    expect(findUnacceptableInput({ a: nested(1_000_000) }, 'body')?.message).toMatch(/nested/);
  });
});
