import fc from 'fast-check';

/**
 * Values a hostile client sends, as fast-check arbitraries: text that has
 * broken parsers and stores before, prototype keys, every JSON type where
 * another is declared, and nesting around the depth limit and far past it.
 */

/** Text that is known trouble: NUL, lone surrogates, a BOM, markup, SQL, spreadsheet formulas, look-alike numbers. */
const KNOWN_TROUBLE = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83D', '\uDE80y', '\uFEFF', '🚀', '%00', '%', '\r\n',
  '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '=HYPERLINK("http://x")', '__proto__', 'constructor',
  'null', 'true', '[]', '{}', 'NaN', '-1', '1e309', ' a@b.co ', 'A@B.CO', 'a@b', '@', 'pi_', 'pi_123', 'all',
];

const loneSurrogateOrNul = fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.constant(0)).map((code) => String.fromCharCode(code));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...KNOWN_TROUBLE),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.oneof(loneSurrogateOrNul, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 6 }),
  // Around every MaxLength in the DTOs, and past the body limit.
  fc.constantFrom(36, 64, 65, 100, 101, 200, 201, 254, 255, 500, 501, 1024, 1025, 2048, 2049, 20_000).map((n) => 'x'.repeat(n)),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', 'a.b', '\u0000', '\uD800'),
  fc.string({ maxLength: 12 }),
);

/** Arrays or objects `depth` levels deep, as text: built as text, since no code should have to walk them recursively. */
export const nestedJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
export const nestedObjectsJson = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const json = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** An object in JSON text from [key, raw JSON value] pairs: keys may repeat and may be prototype keys. */
export const objectJson = (entries: readonly (readonly [string, string])[]): string => `{${entries.map(([key, value]) => `${json(key)}:${value}`).join(',')}}`;

/** Any JSON value, as text, to put where a field's value goes. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  hostileText.map(json),
  fc.constant('null'),
  fc.oneof(fc.integer(), fc.double(), fc.boolean()).map(json),
  fc.array(hostileText, { maxLength: 3 }).map(json),
  fc.array(fc.tuple(hostileKey, hostileText.map(json)), { maxLength: 3 }).map(objectJson),
  fc.constantFrom('[]', '{}', '[{}]', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}'),
  fc.integer({ min: 28, max: 36 }).map(nestedJson),
  fc.integer({ min: 37, max: 7000 }).map(nestedJson),
  fc.integer({ min: 28, max: 2500 }).map(nestedObjectsJson),
);

/** Whole bodies that are not the JSON object a route wants: other JSON, broken JSON, nesting, sizes around the limit. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '{', '}', '[', 'null', 'true', '"text"', '42', '{"a":1}{"b":2}', '{"a":1,}', "{'a':1}", '\uFEFF{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a":1e999}', '{"a":01}'),
  fc.string({ unit: 'binary', maxLength: 50 }),
  hostileJson,
  fc.integer({ min: 1, max: 8000 }).map(nestedJson),
  fc.integer({ min: 16 * 1024 - 16, max: 16 * 1024 + 16 }).map((n) => `{"a":"${'x'.repeat(n - 8)}"}`),
);

/** A header value Node will send: tabs, printable ASCII and Latin-1 (other characters are refused by the client itself). */
export const headerText: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constant(0x09), fc.integer({ min: 0x80, max: 0xff })).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

/** The text percent-encoded for a URL, a lone surrogate as U+FFFD (UTF-8 has no bytes for it, so no client can send one). */
export const percentEncoded = (text: string): string => encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** Percent-sequences no UTF-8 decoder accepts, and paths that are not what they seem. */
export const malformedUrlPart = fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', '%00', '..', '.', '%2e%2e', '%2F', '%3F', '%23', 'x'.repeat(101));
