/** Postgres's type oid of uuid, which a binary array names for its elements. */
const UUID_OID = 2950;
/** A one-dimensional array's header, and each element: its length, then its 16 bytes. */
const HEADER = 20;
const ELEMENT = 20;

/** Where each of a uuid's 16 bytes starts in its text, and where its dashes stand. */
const BYTE_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const DASH_AT = [8, 13, 18, 23];

/** Each hex digit's value by character code (-1: not a digit). */
const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i += 1) HEX[48 + i] = i;
for (let i = 0; i < 6; i += 1) HEX[65 + i] = HEX[97 + i] = 10 + i;

/**
 * A uuid[] in Postgres's binary format, for a parameter cast `::uuid[]` (the
 * driver sends a Buffer as binary), written id by id: from text, or as 16
 * bytes a caller holds already (the people behind a figure, whose ids the
 * API keeps as bytes, go in without becoming text on the way). Tens of
 * thousands of ids are read this way in a few milliseconds, where parsing
 * them as text takes Postgres about 13 ms per 20,000.
 */
export class UuidArray {
  private readonly bytes: Buffer;
  private count = 0;

  /** `capacity`: the most ids it will be given. */
  constructor(private readonly capacity: number) {
    this.bytes = Buffer.allocUnsafe(HEADER + capacity * ELEMENT);
  }

  /** Ids written so far. */
  get length(): number {
    return this.count;
  }

  /** Where the next id's 16 bytes go in `buffer`: the caller writes them there. */
  next(): { buffer: Buffer; at: number } {
    if (this.count === this.capacity) throw new Error(`more than ${this.capacity} ids`);
    const at = HEADER + this.count * ELEMENT;
    this.bytes.writeInt32BE(16, at);
    this.count += 1;
    return { buffer: this.bytes, at: at + 4 };
  }

  /** Adds an id in its text form; throws on anything but a uuid, so a mistake is not sent as data. */
  addText(id: string): void {
    if (id.length !== 36 || DASH_AT.some((i) => id.charCodeAt(i) !== 45)) throw new Error(`not a uuid: ${id}`);
    const { buffer, at } = this.next();
    for (let b = 0; b < 16; b += 1) {
      const i = BYTE_AT[b];
      const high = HEX[id.charCodeAt(i)] ?? -1;
      const low = HEX[id.charCodeAt(i + 1)] ?? -1;
      if (high < 0 || low < 0) {
        this.count -= 1;
        throw new Error(`not a uuid: ${id}`);
      }
      buffer[at + b] = (high << 4) | low;
    }
  }

  /** The parameter: the header, then the ids written. */
  param(): Buffer {
    const out = this.bytes.subarray(0, HEADER + this.count * ELEMENT);
    // One dimension, no nulls, element type; the dimension's length and lower bound.
    out.writeInt32BE(1, 0);
    out.writeInt32BE(0, 4);
    out.writeInt32BE(UUID_OID, 8);
    out.writeInt32BE(this.count, 12);
    out.writeInt32BE(1, 16);
    return out;
  }
}
