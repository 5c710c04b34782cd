import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERED_FUNNEL_STEPS, type AdminUtmResponse, type UtmSourceStats } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens';
import { GetUtmQuery } from './get-utm.query';

/** Contacts by first-touch UTM source (the source that brought them), with how far each source's contacts got. */
@QueryHandler(GetUtmQuery)
export class GetUtmHandler implements IQueryHandler<GetUtmQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ range, from, to }: GetUtmQuery): Promise<AdminUtmResponse> {
    const { rows } = await this.pool.query<{ source: string | null; step: string | null; contacts: number; identified: number }>(
      `SELECT utm_source AS source, current_funnel_step AS step,
              count(*)::int AS contacts, count(*) FILTER (WHERE NOT anonymous)::int AS identified
         FROM read_model.contacts
        WHERE ($1::timestamptz IS NULL OR created_at >= $1) AND ($2::timestamptz IS NULL OR created_at < $2)
        GROUP BY utm_source, current_funnel_step`,
      [range.from, range.until],
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
