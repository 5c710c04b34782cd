import { dealEconomics, ILLUSTRATIVE_DEAL, packMargin } from './pricing-math';
import { SEAT_PACKS } from './seat-packs';

const [pack25, , pack100] = SEAT_PACKS;

describe('pack margin', () => {
  it('subtracts the annual prepay from a year of resale revenue', () => {
    const margin = packMargin(pack100!, 99);
    expect(margin.annualRevenue).toBe(118_800);
    expect(margin.annualCost).toBe(34_800);
    expect(margin.annualProfit).toBe(84_000);
    expect(margin.profitPerSeatMonthly).toBe(70);
    expect(margin.marginPercent).toBe(71);
  });

  it('works at the bottom of the resale range on the smallest pack', () => {
    const margin = packMargin(pack25!, 79);
    expect(margin.annualRevenue).toBe(23_700);
    expect(margin.annualCost).toBe(11_700);
    expect(margin.annualProfit).toBe(12_000);
    expect(margin.profitPerSeatMonthly).toBe(40);
  });

  it('reports no margin rather than dividing by zero when nothing is resold', () => {
    expect(packMargin(pack25!, 0).marginPercent).toBe(0);
  });
});

describe('the letter’s illustrative deal', () => {
  it('is a $50,000 base fee plus $99 per seat per month on 500 seats', () => {
    expect(ILLUSTRATIVE_DEAL).toEqual({ baseFee: 50_000, resalePerSeatMonthly: 99, seats: 500 });
  });

  it('buys its seats as five 100-seat packs and keeps the difference', () => {
    const deal = dealEconomics(ILLUSTRATIVE_DEAL);
    expect(deal.pack).toBe(pack100);
    expect(deal.packsNeeded).toBe(5);
    expect(deal.annualSeatRevenue).toBe(594_000);
    expect(deal.firstYearRevenue).toBe(644_000);
    expect(deal.annualSeatCost).toBe(174_000);
    expect(deal.firstYearProfit).toBe(470_000);
  });

  it('rounds a part pack up to a whole pack', () => {
    const deal = dealEconomics({ baseFee: 0, resalePerSeatMonthly: 99, seats: 30 });
    expect(deal.pack.seats).toBe(25);
    expect(deal.packsNeeded).toBe(2);
    expect(deal.annualSeatCost).toBe(23_400);
  });
});
