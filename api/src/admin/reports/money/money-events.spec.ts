import { MoneyEvents, PAYMENT, REFUND, type RowRoom } from './money-events';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const money = (day: number, intent: string | null, invoice: string | null = null) => ({ day, product: 0, amount: 100, address: -1, intent, invoice });

/** The rows of a range as pairs: each money event's slot and the slot it is credited to. */
const rowsOf = (events: MoneyEvents, first: number, last: number, held: RowRoom = { rows: new Int32Array(0), credited: new Int32Array(0) }) => {
  const { count, rows, credited } = events.rowsInRange(first, last, held);
  return Array.from({ length: count }, (_, i) => [rows[i], credited[i]]);
};

describe('MoneyEvents.rowsInRange', () => {
  it('gives each payment of the range as its own row, and leaves out other days and slots without money', () => {
    const events = new MoneyEvents();
    const [a, b, c] = [1, 2, 3].map((n) => events.slotOf(id(n)));
    events.putMoney(a, PAYMENT, money(20261101, 'pi_a'));
    events.putMoney(b, PAYMENT, money(20261202, 'pi_b'));
    // A buyer read before its payment: a slot with no money row.
    events.putBuyer(c, new Int32Array(7).fill(-1), NaN);
    expect(rowsOf(events, 20261101, 20261130)).toEqual([[a, a]]);
    expect(rowsOf(events, 20261101, 20261231)).toEqual([[a, a], [b, b]]);
  });

  it('credits a refund to each payment it names, more rows than slots, and to itself until its payment is held', () => {
    const events = new MoneyEvents();
    const [paidByIntent, paidByInvoice, refund, early] = [1, 2, 3, 4].map((n) => events.slotOf(id(n)));
    events.putMoney(paidByIntent, PAYMENT, money(20261101, 'pi_1'));
    events.putMoney(paidByInvoice, PAYMENT, money(20261102, 'pi_2', 'in_2'));
    events.putMoney(refund, REFUND, money(20261103, 'pi_1', 'in_2'));
    events.putMoney(early, REFUND, money(20261104, 'pi_9'));
    expect(rowsOf(events, 20261101, 20261130)).toEqual([
      [paidByIntent, paidByIntent],
      [paidByInvoice, paidByInvoice],
      [refund, paidByIntent],
      [refund, paidByInvoice],
      [early, early],
    ]);
  });

  it('credits a payment a refund names twice, by PaymentIntent and by invoice, once', () => {
    const events = new MoneyEvents();
    const [paid, other, refund] = [1, 2, 3].map((n) => events.slotOf(id(n)));
    events.putMoney(paid, PAYMENT, money(20261101, 'pi_1', 'in_1'));
    events.putMoney(other, PAYMENT, money(20261101, 'pi_2', 'in_2'));
    events.putMoney(refund, REFUND, money(20261102, 'pi_1', 'in_1'));
    expect(rowsOf(events, 20261102, 20261102)).toEqual([[refund, paid]]);
  });

  it('fills the room a report holds, made larger when full, whatever an earlier range left in it', () => {
    const events = new MoneyEvents();
    const slots = Array.from({ length: 1500 }, (_, n) => events.slotOf(id(n + 1)));
    slots.forEach((slot, n) => events.putMoney(slot, PAYMENT, money(20261101 + (n % 2), `pi_${n}`)));
    const held: RowRoom = { rows: new Int32Array(1).fill(-7), credited: new Int32Array(1).fill(-7) };
    const firsts = slots.filter((_, n) => n % 2 === 0).map((slot) => [slot, slot]);
    expect(rowsOf(events, 20261101, 20261101, held)).toEqual(firsts);
    // The arrays the first range grew, given again: the second range's rows only.
    const grown = events.rowsInRange(20261101, 20261101, held);
    expect(rowsOf(events, 20261102, 20261102, grown)).toEqual(slots.filter((_, n) => n % 2 === 1).map((slot) => [slot, slot]));
  });
});
