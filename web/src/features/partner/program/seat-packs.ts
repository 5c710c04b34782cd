import { CONTRACT } from './program-terms';

/** A wholesale seat pack, prepaid annually for the 12-month term. */
export interface SeatPack {
  readonly seats: number;
  /** Wholesale price per seat per month. */
  readonly pricePerSeatMonthly: number;
}

/** Spec §9: larger packs buy a lower seat rate. Ordered from smallest to largest. */
export const SEAT_PACKS: readonly SeatPack[] = [
  { seats: 25, pricePerSeatMonthly: 39 },
  { seats: 50, pricePerSeatMonthly: 34 },
  { seats: 100, pricePerSeatMonthly: 29 },
];

/** What partners resell a seat for, per seat per month. */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

/** The program page's resale range. */
export const RESALE_RANGE: PriceRange = { low: 79, high: 149 };

/** The letter quotes the upper part of the range. */
export const LETTER_RESALE_RANGE: PriceRange = { low: 99, high: 149 };

export function monthlyPackCost(pack: SeatPack): number {
  return pack.seats * pack.pricePerSeatMonthly;
}

/** The annual prepay for one pack. */
export function annualPackCost(pack: SeatPack): number {
  return monthlyPackCost(pack) * CONTRACT.termMonths;
}

/** The pack with the lowest seat rate that a deal of `seats` fills; small deals take the smallest pack. */
export function packForSeats(seats: number, packs: readonly SeatPack[] = SEAT_PACKS): SeatPack {
  const fitting = packs.filter((pack) => pack.seats <= seats);
  if (fitting.length === 0) return packs.reduce((smallest, pack) => (pack.seats < smallest.seats ? pack : smallest));
  return fitting.reduce((best, pack) => (pack.pricePerSeatMonthly < best.pricePerSeatMonthly ? pack : best));
}

