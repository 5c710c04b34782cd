import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { RevenueDimension, RevenueTouch } from '@pitchlens/contracts';
import { buyerOf, readModel } from '@pitchlens/database';
import { codedMoney, groupCoded, Texts, TOUCH_COLUMNS, valueCodes, type CodedMoney, type DayRange, type MoneyFigures } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { spareMemory } from '../../../common/pg/spare-memory';
import { UuidArray } from '../../../common/pg/uuid-array';
import { ReadSource } from '../../../infrastructure/read-source';
import { keyOf } from '../uuid-slots';
import { BUYER_CODES, MoneyEvents, PAYMENT, recoded, REFUND, type RowRoom } from './money-events';
import { buyerColumns, FollowedTable, type BuyerRow, type MoneyEventRow } from './money-tables';

/**
 * A range's money rows (RowRoom) and those rows coded, with whether each
 * one's buyer is a contact (1) rather than an address or a payment alone, and
 * when that contact was made as payment_buyers keeps it (ms; NaN: not known).
 */
interface Room extends RowRoom {
  money: CodedMoney;
  contact: Uint8Array;
  created: Float64Array;
}

/** The people behind a revenue figure: their contacts' ids, and an instant every one of them was made before (null: not known for each). */
export interface RevenueBuyers {
  ids: UuidArray;
  createdBefore: Date | null;
}

/** Which buyers of a range the people behind a revenue figure are: of one product, and with one value (null: none) of a touch's field. */
export interface RevenueBuyersAsk {
  product?: string;
  attribution?: { touch: RevenueTouch; dimension: RevenueDimension; value: string | null };
}

const dayNumber = (day: string | null) => (day === null ? null : Number(day.replaceAll('-', '')));

/**
 * The money tables the revenue report groups (revenue_payments and
 * revenue_refunds from the revenue projector, payment_buyers from the
 * contacts projector), held in memory as codes (MoneyEvents) and brought up
 * to date before each use by reading only the rows written since (every
 * write numbers itself: a revision per table). The report groups 70,000
 * payments a month in milliseconds where Postgres, joining them and counting
 * distinct buyers five ways, took a fifth of a second.
 *
 * The rows are those Postgres works out (libs/reports moneyWithBuyer and
 * boughtRows): a refund is credited to its payment's buyer (found by its
 * PaymentIntent or invoice), to its own until that is recorded; a buyer is
 * their contact, else the address paid as, else the payment alone; a money
 * event the contacts projector has not reached yet has its buyer worked out
 * by Postgres by the same rule, so the report never waits for it.
 */
@Injectable()
export class MoneyStore implements OnApplicationBootstrap {
  private readonly texts = new Texts();
  /** Codes of buyers: contacts' ids, `email:` and the address, money events' ids. */
  private people = new Texts();
  /** A held address or buyer changed (an erasure's pseudonym, a merge): the codes are made again, so none keeps what is gone. */
  private stale = false;
  private readonly events = new MoneyEvents();
  private readonly tables = [
    new FollowedTable<MoneyEventRow>('revenue_payments', (row) => this.readMoney(row, PAYMENT), () => this.cleared(() => this.events.clearMoney(PAYMENT))),
    new FollowedTable<MoneyEventRow>('revenue_refunds', (row) => this.readMoney(row, REFUND), () => this.cleared(() => this.events.clearMoney(REFUND))),
    new FollowedTable<BuyerRow>('payment_buyers', (row) => this.readBuyer(row), () => this.cleared(() => this.events.clearBuyers())),
  ];
  private latest: Promise<unknown> = Promise.resolve();
  /** Contact buyers' ids as four words each, by their code among `people`'s (`parsed`: 1 once written), made again with the codes. */
  private heldWords = { people: null as Texts | null, words: new Int32Array(0), parsed: new Uint8Array(0) };
  private readonly spare: Room[] = [];

  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  /** The first read is the long one: done at start, the admin's first report does not wait for it (a failure here is the report's to meet again). */
  onApplicationBootstrap(): void {
    this.catchUp().catch(() => undefined);
  }

  /** The revenue report's figures of the range's money rows as the read models hold them now; uses queue, so each sees at least what was written before it asked. */
  async figures(days: DayRange, touch: RevenueTouch, dimension: RevenueDimension): Promise<MoneyFigures> {
    const { room, people } = await this.coded(days);
    try {
      room.money.people = people.values.length;
      return groupCoded(room.money, this.texts, touch, dimension);
    } finally {
      this.giveBack(room);
    }
  }

  /**
   * The people behind a revenue figure (README "People behind every
   * figure"): the contacts among the buyers of the range's payments (a refund
   * alone makes none), of one product if asked, and of one value of a touch's
   * field if asked (null: none), each once, as the report counts them; with
   * the latest of their contacts' created times as payment_buyers keeps them
   * (CREDITED_COLUMNS in libs/database: never earlier than the contact's
   * own), so a list of them can pass over the contacts made since.
   */
  async buyers(days: DayRange, ask: RevenueBuyersAsk): Promise<RevenueBuyers> {
    const { room, people } = await this.coded(days);
    try {
      const { money: rows, contact, created } = room;
      // Codes looked up, not made: a value no row holds (or a product) is no one's, and a request's text is not kept.
      const [product, value] = [ask.product === undefined ? -1 : this.texts.find(ask.product), ask.attribution ? this.texts.find(ask.attribution.value) : -1];
      if (product === undefined || value === undefined) return { ids: new UuidArray(0), createdBefore: null };
      const valueOf = ask.attribution ? valueCodes(rows, this.texts, ask.attribution.touch, ask.attribution.dimension) : null;
      // Each buyer once, by a mark per buyer code (its memory lent: a byte per person held), written straight into
      // the list's parameter: through a Set and an array pushed onto, 61,000 buyers of 73,000 rows took 16 ms, and
      // an array of their texts, with its iterators, came to megabytes of garbage a list.
      const marks = spareMemory.take(people.values.length);
      const seen = new Uint8Array(marks, 0, people.values.length).fill(0);
      const { words, parsed } = this.contactWords(people);
      const ids = new UuidArray(rows.count);
      // NaN once any buyer's time is not known: Math.max keeps it.
      let latest = -Infinity;
      for (let i = 0; i < rows.count; i += 1) {
        const buyer = rows.buyer[i];
        if (rows.payments[i] !== 1 || contact[i] !== 1 || seen[buyer] === 1) continue;
        if ((ask.product !== undefined && rows.product[i] !== product) || (valueOf !== null && valueOf(i) !== value)) continue;
        seen[buyer] = 1;
        latest = Math.max(latest, created[i]);
        // Parsed the first time a list wants it, then kept: parsing 62,000 buyers' ids took 8-16 ms of every such list.
        if (parsed[buyer] === 0) {
          words.set(keyOf(people.values[buyer]), buyer * 4);
          parsed[buyer] = 1;
        }
        ids.addWords(words[buyer * 4], words[buyer * 4 + 1], words[buyer * 4 + 2], words[buyer * 4 + 3]);
      }
      spareMemory.give(marks);
      // Whole milliseconds kept, microseconds cut: the next millisecond is after the latest.
      return { ids, createdBefore: Number.isFinite(latest) ? new Date(Math.floor(latest) + 1) : null };
    } finally {
      this.giveBack(room);
    }
  }

  /** The range's money rows as codes, in room the caller gives back (giveBack), with the buyer codes they were made with. */
  private async coded({ from, to }: DayRange): Promise<{ room: Room; people: Texts }> {
    const pool = this.reads.pool();
    await this.catchUp();
    // Read before anything is awaited: a later use's catch-up may be filling the columns again meanwhile, or making the codes again.
    const [events, people] = [this.events, this.people];
    const room = this.spare.pop() ?? { ...codedRoom(0), rows: new Int32Array(0), credited: new Int32Array(0) };
    const { count, rows, credited } = events.rowsInRange(dayNumber(from) ?? -Infinity, dayNumber(to) ?? Infinity, room);
    [room.rows, room.credited] = [rows, credited];
    // Coded rows' room with a twentieth more than asked, so a few more rows next time fit.
    if (room.contact.length < count) Object.assign(room, codedRoom(Math.ceil(count * 1.05)));
    room.money.count = count;
    // Who a row's buyer is when no contact is: the address paid as, else the payment alone.
    const address = events.address.data;
    const alone = (to: number) => (address[to] >= 0 ? address[to] : people.code(events.idAt(to)));
    const unknown = codeRows(events, room, count, alone);
    // Who the rows whose buyer is not known yet are if no contact is, found now: the codes may be made again meanwhile.
    const aloneOf = unknown.map((i) => alone(credited[i]));
    try {
      const ids = unknown.map((i) => events.idAt(credited[i]));
      const worked = await workedBuyers(pool, [...new Set(ids)]);
      unknown.forEach((i, u) => {
        const buyer = worked.get(ids[u]) ?? null;
        credit(room, i, this.codeBuyer(buyer, people), 0, aloneOf[u]);
        room.created[i] = buyer?.buyer_created_ms ?? NaN;
      });
      return { room, people };
    } catch (error) {
      this.giveBack(room);
      throw error;
    }
  }

  /**
   * Room a report is done with, kept for the next (a few megabytes at 70,000
   * payments, which allocated anew each time cost more in collection than in
   * use): two at most (a comparison runs two reports at once), not one per
   * report that ever ran at once. Reports running at once each take their own.
   */
  private giveBack(room: Room): void {
    if (this.spare.length < 2) this.spare.push(room);
  }

  /** Room for every buyer code of `people` in the ids held as words, what was parsed for those codes kept. */
  private contactWords(people: Texts): { words: Int32Array; parsed: Uint8Array } {
    let held = this.heldWords.people === people ? this.heldWords : { people, words: new Int32Array(0), parsed: new Uint8Array(0) };
    if (held.parsed.length < people.values.length) {
      // A twentieth more than the codes now, as the coded rows' room: the next few new buyers fit.
      const length = Math.ceil(people.values.length * 1.05);
      const [words, parsed] = [new Int32Array(length * 4), new Uint8Array(length)];
      words.set(held.words);
      parsed.set(held.parsed);
      held = { people, words, parsed };
    }
    this.heldWords = held;
    return held;
  }

  /** A table swapped in may no longer hold some address or buyer: codes are made again after reading it. */
  private cleared(clear: () => void): void {
    clear();
    this.stale = true;
  }

  private readMoney(row: MoneyEventRow, kind: number): void {
    const slot = this.events.slotOf(row.event_id);
    const address = row.email_key === null ? -1 : this.people.code(row.email_key);
    this.stale ||= this.events.kind.data[slot] === kind && this.events.address.data[slot] !== address;
    this.events.putMoney(slot, kind, { day: dayNumber(row.day) as number, product: this.texts.code(row.product), amount: row.amount_cents, address, intent: row.payment_intent_id, invoice: row.invoice_id });
  }

  private readBuyer(row: BuyerRow): void {
    const slot = this.events.slotOf(row.event_id);
    const codes = this.codeBuyer(row, this.people);
    this.stale ||= this.events.hasBuyer.data[slot] === 1 && this.events.buyer.data[slot * BUYER_CODES] !== codes[0];
    this.events.putBuyer(slot, codes, row.buyer_created_ms ?? NaN);
  }

  /** A buyer's codes: their contact's (-1: none), then each touch field's; of a money event with no buyer (null), none and no touches. */
  private codeBuyer(row: Omit<BuyerRow, 'event_id'> | null, people: Texts): Int32Array {
    const codes = new Int32Array(BUYER_CODES);
    codes[0] = row?.buyer_id == null ? -1 : people.code(row.buyer_id);
    TOUCH_COLUMNS.forEach((column, c) => (codes[1 + c] = this.texts.code(row?.[column] ?? null)));
    return codes;
  }

  private catchUp(): Promise<unknown> {
    const pool = this.reads.pool();
    this.latest = this.latest
      .catch(() => undefined)
      .then(async () => {
        await Promise.all(this.tables.map((table) => table.catchUp(pool)));
        if (!this.stale) return;
        const people = new Texts();
        this.events.recode(recoded(this.people, people));
        [this.people, this.stale] = [people, false];
      });
    return this.latest;
  }
}

/** Room for `length` coded rows. */
function codedRoom(length: number): Pick<Room, 'money' | 'contact' | 'created'> {
  return { money: codedMoney(length), contact: new Uint8Array(length), created: new Float64Array(length) };
}

/**
 * Codes each money row (its slot, and the slot it is credited to) into the
 * room from the held columns, its buyer where payment_buyers has them;
 * answers the rows whose buyer is not known yet.
 */
function codeRows(events: MoneyEvents, room: Room, count: number, alone: (to: number) => number): number[] {
  const { money, rows, credited, created } = room;
  const [kind, product, buyer, hasBuyer, buyerCreated] = [events.kind.data, events.product.data, events.buyer.data, events.hasBuyer.data, events.buyerCreated.data];
  const amount = events.amount.data;
  const unknown: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const slot = rows[i];
    const to = credited[i];
    const payment = kind[slot] === PAYMENT ? 1 : 0;
    money.product[i] = product[slot];
    money.payments[i] = payment;
    money.gross[i] = payment * amount[slot];
    money.refunded[i] = (1 - payment) * amount[slot];
    // Looked up only where no contact is the buyer.
    if (hasBuyer[to] === 1) {
      credit(room, i, buyer, to * BUYER_CODES, buyer[to * BUYER_CODES] >= 0 ? -1 : alone(to));
      created[i] = buyerCreated[to];
    } else unknown.push(i);
  }
  return unknown;
}

/** Credits coded row i to the buyer whose codes start at `at` (their contact's, -1: none, then each touch field's), to `otherwise` where no contact is. */
function credit({ money, contact }: Room, i: number, codes: Int32Array, at: number, otherwise: number): void {
  const known = codes[at] >= 0;
  money.buyer[i] = known ? codes[at] : otherwise;
  contact[i] = known ? 1 : 0;
  // Not TOUCH_COLUMNS.length: a name a package re-exports is a getter, called each time round (73,000 rows took 9-13 ms to fill with it, 5 without).
  for (let c = 0; c < money.touches.length; c += 1) money.touches[c][i] = codes[at + 1 + c];
}

/** Where each money event was made, as its buyer is worked out from: a payment's, or a refund's own (no payment time). */
const ACTS = `SELECT event_id, email, session_id, transaction_id, global_position, paid_at FROM ${readModel('revenue_payments')} WHERE event_id = ANY($1::uuid[])
              UNION ALL
              SELECT event_id, email, session_id, transaction_id, global_position, NULL FROM ${readModel('revenue_refunds')} WHERE event_id = ANY($1::uuid[])`;

/** The buyers of money events without a row in payment_buyers yet, worked out by the rule the contacts projector keeps them by (all null: no contact is). */
async function workedBuyers(pool: Pool, eventIds: string[]): Promise<Map<string, BuyerRow>> {
  if (eventIds.length === 0) return new Map();
  const buyer = buyerOf({ email: 'm.email', session: 'm.session_id', transaction: 'm.transaction_id', position: 'm.global_position', paidAt: 'm.paid_at' });
  const { rows } = await pool.query<BuyerRow>(`SELECT m.event_id::text, ${buyerColumns('w')} FROM (${ACTS}) m LEFT JOIN LATERAL (${buyer}) w ON true`, [eventIds]);
  return new Map(rows.map((row) => [row.event_id, row]));
}
