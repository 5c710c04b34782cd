import { groupedDigits } from '@pitchlens/contracts';

/** Annual totals as the proposal quotes them: "$17K", "$125K", "$17.5K" (to the nearest hundred dollars). */
export function formatUsdThousands(amount: number): string {
  const hundreds = Math.round(amount / 100);
  const tenth = Math.abs(hundreds % 10);
  // Under a thousand below zero keeps its sign ("$-0.5K"), which the thousands' zero has not.
  const sign = hundreds < 0 && hundreds > -10 ? '-' : '';
  return `$${sign}${groupedDigits(Math.trunc(hundreds / 10))}${tenth === 0 ? '' : `.${tenth}`}K`;
}
