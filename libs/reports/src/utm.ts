import { ORDERED_FUNNEL_STEPS, type AdminUtmResponse, type UtmSourceStats } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { byName } from './byte-order';
import { createdDays } from './created-days';
import type { InstantRange } from './range';
import { sqlParams } from './sql';

/** The `from` and `to` a report was asked for, as its answer repeats them. */
export interface AskedRange {
  from: string | null;
  to: string | null;
}

/**
 * Contacts by first-touch UTM source (the source that brought them), with how
 * far each source's contacts got. The whole days of the range come from
 * contact_counts; a bound inside a day leaves less than a day at that end,
 * counted from the contacts themselves over the created_at index.
 */
export async function utmReport(db: Pool, range: InstantRange, { from, to }: AskedRange, zone: string): Promise<AdminUtmResponse> {
  const params = sqlParams();
  const { wholeDays, partialDays } = createdDays(range, zone, params.add);
  const { rows } = await db.query<{ source: string | null; step: string | null; contacts: number; identified: number }>(
    `SELECT source, step, sum(contacts)::int AS contacts, sum(identified)::int AS identified FROM (
       SELECT nullif(utm_source, '') AS source, nullif(step, '') AS step, contacts, CASE WHEN anonymous THEN 0 ELSE contacts END AS identified
         FROM ${readModel('contact_counts')} WHERE ${wholeDays}
       UNION ALL
       SELECT utm_source, current_funnel_step, 1, CASE WHEN anonymous THEN 0 ELSE 1 END
         FROM ${readModel('contacts')} WHERE ${partialDays}
     ) counted GROUP BY source, step`,
    params.values,
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
  // Biggest first; on a tie, named sources (in byte order) before contacts who came without one.
  const ordered = [...sources.values()].sort((a, b) => b.contacts - a.contacts || byName(a.source, b.source));
  return { timeZone: zone, from, to, sources: ordered };
}
