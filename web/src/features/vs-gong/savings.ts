import { GONG_COMPARISON_MAX_SEATS, gongSavingPercent } from '@pitchlens/contracts';
import { gongCost, pitchlensCost } from './pricing';

/** Beyond this the calculator stops guessing and asks for a custom quote. */
export const MAX_SEATS = GONG_COMPARISON_MAX_SEATS;

export const SEAT_PRESETS = [20, 50, 100] as const;

export interface Savings {
  seats: number;
  pitchlensCost: number;
  gongCost: number;
  /** Negative when Pitchlens would cost more (tiny teams pay the platform fee). */
  savings: number;
  /** Share of the Gong cost saved, rounded; null when there is no Gong cost to compare with. */
  percentSaved: number | null;
}

export type SavingsResult = { ok: true; value: Savings } | { ok: false; error: string };

/** Yearly costs and savings for a seat count typed by a visitor or picked from a preset. */
export function calculateSavings(input: string | number): SavingsResult {
  const text = String(input).trim();
  if (text === '') return { ok: false, error: 'Enter a number of seats to see your savings.' };
  const seats = Number(text);
  if (Number.isNaN(seats)) return { ok: false, error: 'Seats must be a number, like 20.' };
  if (seats < 0) return { ok: false, error: 'Seats can’t be negative.' };
  if (seats > MAX_SEATS) {
    return { ok: false, error: 'That’s more than 100,000 seats. For a team that size, talk to us about a custom quote.' };
  }
  if (!Number.isInteger(seats)) return { ok: false, error: 'Seats come in whole numbers. Try 20 rather than 20.5.' };

  const ours = pitchlensCost(seats);
  const theirs = gongCost(seats);
  const savings = theirs - ours;
  const percentSaved = gongSavingPercent(seats);
  return { ok: true, value: { seats, pitchlensCost: ours, gongCost: theirs, savings, percentSaved } };
}
