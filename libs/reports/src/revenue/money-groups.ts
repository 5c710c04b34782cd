import type { RevenueDimension, RevenueTouch } from '@pitchlens/contracts';
import { Texts } from '../texts';

/** A buyer's first touch and their latest at or before the payment (libs/database read-model/payment-buyers), as BUYER_COLUMNS name them. */
export interface BuyerTouches {
  first_source: string | null;
  first_medium: string | null;
  first_campaign: string | null;
  last_source: string | null;
  last_medium: string | null;
  last_campaign: string | null;
}

/**
 * One money row of a range with its buyer: a payment at its gross, or a
 * refund credited to its payment's buyer. `buyer` tells people apart: their
 * contact, else the address paid as, else the payment alone.
 */
export interface BoughtRow extends BuyerTouches {
  product: string;
  /** 1 for a payment, 0 for a refund: buyers are counted from payments alone. */
  payments: number;
  gross: number;
  refunded: number;
  buyer: string;
}

/** Sums of a group of money rows; cents as text, as Postgres gives a bigint sum. */
export interface MoneyRow {
  payments: number;
  gross: string;
  refunded: string;
}

/** What the revenue report takes from each money row with its buyer, in one pass over them. */
export interface MoneyFigures {
  /** Buyers per product, and of all products under null. */
  buyers: Map<string | null, number>;
  /** Per product and the buyer's first-touch source (the report's `bySource`). */
  bySource: (MoneyRow & { product: string; source: string | null })[];
  /** Per value of the chosen touch and field, for all products and per product (product null: all). */
  attributed: (MoneyRow & { product: string | null; value: string | null; buyers: number })[];
}

/** The touch columns in the order coded money keeps them. */
export const TOUCH_COLUMNS = ['first_source', 'first_medium', 'first_campaign', 'last_source', 'last_medium', 'last_campaign'] as const satisfies readonly (keyof BuyerTouches)[];

/**
 * Money rows as numbers, row i at index i of each array: its product's and
 * each touch field's text code (Texts; -1: none), its buyer's code (0 up to
 * `people`), whether it is a payment (1; 0 for a refund) and its cents. The
 * revenue report groups them without a string in the loop.
 */
export interface CodedMoney {
  count: number;
  people: number;
  product: Int32Array;
  payments: Uint8Array;
  gross: Float64Array;
  refunded: Float64Array;
  buyer: Int32Array;
  /** Per TOUCH_COLUMNS entry, each row's code. */
  touches: Int32Array[];
}

/** Room for `count` coded money rows. */
export function codedMoney(count: number): CodedMoney {
  return {
    count,
    people: 0,
    product: new Int32Array(count),
    payments: new Uint8Array(count),
    gross: new Float64Array(count),
    refunded: new Float64Array(count),
    buyer: new Int32Array(count),
    touches: TOUCH_COLUMNS.map(() => new Int32Array(count)),
  };
}

/** One group's sums and how many distinct buyers its payments have (a bit per buyer code in `scratch.seen`, from byte `at`). */
interface Group {
  product: number;
  key: number;
  payments: number;
  gross: number;
  refunded: number;
  buyers: number;
  at: number;
}

/**
 * What a groupCoded call works in, kept from one call to the next (the call
 * runs to its end without awaiting, so no two share it): each row's product
 * place, and every group's buyer bits, zeroed where used when the call ends.
 * Made anew per call (a bitmap per group, 25 kB each at 200,000 buyer codes),
 * they were megabytes outside the heap per revenue report, and V8 collected
 * the whole heap every eighth report for them (8-40 ms a collection).
 */
const scratch = { place: new Int32Array(0), seen: new Uint8Array(0), used: 0 };
/** The most buyer bits kept between calls (320 groups at 200,000 buyer codes): a call with more groups, say by a field of thousands of values, leaves its bits to the collector. */
const KEPT_BITS = 8 << 20;

/** `bytes` of zeroed buyer bits for a new group: where they start in scratch.seen (which may be made larger, its bits kept). */
function claimBits(bytes: number): number {
  if (scratch.used + bytes > scratch.seen.length) {
    const more = new Uint8Array(Math.max(scratch.used + bytes, Math.ceil(scratch.seen.length * 1.5)));
    more.set(scratch.seen.subarray(0, scratch.used));
    scratch.seen = more;
  }
  scratch.used += bytes;
  return scratch.used - bytes;
}

/**
 * The groups of one grouping, by a number made of the codes of what it
 * groups by; each group counts a buyer once by a bit per buyer code (a few
 * kilobytes a group: strings or large numbers in a set took most of a
 * report's time).
 */
class Grouping {
  readonly groups = new Map<number, Group>();

  constructor(private readonly money: CodedMoney) {}

  add(id: number, product: number, key: number, i: number): void {
    const money = this.money;
    let group = this.groups.get(id);
    if (group === undefined) {
      group = { product, key, payments: 0, gross: 0, refunded: 0, buyers: 0, at: claimBits((money.people + 7) >> 3) };
      this.groups.set(id, group);
    }
    group.payments += money.payments[i];
    group.gross += money.gross[i];
    group.refunded += money.refunded[i];
    if (money.payments[i] !== 1) return;
    const buyer = money.buyer[i];
    const bit = 1 << (buyer & 7);
    const byte = group.at + (buyer >> 3);
    if ((scratch.seen[byte] & bit) !== 0) return;
    scratch.seen[byte] |= bit;
    group.buyers += 1;
  }

  get all(): Group[] {
    return [...this.groups.values()];
  }
}

const sums = (group: Group): MoneyRow => ({ payments: group.payments, gross: String(group.gross), refunded: String(group.refunded) });

/**
 * Each row's value of the chosen field of the chosen touch, as a text code:
 * `referrer` is the host of a `referral:<host>` source, none for any other.
 */
export function valueCodes(money: CodedMoney, texts: Texts, touch: RevenueTouch, dimension: RevenueDimension): (i: number) => number {
  const touched = money.touches[(touch === 'first' ? 0 : 3) + (dimension === 'medium' ? 1 : dimension === 'campaign' ? 2 : 0)];
  if (dimension !== 'referrer') return (i) => touched[i];
  const hosts = new Map<number, number>();
  return (i) => {
    const code = touched[i];
    let host = hosts.get(code);
    if (host === undefined) {
      const source = texts.text(code);
      host = texts.code(source !== null && source.startsWith('referral:') ? source.slice('referral:'.length) : null);
      hosts.set(code, host);
    }
    return host;
  };
}

/**
 * The range's money rows grouped every way the revenue report needs, in one
 * pass: per product and in all (buyers), per product by the first-touch
 * source, and by the chosen touch's field, per product and in all. A group
 * holds at least one row; its buyers are the distinct buyers of its payments.
 */
export function groupCoded(money: CodedMoney, texts: Texts, touch: RevenueTouch, dimension: RevenueDimension): MoneyFigures {
  const [valueOf, sources] = [valueCodes(money, texts, touch, dimension), money.touches[0]];
  // A text's code and a product's place make one number: the code times the products, plus the place (none, -1, makes one below 0).
  const places = new Map<number, number>();
  if (scratch.place.length < money.count) scratch.place = new Int32Array(Math.ceil(money.count * 1.05));
  const place = scratch.place;
  for (let i = 0; i < money.count; i += 1) {
    const code = money.product[i];
    let at = places.get(code);
    if (at === undefined) places.set(code, (at = places.size));
    place[i] = at;
  }
  const products = Math.max(places.size, 1);
  const [perProduct, all, bySource, byValue, perProductValue] = Array.from({ length: 5 }, () => new Grouping(money));
  try {
    for (let i = 0; i < money.count; i += 1) {
      // Two names, not a pair destructured: until the loop was optimized, that made an array and an iterator a row.
      const product = money.product[i];
      const value = valueOf(i);
      perProduct.add(product, product, -1, i);
      all.add(0, -1, -1, i);
      bySource.add(sources[i] * products + place[i], product, sources[i], i);
      byValue.add(value, -1, value, i);
      perProductValue.add(value * products + place[i], product, value, i);
    }
  } finally {
    if (scratch.seen.length > KEPT_BITS) scratch.seen = new Uint8Array(0);
    else scratch.seen.fill(0, 0, scratch.used);
    scratch.used = 0;
  }
  const attributed = (group: Group) => ({ ...sums(group), product: texts.text(group.product), value: texts.text(group.key), buyers: group.buyers });
  return {
    buyers: new Map([...perProduct.all, ...all.all].map((group) => [texts.text(group.product), group.buyers])),
    bySource: bySource.all.map((group) => ({ ...sums(group), product: texts.text(group.product) as string, source: texts.text(group.key) })),
    attributed: [...byValue.all.map(attributed), ...perProductValue.all.map(attributed)],
  };
}

/** The same grouping of rows as Postgres gives them (libs/reports boughtRows), coded first. */
export function groupMoney(rows: readonly BoughtRow[], touch: RevenueTouch, dimension: RevenueDimension): MoneyFigures {
  const [texts, people] = [new Texts(), new Texts()];
  const money = codedMoney(rows.length);
  rows.forEach((row, i) => {
    money.product[i] = texts.code(row.product);
    money.payments[i] = row.payments;
    money.gross[i] = row.gross;
    money.refunded[i] = row.refunded;
    money.buyer[i] = people.code(row.buyer);
    TOUCH_COLUMNS.forEach((column, c) => (money.touches[c][i] = texts.code(row[column])));
  });
  money.people = people.values.length;
  return groupCoded(money, texts, touch, dimension);
}
