import {
  conversionSteps,
  conversionWindowSeconds,
  DEFAULT_CONVERSION_WINDOW,
  ORDERED_FUNNEL_STEPS,
  type AdminConversionRequest,
  type OrderedFunnelStep,
} from '@pitchlens/contracts';
import { invalid } from '../../validation/query-params';

export interface ConversionParams {
  steps: OrderedFunnelStep[];
  window: string;
  windowSeconds: number;
}

/** The conversion funnel's steps and window as asked, or a 400 naming the parameter (by the name the query gives it). */
export function conversionParams({ steps, window = DEFAULT_CONVERSION_WINDOW }: AdminConversionRequest, names = { steps: 'steps', window: 'window' }): ConversionParams {
  const followed = steps === undefined ? [...ORDERED_FUNNEL_STEPS] : conversionSteps(steps);
  if (!Array.isArray(followed)) throw invalid(names.steps, followed.problem);
  const windowSeconds = conversionWindowSeconds(window);
  if (windowSeconds === null) throw invalid(names.window, 'must be from 1h to 90d');
  return { steps: followed, window, windowSeconds };
}
