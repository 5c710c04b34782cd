import type { Params } from '../params';
import type { EmulatorState } from '../state';
import type { ListObject, StripeObject } from '../types';

export interface HandlerContext {
  state: EmulatorState;
  params: Params;
  /** Path parameters, e.g. `{ id: 'pi_123' }`. */
  path: Record<string, string>;
  /** True when authorised by a publishable key + client secret (the Stripe.js routes). */
  publishable: boolean;
}

export type HandlerResult = StripeObject | ListObject<StripeObject>;
export type Handler = (ctx: HandlerContext) => HandlerResult;

export function list<T extends StripeObject>(items: T[], url: string, params: Params): ListObject<T> {
  const limit = Math.min(Math.max(params.optInt('limit') ?? 10, 1), 100);
  // Newest first, like Stripe; `starting_after` pages on from an id.
  const sorted = [...items].reverse();
  const after = params.optString('starting_after');
  const start = after ? sorted.findIndex((i) => i.id === after) + 1 : 0;
  const page = sorted.slice(start, start + limit);
  return { object: 'list', data: page, has_more: start + limit < sorted.length, url };
}
