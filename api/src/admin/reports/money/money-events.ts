import { TOUCH_COLUMNS, type Texts } from '@pitchlens/reports';
import { float64, int32 } from '../growing';
import { keyOf, UuidSlots } from '../uuid-slots';

/** Money rows as rowsInRange gives them: row i is the event in slot rows[i], credited to the one in slot credited[i]. */
export interface RowRoom {
  rows: Int32Array;
  credited: Int32Array;
}

/** A slot's kind: no money row held (a buyer may be), a refund, a payment. */
export const [NONE, REFUND, PAYMENT] = [-1, 0, 1];

/** A buyer's codes per slot: their contact's (-1: no contact is), then each touch field's (TOUCH_COLUMNS order). */
export const BUYER_CODES = 1 + TOUCH_COLUMNS.length;

const EMPTY: readonly number[] = [];
const NO_BUYER = new Int32Array(BUYER_CODES).fill(-1);

/**
 * Every money event the revenue report reads, a slot each, in columns: a
 * payment's or refund's day (YYYYMMDD), product (text code), cents and the
 * address it names (a buyer code, -1: none); its buyer's codes once
 * payment_buyers has them (the two come from different projectors, in
 * either order). Columns of numbers rather than an object per event: at
 * 70,000 payments a month, objects with their strings took 40 MB of the
 * API's heap, the columns take a few.
 */
export class MoneyEvents {
  /** Each slot's event id, off the heap (at 10,000,000 events, 100,000 id strings in a Map took 8 MB of it). */
  private readonly ids = new UuidSlots();
  readonly kind = int32();
  readonly day = int32();
  readonly product = int32();
  readonly amount = float64();
  readonly address = int32();
  readonly buyer = int32();
  readonly hasBuyer = int32();
  /** When the buyer's contact was made, as payment_buyers keeps it (ms; NaN: no contact, or not known). */
  readonly buyerCreated = float64();
  /** A payment's keys a refund finds it by, and the refunds' keys, per slot. */
  private readonly intents: (string | null)[] = [];
  private readonly invoices: (string | null)[] = [];
  private readonly byIntent = new Map<string, number | number[]>();
  private readonly byInvoice = new Map<string, number | number[]>();

  get size(): number {
    return this.ids.slots;
  }

  /** The event id of a slot. */
  idAt(slot: number): string {
    return this.ids.idAt(slot);
  }

  slotOf(eventId: string): number {
    const key = keyOf(eventId);
    let slot = this.ids.slotOf(key);
    if (slot === undefined) {
      slot = this.ids.append(key);
      this.ids.assign(key, slot);
      [this.kind, this.address].forEach((column) => column.add([-1]));
      [this.day, this.product, this.hasBuyer, this.amount].forEach((column) => column.add([0]));
      this.buyerCreated.add([NaN]);
      this.buyer.add(NO_BUYER);
      this.intents.push(null);
      this.invoices.push(null);
    }
    return slot;
  }

  /** A payment or refund read (again): its keys replace those it had. */
  putMoney(slot: number, kind: number, money: { day: number; product: number; amount: number; address: number; intent: string | null; invoice: string | null }): void {
    this.unindex(slot);
    [this.kind.data[slot], this.day.data[slot], this.product.data[slot], this.amount.data[slot], this.address.data[slot]] = [kind, money.day, money.product, money.amount, money.address];
    [this.intents[slot], this.invoices[slot]] = [money.intent, money.invoice];
    if (kind === PAYMENT) {
      index(this.byIntent, money.intent, slot);
      index(this.byInvoice, money.invoice, slot);
    }
  }

  putBuyer(slot: number, codes: ArrayLike<number>, createdMs: number): void {
    this.buyer.data.set(codes, slot * BUYER_CODES);
    this.hasBuyer.data[slot] = 1;
    this.buyerCreated.data[slot] = createdMs;
  }

  /**
   * The money rows of the days first…last (YYYYMMDD), `count` of them: each
   * money event's slot and the slot of the one it is credited to; a refund is
   * its payment's (each's, if it names several), its own until that is
   * recorded. Into typed arrays: `held`'s (a report's room, kept from one
   * report to the next), made larger when full (pushed one by one onto
   * arrays, 73,000 rows took 11 ms, as an array past 128 kB is copied into a
   * new large object each time it grows; here 1 or 2). A refund's payments
   * are credited as they are found, with no array made per refund (a list
   * of them per refund, and one per key found alone, came to about 1 MB of
   * garbage a report at 10,000,000 events).
   */
  rowsInRange(first: number, last: number, held: RowRoom): RowRoom & { count: number } {
    const [kind, day] = [this.kind.data, this.day.data];
    let { rows, credited } = held;
    let count = 0;
    const add = (slot: number, to: number) => {
      // More rows than slots only where refunds name several payments.
      if (count === rows.length) [rows, credited] = [doubled(rows), doubled(credited)];
      rows[count] = slot;
      credited[count] = to;
      count += 1;
    };
    // A payment the refund names by PaymentIntent and by invoice is credited once: rows from `start` on are the refund's.
    const credit = (refund: number, to: number, start: number) => {
      for (let i = start; i < count; i += 1) if (credited[i] === to) return;
      add(refund, to);
    };
    for (let slot = 0; slot < this.size; slot += 1) {
      if (kind[slot] < 0 || day[slot] < first || day[slot] > last) continue;
      if (kind[slot] === PAYMENT) {
        add(slot, slot);
        continue;
      }
      const start = count;
      eachFound(this.byIntent, this.intents[slot], slot, start, credit);
      eachFound(this.byInvoice, this.invoices[slot], slot, start, credit);
      // Its own until its payment is recorded.
      if (count === start) add(slot, slot);
    }
    return { count, rows, credited };
  }

  /** Another table under a name was swapped in: what it held is gone. */
  clearMoney(kind: number): void {
    for (let slot = 0; slot < this.size; slot += 1) {
      if (this.kind.data[slot] !== kind) continue;
      this.unindex(slot);
      this.kind.data[slot] = NONE;
    }
  }

  clearBuyers(): void {
    this.hasBuyer.data.fill(0);
  }

  /** Buyer codes made again by `recode` (from the old code). */
  recode(recode: (code: number) => number): void {
    const [address, buyer] = [this.address.data, this.buyer.data];
    for (let slot = 0; slot < this.size; slot += 1) {
      if (address[slot] >= 0) address[slot] = recode(address[slot]);
      if (buyer[slot * BUYER_CODES] >= 0) buyer[slot * BUYER_CODES] = recode(buyer[slot * BUYER_CODES]);
    }
  }

  private unindex(slot: number): void {
    if (this.kind.data[slot] !== PAYMENT) return;
    unindex(this.byIntent, this.intents[slot], slot);
    unindex(this.byInvoice, this.invoices[slot], slot);
  }
}

/** Codes in `people` made again from what `old` named: an erased address or a merged contact is then in neither. */
export function recoded(old: Texts, people: Texts): (code: number) => number {
  return (code) => people.code(old.values[code]);
}

function doubled(array: Int32Array): Int32Array {
  const more = new Int32Array(Math.max(1024, array.length * 2));
  more.set(array);
  return more;
}

function found(keys: Map<string, number | number[]>, key: string | null): readonly number[] {
  const held = key === null ? undefined : keys.get(key);
  return held === undefined ? EMPTY : typeof held === 'number' ? [held] : held;
}

/** `credit(refund, slot, start)` for each slot under `key`, with no array made. */
function eachFound(keys: Map<string, number | number[]>, key: string | null, refund: number, start: number, credit: (refund: number, to: number, start: number) => void): void {
  const held = key === null ? undefined : keys.get(key);
  if (held === undefined) return;
  if (typeof held === 'number') credit(refund, held, start);
  else for (let i = 0; i < held.length; i += 1) credit(refund, held[i], start);
}

/** One slot under a key almost always: kept alone rather than in a list. */
function index(keys: Map<string, number | number[]>, key: string | null, slot: number): void {
  if (key === null) return;
  const held = keys.get(key);
  keys.set(key, held === undefined ? slot : [...found(keys, key), slot]);
}

function unindex(keys: Map<string, number | number[]>, key: string | null, slot: number): void {
  if (key === null) return;
  const left = found(keys, key).filter((held) => held !== slot);
  if (left.length === 0) keys.delete(key);
  else keys.set(key, left.length === 1 ? left[0] : left);
}
