import { spareMemory } from './spare-memory';

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
  private readonly view: DataView;
  private count = 0;
  /** Sets made of its ids, whose memory goes back with its own. */
  private readonly sets: UuidSet[] = [];
  private released = false;

  /** `capacity`: the most ids it will be given. Its memory is lent (spareMemory) until `release`. */
  constructor(private readonly capacity: number) {
    const size = HEADER + capacity * ELEMENT;
    this.bytes = Buffer.from(spareMemory.take(size), 0, size);
    this.view = new DataView(this.bytes.buffer, 0, size);
  }

  /** Ids written so far. */
  get length(): number {
    return this.count;
  }

  /**
   * Adds the id whose 16 bytes read as these four big-endian 32-bit words
   * (as the paths keep them), no object made per id. With an object per id
   * and a copy of the words for the set (toSet), a full collection came
   * every third list of the 222,000 people behind a figure; without either,
   * every tenth.
   */
  addWords(a: number, b: number, c: number, d: number): void {
    const at = this.claim();
    this.view.setInt32(at, a);
    this.view.setInt32(at + 4, b);
    this.view.setInt32(at + 8, c);
    this.view.setInt32(at + 12, d);
  }

  /** Adds an id in its text form; throws on anything but a uuid, so a mistake is not sent as data. */
  addText(id: string): void {
    if (!writeBytes(id, this.bytes, this.claim())) {
      this.count -= 1;
      throw new Error(`not a uuid: ${id}`);
    }
  }

  /** The ids as a set to check ids in text against (UuidSet), read where they are: valid until the array's release. */
  toSet(): UuidSet {
    this.inUse();
    const set = new UuidSet(new Int32Array(this.bytes.buffer, HEADER, this.count * WORDS), this.count);
    this.sets.push(set);
    return set;
  }

  /**
   * Gives its memory, and its sets', back for the next array: called once
   * nothing reads them any more (every query given `param()` has answered).
   * An array or set used after its release throws rather than read another's ids.
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    for (const set of this.sets) set.release();
    spareMemory.give(this.bytes.buffer as ArrayBuffer);
  }

  private inUse(): void {
    if (this.released) throw new Error('the ids were released');
  }

  /** Where the next id's 16 bytes go, its length written before them. */
  private claim(): number {
    this.inUse();
    if (this.count === this.capacity) throw new Error(`more than ${this.capacity} ids`);
    const at = HEADER + this.count * ELEMENT;
    // Through the DataView: Buffer's writeInt32BE checks its arguments on every call, 1.6 ms of a list of 222,000.
    this.view.setInt32(at, 16);
    this.count += 1;
    return at + 4;
  }

  /** The parameter: the header, then the ids written. */
  param(): Buffer {
    this.inUse();
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

/** Writes the uuid `id`'s 16 bytes into `buffer` at `at`; false (and some bytes written) for anything but a uuid. */
function writeBytes(id: string, buffer: Uint8Array, at: number): boolean {
  if (id.length !== 36 || DASH_AT.some((i) => id.charCodeAt(i) !== 45)) return false;
  for (let b = 0; b < 16; b += 1) {
    const i = BYTE_AT[b];
    const high = HEX[id.charCodeAt(i)] ?? -1;
    const low = HEX[id.charCodeAt(i + 1)] ?? -1;
    if (high < 0 || low < 0) return false;
    buffer[at + b] = (high << 4) | low;
  }
  return true;
}

/** Words of an element: its length's, then the id's four (in the machine's byte order; the set compares like with like). */
const WORDS = ELEMENT / 4;

/**
 * A UuidArray's ids as a set, for a list that checks the ids it walks
 * against a cohort's (walked-members.ts): an open-addressing table of the
 * elements' indexes, at most half full, over their words. At
 * 220,000 ids it is filled in a few milliseconds, where a Set of their
 * strings, or a table keyed by parsed words, took tens.
 */
export class UuidSet {
  private readonly table: Int32Array;
  private readonly probe = new Uint8Array(16);
  private readonly probeWords = new Int32Array(this.probe.buffer);
  private released = false;

  /** Made by UuidArray.toSet, over its words, and released with it. */
  constructor(
    private readonly words: Int32Array,
    readonly size: number,
  ) {
    let length = 1024;
    while (length < size * 2) length *= 2;
    this.table = new Int32Array(spareMemory.take(length * 4), 0, length).fill(-1);
    const mask = length - 1;
    for (let index = 0; index < size; index += 1) {
      const w = index * WORDS + 1;
      let entry = uuidHash(words[w], words[w + 1], words[w + 2], words[w + 3]) & mask;
      while (this.table[entry] >= 0) entry = (entry + 1) & mask;
      this.table[entry] = index;
    }
  }

  /** Whether the uuid `id` (as Postgres writes one) is in the set. */
  has(id: string): boolean {
    if (this.released) throw new Error('the ids were released');
    if (!writeBytes(id, this.probe, 0)) throw new Error(`not a uuid: ${id}`);
    const [a, b, c, d] = this.probeWords;
    const mask = this.table.length - 1;
    for (let entry = uuidHash(a, b, c, d) & mask; ; entry = (entry + 1) & mask) {
      const index = this.table[entry];
      if (index < 0) return false;
      const w = index * WORDS + 1;
      if (this.words[w] === a && this.words[w + 1] === b && this.words[w + 2] === c && this.words[w + 3] === d) return true;
    }
  }

  /** Its table goes back to spareMemory (UuidArray.release). */
  release(): void {
    if (this.released) return;
    this.released = true;
    spareMemory.give(this.table.buffer as ArrayBuffer);
  }
}

/** A uuid's four 32-bit words mixed into a table's starting entry (uuid-slots' table too). */
export function uuidHash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ b, 0x9e3779b1) ^ Math.imul(c ^ d, 0x85ebca77);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) >>> 0;
}
