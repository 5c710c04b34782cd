/**
 * Text in Postgres's COLLATE "C" order (the bytes of its UTF-8), whatever the
 * database's collation or the process's locale: how every report breaks a tie
 * between names, so the same figures list the same way everywhere.
 */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** A row's name against another's when their figures tie: a name before none (null), names in byte order. */
export function byName(a: string | null, b: string | null): number {
  return Number(a === null) - Number(b === null) || byteOrder(a ?? '', b ?? '');
}
