/** Prices behind the comparison (spec §9 "Enterprise"). */
export const pricing = {
  pitchlensPerSeat: 600,
  platformFee: 5_000,
  gongPerSeat: 1_600,
} as const;

/** The enterprise pilot every call to action on the page leads to. */
export const pilot = { price: 997, seats: 5, days: 14 } as const;

/** The headline "62% lower cost": Pitchlens' per-seat price against Gong's, rounded down so it never overstates. */
export const perSeatSavingPercent = Math.floor((1 - pricing.pitchlensPerSeat / pricing.gongPerSeat) * 100);

export const pitchlensCost = (seats: number): number => seats * pricing.pitchlensPerSeat + pricing.platformFee;

export const gongCost = (seats: number): number => seats * pricing.gongPerSeat;

