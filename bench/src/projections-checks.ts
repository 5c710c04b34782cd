/**
 * What the rebuilt read models must hold, given what was seeded: a replay
 * that is fast but wrong is a broken run, not a result.
 */
import { PROJECTOR_EVENT_TYPES, type PitchlensEventType, type ProjectorName } from '@pitchlens/contracts';
import { Client } from 'pg';
import type { SeedResult } from './projections-seed';

export interface Check {
  name: string;
  expected: number;
  actual: number;
  ok: boolean;
}

/**
 * The worker's reactors (worker/src/reactors/emails/email-reactor.ts and
 * payments/payments-reactor.ts): consumers of the log that act on facts
 * rather than project them, each with its own checkpoint.
 */
const REACTORS = ['email-reactor', 'payments-reactor'];

export async function checkReadModels(url: string, seed: SeedResult): Promise<Check[]> {
  const t = seed.byType;
  const seeded: Partial<Record<PitchlensEventType, number>> = t;
  // Each projector applies every seeded event of the types it reads.
  const applied = (name: ProjectorName): [string, number, string] => [
    `${name} checkpoint: events applied`,
    PROJECTOR_EVENT_TYPES[name].reduce((n, type) => n + (seeded[type] ?? 0), 0),
    `SELECT events_applied FROM read_model.projector_checkpoints WHERE name = '${name}'`,
  ];
  const subscriptions = 'SELECT count(*) FROM read_model.revenue_subscriptions';
  const due = seed.trialsDue;
  const expected: [string, number, string][] = [
    applied('contacts'),
    // The traffic projector reads every kind of call a browser makes (it counts bots' calls of each).
    applied('traffic'),
    applied('referrals'),
    applied('revenue'),
    ['payments (revenue_payments)', t.PaymentSucceeded, `SELECT count(*) FROM read_model.revenue_payments`],
    ['refunds (revenue_refunds)', t.PaymentRefunded, `SELECT count(*) FROM read_model.revenue_refunds`],
    ['payments and refunds with their buyer worked out (payment_buyers)', t.PaymentSucceeded + t.PaymentRefunded, `SELECT count(*) FROM read_model.payment_buyers`],
    // The report finds a refund's buyer through its payment: a one-time purchase's by PaymentIntent, a subscription's by invoice.
    [
      'refunds without their payment',
      0,
      `SELECT count(*) FROM read_model.revenue_refunds r
        WHERE NOT EXISTS (SELECT 1 FROM read_model.revenue_payments p WHERE p.payment_intent_id = r.payment_intent_id OR p.invoice_id = r.invoice_id)`,
    ],
    ['subscriptions (revenue_subscriptions)', Object.values(seed.subscriptions).reduce((sum, n) => sum + n, 0), subscriptions],
    ...Object.entries(seed.subscriptions).map(([status, n]): [string, number, string] => [`subscriptions ${status}`, n, `${subscriptions} WHERE status = '${status}'`]),
    [
      `trials ending within ${due.days} days of the log's end`,
      due.trials,
      `${subscriptions} WHERE status = 'trialing' AND trial_ends_at > '${due.from}' AND trial_ends_at <= '${due.from}'::timestamptz + interval '${due.days} days'`,
    ],
    // Every identified session is a contact with an address; a referred person is none until they act, and the seed's never do.
    ['contacts with an email', seed.identifiedSessions, `SELECT count(*) FROM read_model.contacts WHERE email IS NOT NULL`],
    ['anonymous contacts', seed.sessions - seed.identifiedSessions, `SELECT count(*) FROM read_model.contacts WHERE anonymous`],
    ['sessions linked to a contact', seed.sessions, `SELECT count(DISTINCT session_id) FROM read_model.contact_sessions`],
    ['page views (page_views_daily)', t.PageViewed, `SELECT coalesce(sum(views), 0) FROM read_model.page_views_daily`],
    ['funnel steps (funnel_daily)', t.FunnelStepReached, `SELECT coalesce(sum(events), 0) FROM read_model.funnel_daily`],
    ['downloads (downloads_daily)', t.FileDownloaded, `SELECT coalesce(sum(downloads), 0) FROM read_model.downloads_daily`],
    ['referrals', t.ReferralSubmitted, `SELECT count(*) FROM read_model.referrals`],
    ['breakdown requests', t.BreakdownEmailRequested, `SELECT count(*) FROM read_model.breakdown_requests`],
  ];
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const checks: Check[] = [];
    for (const [name, want, sql] of expected) {
      const { rows } = await client.query<{ n: string | null }>(`SELECT (${sql})::text AS n`);
      const actual = Number(rows[0].n ?? -1);
      checks.push({ name, expected: want, actual, ok: actual === want });
    }
    return checks;
  } finally {
    await client.end();
  }
}

/**
 * Moves the reactors' checkpoints to the end of the seeded log, as if it
 * had been acted on long ago: a worker started on it must neither queue
 * thousands of seeded breakdown and referral emails nor read the whole log
 * for Stripe deliveries while it is measured (at 10,000,000 events the
 * payments reactor's first pass over it kept most of a core busy for
 * minutes). Also counts the log, which must hold exactly what was seeded.
 */
export async function settleSeededLog(url: string): Promise<{ events: number; vacuumSeconds: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // A real log of this size has been vacuumed (hint bits set, statistics known);
    // a freshly inserted one would charge that work to the replay.
    const started = performance.now();
    await client.query('VACUUM (ANALYZE) event_store.events');
    await client.query('CHECKPOINT');
    const vacuumSeconds = (performance.now() - started) / 1000;
    await client.query(
      `INSERT INTO read_model.projector_checkpoints (name, transaction_id, global_position)
       SELECT r.name, e.transaction_id, e.global_position
         FROM unnest($1::text[]) AS r(name),
              (SELECT transaction_id, global_position FROM event_store.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e`,
      [REACTORS],
    );
    const { rows } = await client.query<{ n: string }>('SELECT count(*)::text AS n FROM event_store.events');
    return { events: Number(rows[0].n), vacuumSeconds };
  } finally {
    await client.end();
  }
}
