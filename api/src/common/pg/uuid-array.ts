/** Postgres's type oid of uuid, which a binary array names for its elements. */
const UUID_OID = 2950;

/** Where each of a uuid's 16 bytes starts in its text, and where its dashes stand. */
const BYTE_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH_AT = [8, 13, 18, 23];

/** Each hex digit's value by character code (-1: not a digit). */
const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i += 1) HEX[48 + i] = i;
for (let i = 0; i < 6; i += 1) HEX[65 + i] = HEX[97 + i] = 10 + i;

/**
 * `ids` (uuids in their text form) as a uuid[] in Postgres's binary format,
 * for a parameter cast `::uuid[]` (the driver sends a Buffer as binary). Tens
 * of thousands of ids (the people behind a figure) are read this way in a few
 * milliseconds, where parsing them as text takes Postgres about 13 ms per
 * 20,000. Throws on anything but a uuid, so a mistake is not sent as data.
 */
export function uuidArrayParam(ids: readonly string[]): Buffer {
  // Header: one dimension, no nulls, element type; the dimension's length and lower bound; then each element's length and bytes.
  const out = Buffer.allocUnsafe(20 + ids.length * 20);
  out.writeInt32BE(1, 0);
  out.writeInt32BE(0, 4);
  out.writeInt32BE(UUID_OID, 8);
  out.writeInt32BE(ids.length, 12);
  out.writeInt32BE(1, 16);
  let at = 20;
  for (const id of ids) {
    out.writeInt32BE(16, at);
    at += 4;
    if (id.length !== 36 || DASH_AT.some((i) => id.charCodeAt(i) !== 45)) throw new Error(`not a uuid: ${id}`);
    for (const i of BYTE_AT) {
      const high = HEX[id.charCodeAt(i)] ?? -1;
      const low = HEX[id.charCodeAt(i + 1)] ?? -1;
      if (high < 0 || low < 0) throw new Error(`not a uuid: ${id}`);
      out[at] = (high << 4) | low;
      at += 1;
    }
  }
  return out;
}
