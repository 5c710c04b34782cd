import { groupedDigits } from '@pitchlens/contracts';

/** Whole US dollars as every price on the site is quoted: "$15,000", "$0", "-$5,000" (halves away from zero, as Intl rounds them). */
export function formatUsd(amount: number): string {
  const dollars = Math.round(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}$${groupedDigits(dollars)}`;
}
