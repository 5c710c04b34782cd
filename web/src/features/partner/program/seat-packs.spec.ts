import { annualPackCost, monthlyPackCost, packForSeats, SEAT_PACKS, type SeatPack } from './seat-packs';

const pack = (seats: number): SeatPack => {
  const found = SEAT_PACKS.find((candidate) => candidate.seats === seats);
  if (!found) throw new Error(`no ${seats}-seat pack`);
  return found;
};

describe('seat packs', () => {
  it('offers 25, 50 and 100 seats at $39, $34 and $29 per seat per month', () => {
    expect(SEAT_PACKS.map((p) => [p.seats, p.pricePerSeatMonthly])).toEqual([
      [25, 39],
      [50, 34],
      [100, 29],
    ]);
  });

  it('prices the annual prepay of a pack over the 12-month term', () => {
    expect(monthlyPackCost(pack(25))).toBe(975);
    expect(annualPackCost(pack(25))).toBe(11_700);
    expect(annualPackCost(pack(50))).toBe(20_400);
    expect(annualPackCost(pack(100))).toBe(34_800);
  });

  it('picks the cheapest pack a deal fills, and the smallest pack for small deals', () => {
    expect(packForSeats(10)).toBe(pack(25));
    expect(packForSeats(25)).toBe(pack(25));
    expect(packForSeats(60)).toBe(pack(50));
    expect(packForSeats(500)).toBe(pack(100));
  });
});
