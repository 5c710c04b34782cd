import { useEffect, useState } from 'react';

/** Spec §9: the display starts at 3 spots, may lose one every 30 seconds, and never shows fewer than 1. */
export const SPOTS_START = 3;
export const SPOTS_FLOOR = 1;
export const SPOTS_TICK_MS = 30_000;
export const SPOTS_DROP_CHANCE = 0.5;

/** A number in [0, 1), like Math.random; tests pass their own. */
export type RandomSource = () => number;

/** The spots shown after one tick, given a roll of the random source. */
export function nextSpotsLeft(current: number, roll: number): number {
  return roll < SPOTS_DROP_CHANCE ? Math.max(SPOTS_FLOOR, current - 1) : current;
}

/**
 * Spots left, ticking every 30 seconds. The first render always shows the
 * start value, so prerendered HTML and hydration agree; randomness only
 * happens in the timer.
 */
export function useSpotsLeft(random: RandomSource = Math.random): number {
  const [spots, setSpots] = useState(SPOTS_START);
  useEffect(() => {
    const timer = window.setInterval(() => setSpots((current) => nextSpotsLeft(current, random())), SPOTS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [random]);
  return spots;
}
