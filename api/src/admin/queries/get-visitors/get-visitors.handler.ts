import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminVisitorsResponse, VisitorsFromSource, VisitorsOnPage } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import { ReadSource } from '../../../infrastructure/read-source';
import { GetVisitorsQuery } from './get-visitors.query';

const TOP = 20;

/**
 * Distinct visitors (sessions, a view without one its own) with a page view in
 * the range, from the traffic projector's page views at their instants (bots
 * are never written there). Each visitor's current page is their latest view
 * in the range, their source the latest touch among those views (a touch
 * without a source, a campaign's medium alone say, makes them direct); equal times
 * go to the later log position, so a replay answers the same. Pages and
 * sources with as many visitors go in byte order, a direct visit first.
 */
@QueryHandler(GetVisitorsQuery)
export class GetVisitorsHandler implements IQueryHandler<GetVisitorsQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  async execute({ from, to }: GetVisitorsQuery): Promise<AdminVisitorsResponse> {
    const { rows } = await this.reads.pool().query<{ visitors: number; pages: VisitorsOnPage[] | null; sources: VisitorsFromSource[] | null }>(
      // Visitors are sorted in byte order: the same groups, sorted a third faster than by the database's collation.
      // One sort serves both windows: the first row is the latest view, and the touched sources are listed latest first.
      `WITH visitor AS (
         SELECT path, sources[1] AS source FROM (
           SELECT path, row_number() OVER latest AS n,
                  array_agg(source) FILTER (WHERE touched) OVER (latest ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS sources
             FROM ${readModel('page_view_times')} WHERE occurred_at BETWEEN $1 AND $2
           WINDOW latest AS (PARTITION BY visitor COLLATE "C" ORDER BY occurred_at DESC, global_position DESC)
         ) seen WHERE n = 1
       ),
       pages AS (SELECT path, count(*)::int AS visitors FROM visitor GROUP BY path ORDER BY 2 DESC, path COLLATE "C" LIMIT ${TOP}),
       sources AS (SELECT source, count(*)::int AS visitors FROM visitor GROUP BY source ORDER BY 2 DESC, source COLLATE "C" NULLS FIRST LIMIT ${TOP})
       SELECT (SELECT count(*)::int FROM visitor) AS visitors,
              (SELECT json_agg(pages ORDER BY visitors DESC, path COLLATE "C") FROM pages) AS pages,
              (SELECT json_agg(sources ORDER BY visitors DESC, source COLLATE "C" NULLS FIRST) FROM sources) AS sources`,
      [from, to],
    );
    const [answer] = rows;
    return { from: from.toISOString(), to: to.toISOString(), visitors: answer.visitors, pages: answer.pages ?? [], sources: answer.sources ?? [] };
  }
}
