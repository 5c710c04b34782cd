/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies with bracket nesting:
 * `items[0][price_data][unit_amount]=5900&expand[]=latest_invoice`. The SDK sends indexed
 * arrays (`expand[0]`); Stripe.js and curl users send `expand[]`. Both become arrays here.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Keys that would reach Object.prototype through plain-object assignment.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseFormBody(body: string): FormObject {
  const root: FormObject = {};
  if (!body) return root;
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    const path = splitKey(key);
    if (path.length === 0 || path.some((p) => FORBIDDEN_KEYS.has(p))) continue;
    assign(root, path, value);
  }
  return arraysFromIndexes(root) as FormObject;
}

/** `a[b][0][c]` → `['a', 'b', '0', 'c']`; `expand[]` → `['expand', '']` (append). */
export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open < 0) return key ? [key] : [];
  const parts = [key.slice(0, open)];
  const re = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(key.slice(open))) !== null) parts.push(match[1]);
  return parts;
}

function decode(s: string): string {
  const plusAsSpace = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plusAsSpace);
  } catch {
    return plusAsSpace;
  }
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  for (let i = 0; i < path.length; i++) {
    // An empty segment appends: the next free index in this container.
    const key = path[i] === '' ? String(Object.keys(node).length) : path[i];
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  }
}

/** Containers whose keys are all 0..n-1 were arrays on the wire. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arraysFromIndexes(value[k]);
  const isArray = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (!isArray) return value;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((i) => value[String(i)]);
}
