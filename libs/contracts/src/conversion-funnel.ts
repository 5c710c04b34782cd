import { ORDERED_FUNNEL_STEPS, type OrderedFunnelStep } from './funnel-steps';

/**
 * The conversion funnel's parameters (README "What the numbers mean"): which
 * ordered steps it follows, and the window within which each must follow the
 * first. Shared by the API, which validates them, and the dashboard's pickers.
 */
export const DEFAULT_CONVERSION_WINDOW = '14d';
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const MAX_WINDOW_SECONDS = 90 * DAY_SECONDS;
const WINDOW = /^([1-9]\d{0,3})([hd])$/;
export const CONVERSION_STEPS_MIN = 2;
export const CONVERSION_STEPS_MAX = ORDERED_FUNNEL_STEPS.length;

/** The window's length in seconds: `Nh` or `Nd`, from one hour to 90 days; null for anything else. */
export function conversionWindowSeconds(window: string): number | null {
  const match = WINDOW.exec(window);
  if (!match) return null;
  const seconds = Number(match[1]) * (match[2] === 'h' ? HOUR_SECONDS : DAY_SECONDS);
  return seconds <= MAX_WINDOW_SECONDS ? seconds : null;
}

/** Comma-separated steps as asked, or why they cannot be followed. */
export function conversionSteps(value: string): OrderedFunnelStep[] | { problem: string } {
  const steps = value.split(',').map((step) => step.trim());
  const unknown = steps.find((step) => !(ORDERED_FUNNEL_STEPS as readonly string[]).includes(step));
  if (unknown !== undefined) return { problem: `has an unknown step "${unknown.slice(0, 40)}" (steps: ${ORDERED_FUNNEL_STEPS.join(', ')})` };
  if (new Set(steps).size !== steps.length) return { problem: 'names a step twice' };
  if (steps.length < CONVERSION_STEPS_MIN || steps.length > CONVERSION_STEPS_MAX) {
    return { problem: `must name ${CONVERSION_STEPS_MIN} to ${CONVERSION_STEPS_MAX} steps` };
  }
  return steps as OrderedFunnelStep[];
}

/** Upper edges of the time-to-convert histogram's buckets: 1 and 10 minutes, 1 and 6 hours, 1, 3, 7, 14 and 30 days; the last bucket is open. */
export const TIME_TO_CONVERT_EDGES_SECONDS = [60, 600, HOUR_SECONDS, 6 * HOUR_SECONDS, DAY_SECONDS, 3 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 30 * DAY_SECONDS] as const;

/** What a conversion funnel can be broken down by (README "What the numbers mean": each one's rule). */
export const CONVERSION_BREAKDOWNS = ['source', 'medium', 'campaign', 'referrer', 'landing_page'] as const;
export type ConversionBreakdown = (typeof CONVERSION_BREAKDOWNS)[number];
/** Which of a person's touches supplies their value: the first over all time, or the latest at or before they entered. */
export const CONVERSION_TOUCHES = ['first', 'last'] as const;
export type ConversionTouch = (typeof CONVERSION_TOUCHES)[number];
export const DEFAULT_CONVERSION_TOUCH: ConversionTouch = 'first';
/** Values with the most people entered get a row each; the rest share one "(other)" row. */
export const CONVERSION_BREAKDOWN_ROWS = 25;
