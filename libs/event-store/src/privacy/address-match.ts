import { ERASED, normalizeEmail } from '@pitchlens/contracts';

/**
 * How an address may be written inside an event: as typed (any case) or
 * URL-encoded (a page's path or referrer). Both are matched case-insensitively.
 */
function forms(address: string): string[] {
  const plain = normalizeEmail(address);
  const encoded = encodeURIComponent(plain).toLowerCase();
  return encoded === plain ? [plain] : [plain, encoded];
}

/**
 * The address standing on its own: `an@x.com` is not found inside
 * `jan@x.com` or `an@x.com.au`, which are other people's.
 */
function patternOf(form: string): RegExp {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`, 'gi');
}

/** Whether a string holds the address in any of its forms. */
export function holdsAddress(text: string, address: string): boolean {
  return forms(address).some((form) => patternOf(form).test(text));
}

/** The string with every occurrence of the address (any form, any case) replaced. */
export function replaceAddress(text: string, address: string, replacement: string): string {
  return forms(address).reduce((result, form) => result.replace(patternOf(form), replacement), text);
}

/** Whether any string anywhere in a JSON value holds the address. */
export function mentions(value: unknown, address: string): boolean {
  if (typeof value === 'string') return holdsAddress(value, address);
  if (Array.isArray(value)) return value.some((item) => mentions(item, address));
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => holdsAddress(key, address) || mentions(item, address));
  return false;
}

/**
 * A JSON value with the address replaced in every string (keys included): a
 * value that is the address becomes the pseudonym (it keys the person), the
 * address inside a longer text (a path, a reason) reads `[erased]`.
 */
export function withoutAddress<T>(value: T, address: string, pseudonym: string): T {
  const replaced = (text: string) => (normalizeEmail(text) === normalizeEmail(address) ? pseudonym : replaceAddress(text, address, ERASED));
  if (typeof value === 'string') return replaced(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutAddress(item, address, pseudonym)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [replaced(key), withoutAddress(item, address, pseudonym)])) as T;
  }
  return value;
}

/**
 * LIKE patterns that find candidate rows by their JSON text (lower-cased):
 * a superset of the events that mention the address, narrowed by `mentions`.
 */
export function likePatterns(address: string): string[] {
  return forms(address).map((form) => `%${JSON.stringify(form).slice(1, -1).replace(/[\\%_]/g, '\\$&')}%`);
}
