import type { AdminTrafficResponse, TrafficDay } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import type { ClosedDayRange } from './range';

/** The most viewed paths the traffic report names; paths with as many views go in byte order. */
export const TOP_PATHS = 20;

/** One row per day of the range, days without traffic included as zeros; unique visitors as the traffic projector counted them. */
export async function trafficReport(db: Pool, { from, to }: ClosedDayRange, zone: string): Promise<AdminTrafficResponse> {
  const [days, paths] = await Promise.all([
    db.query<TrafficDay>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              coalesce(v.views, 0)::int AS "pageViews",
              coalesce(s.visitors, 0) AS "uniqueVisitors",
              coalesce(f.events, 0)::int AS "funnelEvents",
              coalesce(dl.downloads, 0)::int AS downloads
         FROM generate_series($1::date, $2::date, interval '1 day') AS d
         LEFT JOIN (SELECT day, sum(views) AS views FROM ${readModel('page_views_daily')} WHERE day BETWEEN $1 AND $2 GROUP BY day) v ON v.day = d::date
         LEFT JOIN ${readModel('visitors_daily')} s ON s.day = d::date
         LEFT JOIN (SELECT day, sum(events) AS events FROM ${readModel('funnel_daily')} WHERE day BETWEEN $1 AND $2 GROUP BY day) f ON f.day = d::date
         LEFT JOIN (SELECT day, sum(downloads) AS downloads FROM ${readModel('downloads_daily')} WHERE day BETWEEN $1 AND $2 GROUP BY day) dl ON dl.day = d::date
        ORDER BY d`,
      [from, to],
    ),
    db.query<{ path: string; pageViews: number }>(
      `SELECT path, sum(views)::int AS "pageViews" FROM ${readModel('page_views_daily')}
        WHERE day BETWEEN $1 AND $2 GROUP BY path ORDER BY 2 DESC, path COLLATE "C" LIMIT ${TOP_PATHS}`,
      [from, to],
    ),
  ]);
  return { timeZone: zone, from, to, days: days.rows, topPaths: paths.rows };
}
