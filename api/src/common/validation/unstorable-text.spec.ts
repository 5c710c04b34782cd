import { findUnstorableText } from './unstorable-text';

describe('findUnstorableText', () => {
  it('finds nothing in text Postgres stores, emoji (surrogate pairs) included', () => {
    expect(findUnstorableText({ name: 'Zoë 🚀', tags: ['a', { deep: 'b' }], n: 1, none: null })).toBeNull();
  });

  it.each([
    ['a NUL in a value', { a: { b: 'x\u0000y' } }, 'a.b'],
    ['a lone high surrogate', { list: ['ok', '\uD83D'] }, 'list.1'],
    ['a lone low surrogate', { s: '\uDE80 after' }, 's'],
    ['a NUL in a key', { outer: { 'k\u0000': 'v' } }, 'outer.k\u0000'],
    ['a whole string body', 'bad\u0000', 'body'],
  ])('names where it finds %s', (_case, value, path) => {
    expect(findUnstorableText(value)).toBe(path);
  });

  it('names the first of several', () => {
    expect(findUnstorableText({ first: { x: '\u0000' }, second: '\u0000' })).toBe('first.x');
  });
});
