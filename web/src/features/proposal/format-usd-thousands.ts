import { groupedDecimal } from '@pitchlens/contracts';

/** Annual totals as the proposal quotes them: "$17K", "$125K", "$17.5K" (to the nearest hundred dollars). */
export function formatUsdThousands(amount: number): string {
  return `$${groupedDecimal(Math.round(amount / 100), 1)}K`;
}
