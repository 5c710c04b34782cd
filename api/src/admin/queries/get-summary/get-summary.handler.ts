import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERED_FUNNEL_STEPS, type ActivityCounts, type AdminSummaryResponse } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { reportTimeZone } from '../../reports/report-zone';
import { dayOf, daysEnding } from '../../reports/report-range';
import { GetSummaryQuery } from './get-summary.query';

/**
 * The dashboard's cards: all time, today and the last 7 days. The
 * contact cards add up contact_counts, which the contacts projector keeps.
 */
@QueryHandler(GetSummaryQuery)
export class GetSummaryHandler implements IQueryHandler<GetSummaryQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ now }: GetSummaryQuery): Promise<AdminSummaryResponse> {
    const { from: weekStart, to: today } = daysEnding(dayOf(now), 7);
    const [steps, activity] = await Promise.all([
      this.pool.query<{ step: string | null; contacts: number; identified: number }>(
        `SELECT nullif(step, '') AS step, sum(contacts)::int AS contacts, coalesce(sum(contacts) FILTER (WHERE NOT anonymous), 0)::int AS identified
           FROM ${readModel('contact_counts')} GROUP BY step`,
      ),
      this.pool.query<{ metric: keyof ActivityCounts; today: number; week: number }>(
        `SELECT 'pageViews' AS metric, coalesce(sum(views) FILTER (WHERE day = $1), 0)::int AS today, coalesce(sum(views), 0)::int AS week
           FROM ${readModel('page_views_daily')} WHERE day BETWEEN $2 AND $1
         UNION ALL
         SELECT 'funnelEvents', coalesce(sum(events) FILTER (WHERE day = $1), 0)::int, coalesce(sum(events), 0)::int
           FROM ${readModel('funnel_daily')} WHERE day BETWEEN $2 AND $1
         UNION ALL
         SELECT 'downloads', coalesce(sum(downloads) FILTER (WHERE day = $1), 0)::int, coalesce(sum(downloads), 0)::int
           FROM ${readModel('downloads_daily')} WHERE day BETWEEN $2 AND $1
         UNION ALL
         SELECT 'botCallsExcluded', coalesce(sum(calls) FILTER (WHERE day = $1), 0)::int, coalesce(sum(calls), 0)::int
           FROM ${readModel('bot_calls_daily')} WHERE day BETWEEN $2 AND $1`,
        [today, weekStart],
      ),
    ]);
    const byStep = new Map(steps.rows.map((r) => [r.step, r.contacts]));
    const counts = (pick: 'today' | 'week'): ActivityCounts => {
      const result: ActivityCounts = { pageViews: 0, funnelEvents: 0, downloads: 0, botCallsExcluded: 0 };
      for (const row of activity.rows) result[row.metric] = row[pick];
      return result;
    };
    return {
      timeZone: reportTimeZone(),
      totalContacts: steps.rows.reduce((n, r) => n + r.contacts, 0),
      identifiedContacts: steps.rows.reduce((n, r) => n + r.identified, 0),
      contactsByStep: ORDERED_FUNNEL_STEPS.map((step) => ({ step, contacts: byStep.get(step) ?? 0 })),
      contactsWithoutStep: byStep.get(null) ?? 0,
      today: counts('today'),
      last7Days: counts('week'),
    };
  }
}
