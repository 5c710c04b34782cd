import {
  conversionSteps,
  conversionWindowSeconds,
  DEFAULT_CONVERSION_TOUCH,
  DEFAULT_CONVERSION_WINDOW,
  ORDERED_FUNNEL_STEPS,
  type AdminConversionRequest,
  type ConversionBreakdown,
  type ConversionTouch,
  type OrderedFunnelStep,
} from '@pitchlens/contracts';
import { invalid } from '../../validation/query-params';

export interface ConversionParams {
  steps: OrderedFunnelStep[];
  window: string;
  windowSeconds: number;
}

/** What the funnel is split by, and which touch supplies each person's value. */
export interface BreakdownParams {
  by: ConversionBreakdown;
  touch: ConversionTouch;
}

/** The conversion funnel's steps and window as asked, or a 400 naming the parameter (by the name the query gives it). */
export function conversionParams({ steps, window = DEFAULT_CONVERSION_WINDOW }: AdminConversionRequest, names = { steps: 'steps', window: 'window' }): ConversionParams {
  const followed = steps === undefined ? [...ORDERED_FUNNEL_STEPS] : conversionSteps(steps);
  if (!Array.isArray(followed)) throw invalid(names.steps, followed.problem);
  const windowSeconds = conversionWindowSeconds(window);
  if (windowSeconds === null) throw invalid(names.window, 'must be from 1h to 90d');
  return { steps: followed, window, windowSeconds };
}

/**
 * The breakdown asked, if any (the DTO has checked both names). A touch
 * without a breakdown would be silently ignored, so it is refused instead.
 */
export function breakdownParams({ breakdown, touch }: AdminConversionRequest): BreakdownParams | null {
  if (breakdown === undefined) {
    if (touch !== undefined) throw invalid('touch', 'needs a breakdown');
    return null;
  }
  return { by: breakdown as ConversionBreakdown, touch: (touch ?? DEFAULT_CONVERSION_TOUCH) as ConversionTouch };
}
