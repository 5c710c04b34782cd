import { CONTRACT } from './program-terms';
import { annualPackCost, packForSeats, type SeatPack } from './seat-packs';

/** A partner's year on one pack resold at one price. */
export interface PackMargin {
  readonly pack: SeatPack;
  readonly resalePerSeatMonthly: number;
  readonly annualRevenue: number;
  readonly annualCost: number;
  readonly annualProfit: number;
  readonly profitPerSeatMonthly: number;
  /** Profit as a whole percentage of revenue. */
  readonly marginPercent: number;
}

export function packMargin(pack: SeatPack, resalePerSeatMonthly: number): PackMargin {
  const annualRevenue = pack.seats * resalePerSeatMonthly * CONTRACT.termMonths;
  const annualCost = annualPackCost(pack);
  const annualProfit = annualRevenue - annualCost;
  return {
    pack,
    resalePerSeatMonthly,
    annualRevenue,
    annualCost,
    annualProfit,
    profitPerSeatMonthly: resalePerSeatMonthly - pack.pricePerSeatMonthly,
    marginPercent: annualRevenue === 0 ? 0 : Math.round((annualProfit / annualRevenue) * 100),
  };
}

/** A client deal as the letter illustrates it: a training fee plus resold seats. */
export interface ClientDeal {
  readonly baseFee: number;
  readonly resalePerSeatMonthly: number;
  readonly seats: number;
}

/** Spec §9: the letter's illustrative enterprise deal. */
export const ILLUSTRATIVE_DEAL: ClientDeal = { baseFee: 50_000, resalePerSeatMonthly: 99, seats: 500 };

export interface DealEconomics {
  readonly pack: SeatPack;
  readonly packsNeeded: number;
  readonly annualSeatRevenue: number;
  readonly firstYearRevenue: number;
  readonly annualSeatCost: number;
  readonly firstYearProfit: number;
}

/** First-year revenue and cost of a deal, its seats bought in the cheapest pack the deal fills. */
export function dealEconomics(deal: ClientDeal): DealEconomics {
  const pack = packForSeats(deal.seats);
  const packsNeeded = Math.ceil(deal.seats / pack.seats);
  const annualSeatRevenue = deal.seats * deal.resalePerSeatMonthly * CONTRACT.termMonths;
  const firstYearRevenue = deal.baseFee + annualSeatRevenue;
  const annualSeatCost = packsNeeded * annualPackCost(pack);
  return {
    pack,
    packsNeeded,
    annualSeatRevenue,
    firstYearRevenue,
    annualSeatCost,
    firstYearProfit: firstYearRevenue - annualSeatCost,
  };
}
