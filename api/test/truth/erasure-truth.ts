import { readModelRows, rowDifferences } from '../../../worker/test/read-model-checksums';
import { personIdOfAddress } from '../../../worker/src/projections/identity';
import { erasureText, type AnnotationListResponse } from '@pitchlens/contracts';
import type { TruthStack } from './stack';
import { dayOf } from './truth-model';

/** Whom the crowd's erasures pick: one person of each kind whose rows an erasure rewrites differently. */
const KINDS = {
  'a person whose id their address made': `SELECT email FROM read_model.contacts WHERE email IS NOT NULL ORDER BY email`,
  'a referrer': `SELECT DISTINCT lower(referrer_email) AS email FROM read_model.referrals ORDER BY 1`,
  'a referred person who came and acted': `SELECT c.email FROM read_model.contacts c JOIN read_model.referrals r ON lower(r.referred_email) = c.email ORDER BY 1`,
  'a buyer': `SELECT DISTINCT email FROM read_model.revenue_payments WHERE email IS NOT NULL ORDER BY 1`,
  'someone who asked for the breakdown': `SELECT DISTINCT lower(email) AS email FROM read_model.breakdown_requests ORDER BY 1`,
} as const;

/**
 * Erases one person of each kind through the admin API, then rebuilds every
 * read model from the erased log: no row of any table may change. Answers
 * what went wrong, in words (empty: nothing).
 */
export async function compareErasures(stack: TruthStack): Promise<string[]> {
  const problems: string[] = [];
  const chosen = new Set<string>();
  for (const [kind, query] of Object.entries(KINDS)) {
    const { rows } = await stack.api.db.query<{ email: string }>(query);
    const byAddressId = kind.startsWith('a person whose id');
    const candidates = byAddressId ? await madeByAddress(stack, rows.map((r) => r.email)) : rows.map((r) => r.email);
    const email = candidates.find((candidate) => !chosen.has(candidate));
    if (email === undefined) problems.push(`the crowd has no one left to erase of the kind: ${kind}`);
    else chosen.add(email);
  }
  for (const email of chosen) {
    const state = await erase(stack, email);
    if (state !== 'completed') problems.push(`the erasure of ${email} ended ${state}`);
  }
  // Each erasure's PersonErased fact is projected after its job ends (the chart's note of it).
  await stack.quiet();
  problems.push(...(await compareErasureNotes(stack)));
  const erased = await readModelRows(stack.api.db, { apartFromRebuildNotes: true });
  await stack.replayAll();
  const rebuilt = await readModelRows(stack.api.db, { apartFromRebuildNotes: true });
  return [...problems, ...rowDifferences(erased, `after ${chosen.size} erasures`, rebuilt, 'in the rebuild')];
}

/**
 * The chart's erasure notes against the log: one per day of the report's time
 * zone holding a PersonErased fact, at its event time, counting them (README
 * "Annotations"), automatic and without a time.
 */
async function compareErasureNotes(stack: TruthStack): Promise<string[]> {
  const { rows } = await stack.api.db.query<{ at: Date }>(
    `SELECT coalesce((metadata->>'occurredAt')::timestamptz, recorded_at) AS at FROM event_store.events WHERE type = 'PersonErased'`,
  );
  const perDay = new Map<string, number>();
  for (const { at } of rows) {
    const day = dayOf(at.getTime());
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const expected = [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, people]) => ({ day, text: erasureText(people), at: null, automatic: true }));
  const res = await stack.http().get('/api/admin/annotations').set('cookie', stack.adminCookie);
  const shown = (res.body as AnnotationListResponse).annotations
    .filter((a) => a.kind === 'erasure')
    .map(({ day, text, at, automatic }) => ({ day, text, at, automatic }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return JSON.stringify(shown) === JSON.stringify(expected) ? [] : [`the erasure notes: expected ${JSON.stringify(expected)}, shown ${JSON.stringify(shown)}`];
}

/** The addresses whose contact has the id its address made (their first act named them outside an anonymous session). */
async function madeByAddress(stack: TruthStack, emails: string[]): Promise<string[]> {
  const { rows } = await stack.api.db.query<{ id: string; email: string }>(`SELECT id::text, email FROM read_model.contacts WHERE email = ANY($1)`, [emails]);
  return rows.filter((row) => row.id === personIdOfAddress(row.email)).map((row) => row.email);
}

async function erase(stack: TruthStack, email: string): Promise<string> {
  const filed = await stack.adminPost('/api/admin/erasures', { email });
  if (filed.status !== 202) return `refused (${filed.status} ${JSON.stringify(filed.body)})`;
  const id = (filed.body as { id: string }).id;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await stack.http().get(`/api/admin/erasures/${id}`).set('cookie', stack.adminCookie);
    const state = (res.body as { state?: string }).state ?? `unknown (${res.status})`;
    if (state !== 'pending') return state;
    if (Date.now() > deadline) return 'still pending after 120 s';
    // A poll interval, not a wait for the erasure itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
