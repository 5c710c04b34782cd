import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERED_FUNNEL_STEPS, type AdminUtmResponse, type UtmSourceStats } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens';
import type { InstantRange } from '../../validation/query-params';
import { GetUtmQuery } from './get-utm.query';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Contacts by first-touch UTM source (the source that brought them), with how
 * far each source's contacts got. The whole UTC days of the range come from
 * contact_counts; a bound inside a day leaves less than a day at that end,
 * counted from the contacts themselves over the created_at index.
 */
@QueryHandler(GetUtmQuery)
export class GetUtmHandler implements IQueryHandler<GetUtmQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ range, from, to }: GetUtmQuery): Promise<AdminUtmResponse> {
    const days = wholeDays(range);
    const { rows } = await this.pool.query<{ source: string | null; step: string | null; contacts: number; identified: number }>(
      `SELECT source, step, sum(contacts)::int AS contacts, sum(identified)::int AS identified FROM (
         SELECT nullif(utm_source, '') AS source, nullif(step, '') AS step, contacts, CASE WHEN anonymous THEN 0 ELSE contacts END AS identified
           FROM read_model.contact_counts
          WHERE ($3::timestamptz IS NULL OR created_day >= ($3::timestamptz AT TIME ZONE 'UTC')::date)
            AND ($4::timestamptz IS NULL OR created_day < ($4::timestamptz AT TIME ZONE 'UTC')::date)
         UNION ALL
         SELECT utm_source, current_funnel_step, 1, CASE WHEN anonymous THEN 0 ELSE 1 END
           FROM read_model.contacts
          WHERE (created_at >= $1 AND created_at < least($3, $2)) OR (created_at >= greatest($4, $1) AND created_at < $2)
       ) counted GROUP BY source, step`,
      [range.from, range.until, days.from, days.until],
    );
    const sources = new Map<string | null, UtmSourceStats>();
    for (const row of rows) {
      const stats = sources.get(row.source) ?? {
        source: row.source,
        contacts: 0,
        identifiedContacts: 0,
        contactsByStep: ORDERED_FUNNEL_STEPS.map((step) => ({ step, contacts: 0 })),
      };
      stats.contacts += row.contacts;
      stats.identifiedContacts += row.identified;
      const step = stats.contactsByStep.find((s) => s.step === row.step);
      if (step) step.contacts += row.contacts;
      sources.set(row.source, stats);
    }
    // Biggest first; on a tie, named sources before contacts who came without one.
    const ordered = [...sources.values()].sort(
      (a, b) => b.contacts - a.contacts || Number(a.source === null) - Number(b.source === null) || (a.source ?? '').localeCompare(b.source ?? ''),
    );
    return { from, to, sources: ordered };
  }
}

/**
 * The whole UTC days inside the range (empty when from >= until). The parts
 * before and after them are [range.from, from) and [until, range.until);
 * least/greatest skip a NULL, so an open side leaves no part.
 */
function wholeDays(range: InstantRange): { from: Date | null; until: Date | null } {
  return {
    from: range.from && new Date(Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS),
    until: range.until && new Date(Math.floor(range.until.getTime() / DAY_MS) * DAY_MS),
  };
}
