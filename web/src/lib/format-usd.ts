const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars as every price on the site is quoted: "$15,000", "$0", "-$5,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
