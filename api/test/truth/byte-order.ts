/** Orders text as Postgres does under COLLATE "C": by the bytes of its UTF-8, which the reports use to break ties. */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
