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
  traffic: ['page_views_daily', 'page_view_sessions', 'day_visitors', 'visitors_daily', 'downloads_daily', 'bot_calls', 'bot_calls_daily', 'page_view_times', 'visitor_latest'],
  referrals: ['referrals', 'breakdown_requests'],
  revenue: ['revenue_daily', 'revenue_payments', 'revenue_refunds', 'revenue_subscriptions', 'revenue_billing'],
  annotations: ['annotations'],
} as const;

export type ReadModelTable = (typeof READ_MODEL_TABLES)[keyof typeof READ_MODEL_TABLES][number];

/**
 * The money tables whose every write takes the table's next `revision` (a
 * trigger of migration 1732198800000): the API holds them in memory for the
 * revenue report and reads only what changed since.
 */
export const REVISED_MONEY_TABLES = ['revenue_payments', 'revenue_refunds', 'payment_buyers'] as const satisfies readonly ReadModelTable[];

/**
 * The partitions of contact_emails, by a hash of the contact id (migration
 * 1732205800000): a search is counted over each at once, each statement
 * over half the trigram index and half the pages.
 */
export const CONTACT_EMAIL_HALVES = ['read_model.contact_emails_0', 'read_model.contact_emails_1'] as const;

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
  if (qualified.endsWith('.funnel_paths')) return `SELECT ${FUNNEL_PATHS_CONTENT.columns.join(', ')} FROM ${qualified} t WHERE ${FUNNEL_PATHS_CONTENT.where}`;
  // A money table's revision numbers its writes, which a rebuild makes again.
  if (REVISED_MONEY_TABLES.some((table) => qualified.endsWith(`.${table}`))) return `SELECT to_jsonb(t) - 'revision' AS row FROM ${qualified} t`;
  return `SELECT * FROM ${qualified} t`;
}
