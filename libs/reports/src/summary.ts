import { addDays, dayOf, ORDERED_FUNNEL_STEPS, type ActivityCounts, type AdminSummaryResponse, type NewContacts } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { daysEnding } from './range';

type Window = 'today' | 'yesterday' | 'last7Days' | 'previous7Days';
const WINDOWS: readonly Window[] = ['today', 'yesterday', 'last7Days', 'previous7Days'];

/**
 * Each window's sum over a daily table's last 14 days: $1 is today, $2
 * yesterday, $3 the first of the last 7 days (the 7 before lie under it).
 */
const WHEN: Record<Window, string> = { today: 'day = $1', yesterday: 'day = $2', last7Days: 'day >= $3', previous7Days: 'day < $3' };
const sums = (expression: string) => WINDOWS.map((w) => `coalesce(sum(${expression}) FILTER (WHERE ${WHEN[w]}), 0)::int AS "${w}"`).join(', ');

/**
 * The dashboard's cards: all time, today (the report day `now` falls on in
 * `zone`) and the last 7 days, and what those compare with (yesterday, the 7
 * days before). The contact cards add up contact_counts, which the contacts
 * projector keeps.
 */
export async function summaryReport(db: Pool, now: Date, zone: string): Promise<AdminSummaryResponse> {
  const today = dayOf(now, zone);
  const weekStart = daysEnding(today, 7).from;
  const days = [today, addDays(today, -1), weekStart, addDays(weekStart, -7)];
  const inFortnight = `day BETWEEN $4 AND $1`;
  const [steps, activity, created] = await Promise.all([
    db.query<{ step: string | null; contacts: number; identified: number }>(
      `SELECT nullif(step, '') AS step, sum(contacts)::int AS contacts, coalesce(sum(contacts) FILTER (WHERE NOT anonymous), 0)::int AS identified
         FROM ${readModel('contact_counts')} GROUP BY step`,
    ),
    db.query<Record<Window, number> & { metric: keyof ActivityCounts }>(
      `SELECT 'pageViews' AS metric, ${sums('views')} FROM ${readModel('page_views_daily')} WHERE ${inFortnight}
       UNION ALL SELECT 'funnelEvents', ${sums('events')} FROM ${readModel('funnel_daily')} WHERE ${inFortnight}
       UNION ALL SELECT 'downloads', ${sums('downloads')} FROM ${readModel('downloads_daily')} WHERE ${inFortnight}
       UNION ALL SELECT 'botCallsExcluded', ${sums('calls')} FROM ${readModel('bot_calls_daily')} WHERE ${inFortnight}`,
      days,
    ),
    db.query<{ recent: boolean; contacts: number; identified: number }>(
      `SELECT created_day >= $2 AS recent, sum(contacts)::int AS contacts, coalesce(sum(contacts) FILTER (WHERE NOT anonymous), 0)::int AS identified
         FROM ${readModel('contact_counts')} WHERE created_day BETWEEN $3 AND $1 GROUP BY 1`,
      [today, weekStart, days[3]],
    ),
  ]);
  const byStep = new Map(steps.rows.map((r) => [r.step, r.contacts]));
  const counts = (window: Window): ActivityCounts => {
    const result: ActivityCounts = { pageViews: 0, funnelEvents: 0, downloads: 0, botCallsExcluded: 0 };
    for (const row of activity.rows) result[row.metric] = row[window];
    return result;
  };
  const newContacts = (recent: boolean): NewContacts => {
    const row = created.rows.find((r) => r.recent === recent);
    return { contacts: row?.contacts ?? 0, identified: row?.identified ?? 0 };
  };
  return {
    timeZone: zone,
    totalContacts: steps.rows.reduce((n, r) => n + r.contacts, 0),
    identifiedContacts: steps.rows.reduce((n, r) => n + r.identified, 0),
    contactsByStep: ORDERED_FUNNEL_STEPS.map((step) => ({ step, contacts: byStep.get(step) ?? 0 })),
    contactsWithoutStep: byStep.get(null) ?? 0,
    today: counts('today'),
    last7Days: counts('last7Days'),
    yesterday: counts('yesterday'),
    previous7Days: counts('previous7Days'),
    newContacts: { last7Days: newContacts(true), previous7Days: newContacts(false) },
  };
}
