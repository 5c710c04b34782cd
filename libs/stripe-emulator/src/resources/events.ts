import type { StripeEvent } from '../types';
import { list, type Handler } from './context';

export const retrieveEvent: Handler = ({ state, path }) => state.get<StripeEvent>(path.id, 'event');

export const listEvents: Handler = ({ state, params }) => {
  const types = [...params.stringArray('types'), ...(params.optString('type') ? [params.string('type')] : [])];
  // `type` accepts Stripe's `*` wildcard, e.g. `invoice.*`.
  const matches = (t: string): boolean => types.length === 0 || types.some((p) => (p.endsWith('*') ? t.startsWith(p.slice(0, -1)) : t === p));
  return list(state.events.filter((e) => matches(e.type)), '/v1/events', params);
};
