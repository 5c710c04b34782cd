import type { FieldError } from '@pitchlens/contracts';

/** How deep objects and arrays may nest in any input; the site's deepest body has two levels. */
export const MAX_NESTING_DEPTH = 32;

/** Keys never accepted: assigned to an object, they would change its prototype or class. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor']);

/** Postgres refuses the NUL character and unpaired UTF-16 surrogates in text and jsonb. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const UNSTORABLE_TEXT = 'contains characters that cannot be stored';
const PROTOTYPE_KEY = 'is not an accepted name';
const TOO_DEEP = `is nested more than ${MAX_NESTING_DEPTH} levels deep`;

/** An object being walked: its keys, how many are done, and its own key in its parent. */
interface Frame {
  object: Record<string, unknown>;
  keys: string[];
  next: number;
  key: string;
}

const frame = (value: object, key: string): Frame => ({ object: value as Record<string, unknown>, keys: Object.keys(value), next: 0, key });

/**
 * The first thing in a body, query or path parameter that the API refuses
 * before validating it: nesting past MAX_NESTING_DEPTH, a prototype key, or
 * text Postgres cannot store. Named by its dotted path; a string input is
 * named `name`. The walk keeps its own stack, so no input can exhaust the
 * call stack, and it follows document order, so the first problem is named.
 */
export function findUnacceptableInput(input: unknown, name: string): FieldError | null {
  if (typeof input === 'string') return UNSTORABLE.test(input) ? { field: name, message: UNSTORABLE_TEXT } : null;
  if (typeof input !== 'object' || input === null) return null;
  const stack = [frame(input, name)];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next === top.keys.length) {
      stack.pop();
      continue;
    }
    const key = top.keys[top.next++];
    const value = top.object[key];
    const nested = typeof value === 'object' && value !== null;
    const problem = PROTOTYPE_KEYS.has(key)
      ? PROTOTYPE_KEY
      : UNSTORABLE.test(key) || (typeof value === 'string' && UNSTORABLE.test(value))
        ? UNSTORABLE_TEXT
        : nested && stack.length === MAX_NESTING_DEPTH
          ? TOO_DEEP
          : null;
    if (problem) return { field: pathOf(stack, key), message: problem };
    if (nested) stack.push(frame(value, key));
  }
  return null;
}

/** The dotted path of `key` in the innermost object of `stack`, leaving out the input's own name. */
function pathOf(stack: Frame[], key: string): string {
  let path = key;
  for (let i = stack.length - 1; i > 0; i--) path = `${stack[i].key}.${path}`;
  return path;
}
