import { uuidHash, type UuidArray } from '../../common/pg/uuid-array';
import { int32 } from './growing';

const EMPTY = -1;
const REMOVED = -2;
/**
 * Table entries per id when the table is made: a power of two at least
 * this, so it starts a quarter to half full, and is made again when over
 * half. At 1,100,000 contacts four an id made a table of 33.5 MB, two make
 * one of 16.8; a probe in a table up to half full reads one or two entries
 * more, which loading a million paths did not show.
 */
const TABLE_PER_ID = 2;

/** A UUID as four 32-bit words: what the table compares and stores. */
export type IdKey = Int32Array;

/** Where each of a UUID's 32 hex digits stands in its text. */
const DIGITS = Array.from({ length: 36 }, (_, i) => i).filter((i) => i !== 8 && i !== 13 && i !== 18 && i !== 23);

/** A UUID's 128 bits as four words (read digit by digit: this runs once per row of a million-row load). */
export function keyOf(id: string): IdKey {
  const key = new Int32Array(4);
  const valid = id.length === 36 && id[8] === '-' && id[13] === '-' && id[18] === '-' && id[23] === '-';
  for (let d = 0; valid && d < 32; d += 1) {
    const c = id.charCodeAt(DIGITS[d]);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (v < 0) break;
    key[d >> 3] = (key[d >> 3] << 4) | v;
    if (d === 31) return key;
  }
  throw new Error(`not a UUID: ${id}`);
}

/**
 * The UUID of each slot (a PathStore's contacts, the money events the revenue
 * report holds), and the slot of each UUID, kept in typed arrays (four words
 * per id; an open-addressing table of slots): outside the JS heap and about a
 * fifth of what an id string and a Map entry take, so a million people cost
 * some 30 MB here, and the heap the garbage collector walks stays the size of
 * the process, not of the data.
 */
export class UuidSlots {
  private readonly words = int32();
  private table = new Int32Array(1024).fill(EMPTY);
  /** Table entries holding a slot, and those emptied by a removal (probes go past them). */
  private held = 0;
  private removed = 0;

  /** Ids with a slot. */
  get size(): number {
    return this.held;
  }

  /** Slots appended, one per id stored. */
  get slots(): number {
    return this.words.length / 4;
  }

  /** The slot of the id `key` is of (keyOf), if it has one. */
  slotOf(key: IdKey): number | undefined {
    const entry = this.find(key);
    return this.table[entry] >= 0 ? this.table[entry] : undefined;
  }

  /** Room for `ids` ids in all: their words, and a table at most half full at that size (built once, not doubled up to it). */
  reserve(ids: number): void {
    this.words.reserve(ids * 4);
    if (ids * TABLE_PER_ID > this.table.length) this.rebuild(ids);
  }

  /** The id's key stored for a new slot (the slot numbers count up from 0, one per call). */
  append(key: IdKey): number {
    return this.words.add(key) / 4;
  }

  /** The id now lives in `slot` (appended for it), or (null) nowhere. */
  assign(words: IdKey, slot: number | null): void {
    const entry = this.find(words);
    const had = this.table[entry] >= 0;
    if (slot === null) {
      if (had) [this.table[entry], this.held, this.removed] = [REMOVED, this.held - 1, this.removed + 1];
      return;
    }
    if (!had) {
      // A new id goes in the first free entry on its probe, a removed one if it passed one.
      const free = this.firstFree(words);
      if (this.table[free] === REMOVED) this.removed -= 1;
      this.table[free] = slot;
      this.held += 1;
      if ((this.held + this.removed) * 2 > this.table.length) this.rebuild();
      return;
    }
    this.table[entry] = slot;
  }

  /** The id in `slot`, as Postgres writes a UUID. */
  idAt(slot: number): string {
    const hex = Array.from(this.words.data.subarray(slot * 4, slot * 4 + 4), (w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Adds the id in `slot` to `ids` (its words are the bytes, four by four). */
  addIdTo(slot: number, ids: UuidArray): void {
    const data = this.words.data;
    ids.addWords(data[slot * 4], data[slot * 4 + 1], data[slot * 4 + 2], data[slot * 4 + 3]);
  }

  /** The entry holding `words`' slot, or the empty entry that ends its probe. */
  private find(words: IdKey): number {
    const mask = this.table.length - 1;
    for (let entry = hash(words) & mask; ; entry = (entry + 1) & mask) {
      const slot = this.table[entry];
      if (slot === EMPTY || (slot >= 0 && this.holds(slot, words))) return entry;
    }
  }

  private firstFree(words: ArrayLike<number>): number {
    const mask = this.table.length - 1;
    for (let entry = hash(words) & mask; ; entry = (entry + 1) & mask) if (this.table[entry] < 0) return entry;
  }

  private holds(slot: number, words: IdKey): boolean {
    const data = this.words.data;
    return data[slot * 4] === words[0] && data[slot * 4 + 1] === words[1] && data[slot * 4 + 2] === words[2] && data[slot * 4 + 3] === words[3];
  }

  /** A table at most half full again (or at `room` ids), without the removed entries. */
  private rebuild(room = 0): void {
    const slots = this.table.filter((slot) => slot >= 0);
    let length = 1024;
    while (length < Math.max(slots.length, room) * TABLE_PER_ID) length *= 2;
    this.table = new Int32Array(length).fill(EMPTY);
    this.removed = 0;
    for (const slot of slots) {
      this.table[this.firstFree(this.words.data.subarray(slot * 4, slot * 4 + 4))] = slot;
    }
  }
}

function hash(words: ArrayLike<number>): number {
  return uuidHash(words[0], words[1], words[2], words[3]);
}
