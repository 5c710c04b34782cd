/**
 * Ends a switch over a union: the compiler proves every member is handled,
 * and a value from newer code than this (an event type added to the log
 * before the reader learned it) stops the reader instead of being skipped.
 */
export function assertNever(value: never, reader: string): never {
  const name = typeof value === 'object' && value !== null && 'type' in value ? String((value as { type: unknown }).type) : String(value);
  throw new Error(`${reader} cannot handle ${name}`);
}
