/**
 * Postgres jsonb refuses the NUL character and unpaired UTF-16 surrogates.
 * Finding them up front lets such input be a 400 for its sender instead of a
 * failed insert.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (key or value) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return childPath;
    const found = findUnstorableText(child, childPath);
    if (found) return found;
  }
  return null;
}
