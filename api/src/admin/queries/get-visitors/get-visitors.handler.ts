import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminVisitorsResponse, VisitorsFromSource, VisitorsOnPage } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import { inTransaction } from '../../../common/pg/work-mem-query';
import { ReadSource } from '../../../infrastructure/read-source';
import { GetVisitorsQuery } from './get-visitors.query';

const TOP = 20;

type VisitorsRow = { visitors: number; pages: VisitorsOnPage[] | null; sources: VisitorsFromSource[] | null };

/**
 * Distinct visitors (sessions, a view without one its own) with a page view in
 * the range, from the traffic projector's page views at their instants and
 * each visitor's latest view and touch (bots are never written there). Each
 * visitor's current page is their latest view in the range, their source the
 * latest touch among those views (a touch without a source, a campaign's
 * medium alone say, makes them direct); equal times go to the later log
 * position, so a replay answers the same. Pages and sources with as many
 * visitors go in byte order, a direct visit first.
 */
@QueryHandler(GetVisitorsQuery)
export class GetVisitorsHandler implements IQueryHandler<GetVisitorsQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  async execute({ from, to }: GetVisitorsQuery): Promise<AdminVisitorsResponse> {
    // Priced as in memory, a range's few views each probe their visitor's kept row rather than every row kept after
    // the range being scanned (for an hour ten days back, 76 ms to scan 110,000 of them; the whole statement 4 ms probing).
    const { rows } = await inTransaction(this.reads.pool(), 'BEGIN READ ONLY; SET LOCAL random_page_cost = 1.1', (client) =>
      client.query<VisitorsRow>(
        // A visitor last seen in the range is their kept latest row: that view is their latest in it, and their latest
        // touch is in it when it comes no earlier than the start. Only those seen again after the end take a sort of their
        // views in the range (latest first: the first row is the current page, the touched sources are listed latest
        // first), partitioned in byte order, the same groups sorted a third faster than by the database's collation.
        `WITH visitor AS (
           SELECT path, CASE WHEN touched_at >= $1 THEN source END AS source
             FROM ${readModel('visitor_latest')} WHERE occurred_at BETWEEN $1 AND $2
           UNION ALL
           SELECT path, sources[1] FROM (
             SELECT v.path, row_number() OVER latest AS n,
                    array_agg(v.source) FILTER (WHERE v.touched) OVER (latest ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS sources
               FROM ${readModel('visitor_latest')} l JOIN ${readModel('page_view_times')} v ON v.visitor = l.visitor AND v.occurred_at BETWEEN $1 AND $2
              WHERE l.occurred_at > $2
             WINDOW latest AS (PARTITION BY v.visitor COLLATE "C" ORDER BY v.occurred_at DESC, v.global_position DESC)
           ) seen WHERE n = 1
         ),
         pages AS (SELECT path, count(*)::int AS visitors FROM visitor GROUP BY path ORDER BY 2 DESC, path COLLATE "C" LIMIT ${TOP}),
         sources AS (SELECT source, count(*)::int AS visitors FROM visitor GROUP BY source ORDER BY 2 DESC, source COLLATE "C" NULLS FIRST LIMIT ${TOP})
         SELECT (SELECT count(*)::int FROM visitor) AS visitors,
                (SELECT json_agg(pages ORDER BY visitors DESC, path COLLATE "C") FROM pages) AS pages,
                (SELECT json_agg(sources ORDER BY visitors DESC, source COLLATE "C" NULLS FIRST) FROM sources) AS sources`,
        [from, to],
      ),
    );
    const [answer] = rows;
    return { from: from.toISOString(), to: to.toISOString(), visitors: answer.visitors, pages: answer.pages ?? [], sources: answer.sources ?? [] };
  }
}
