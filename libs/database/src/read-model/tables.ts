import { FUNNEL_PATHS_CONTENT } from './funnel-paths';

import { IDENTITY_TABLES } from './identity';

/**
 * Every read-model table, by the projector that owns it: the projector
 * writes it (and a replay rebuilds it) and nothing else does. Identity's
 * tables belong to the projector that runs identity as its first stage.
 */
export const READ_MODEL_TABLES = {
  contacts: [
    ...IDENTITY_TABLES,
    'contacts',
    'funnel_daily',
    'funnel_reached',
    'funnel_step_times',
    'funnel_paths',
    'contact_touches',
    'contact_touch_counts',
    'contact_counts',
    'contact_emails',
    'funnel_first_reached',
    'funnel_step_daily',
    'funnel_furthest_daily',
    'payment_buyers',
  ],
  traffic: ['page_views_daily', 'page_view_sessions', 'day_visitors', 'visitors_daily', 'downloads_daily', 'bot_calls', 'bot_calls_daily', 'page_view_times'],
  referrals: ['referrals', 'breakdown_requests'],
  revenue: ['revenue_daily', 'revenue_payments', 'revenue_refunds', 'revenue_subscriptions'],
  annotations: ['annotations'],
} as const;

export type ReadModelTable = (typeof READ_MODEL_TABLES)[keyof typeof READ_MODEL_TABLES][number];

/** A live read-model table's qualified name, for queries that read it. */
export function readModel<T extends ReadModelTable>(table: T): `read_model.${T}` {
  return `read_model.${table}`;
}

/**
 * The rows of a read-model table (`qualified`, any schema, as alias t) that a
 * copy of it must hold too: all of them, but of funnel_paths only what they
 * say (FUNNEL_PATHS_CONTENT).
 */
export function readModelContent(qualified: string): string {
  return qualified.endsWith('.funnel_paths')
    ? `SELECT ${FUNNEL_PATHS_CONTENT.columns.join(', ')} FROM ${qualified} t WHERE ${FUNNEL_PATHS_CONTENT.where}`
    : `SELECT * FROM ${qualified} t`;
}
