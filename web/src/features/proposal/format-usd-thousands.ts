/** Annual totals as the proposal quotes them: "$17K", "$125K", "$17.5K". */
export function formatUsdThousands(amount: number): string {
  return `$${(Math.round(amount / 100) / 10).toLocaleString('en-US')}K`;
}
