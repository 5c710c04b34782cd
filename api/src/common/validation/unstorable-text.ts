/**
 * Postgres jsonb refuses the NUL character and unpaired UTF-16 surrogates.
 * Finding them up front lets such input be a 400 for its sender instead of a
 * failed insert.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (key or value) that cannot be stored, or null. */
export function findUnstorableText(value: unknown): string | null {
  const path = unstorablePath(value);
  return path === null ? null : path.reverse().join('.') || 'body';
}

/**
 * The keys leading to the first unstorable string, innermost first, or null.
 * Every tracking call is walked, nearly always finding nothing, so the path
 * is only spelled out once something is found.
 */
function unstorablePath(value: unknown): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (UNSTORABLE.test(key)) return [key];
    const path = unstorablePath(object[key]);
    if (path) {
      path.push(key);
      return path;
    }
  }
  return null;
}
