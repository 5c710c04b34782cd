import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ORDERED_FUNNEL_STEPS, type AdminFunnelResponse } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../infrastructure/tokens';
import { orderedFunnel } from './funnel-stats';
import { GetFunnelQuery } from './get-funnel.query';

const IN_RANGE = `($1::date IS NULL OR day >= $1::date) AND ($2::date IS NULL OR day <= $2::date)`;

/**
 * Unique contacts per step from funnel_reached (one row per contact, day,
 * step and source, kept unique across identity merges by the projector) and
 * step events from funnel_daily.
 */
@QueryHandler(GetFunnelQuery)
export class GetFunnelHandler implements IQueryHandler<GetFunnelQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ from, to }: GetFunnelQuery): Promise<AdminFunnelResponse> {
    const range = [from, to];
    const [perStep, furthest, events] = await Promise.all([
      this.pool.query<{ step: string; contacts: number }>(
        `SELECT step, count(DISTINCT contact_id)::int AS contacts FROM read_model.funnel_reached WHERE ${IN_RANGE} GROUP BY step`,
        range,
      ),
      this.pool.query<{ rank: number; contacts: number }>(
        `SELECT rank - 1 AS rank, count(*)::int AS contacts FROM (
           SELECT max(array_position($3::text[], step)) AS rank FROM read_model.funnel_reached
            WHERE ${IN_RANGE} AND step = ANY($3::text[]) GROUP BY contact_id
         ) furthest GROUP BY rank`,
        [...range, [...ORDERED_FUNNEL_STEPS]],
      ),
      this.pool.query<{ step: string; events: number }>(
        `SELECT step, sum(events)::int AS events FROM read_model.funnel_daily WHERE ${IN_RANGE} GROUP BY step`,
        range,
      ),
    ]);
    const contacts = new Map(perStep.rows.map((r) => [r.step, r.contacts]));
    const eventCounts = new Map(events.rows.map((r) => [r.step, r.events]));
    const ordered = new Set<string>(ORDERED_FUNNEL_STEPS);
    const otherSteps = [...new Set([...contacts.keys(), ...eventCounts.keys()])]
      .filter((step) => !ordered.has(step))
      .sort()
      .map((step) => ({ step, contacts: contacts.get(step) ?? 0, events: eventCounts.get(step) ?? 0 }));
    return {
      from,
      to,
      steps: orderedFunnel(contacts, eventCounts, new Map(furthest.rows.map((r) => [r.rank, r.contacts]))),
      otherSteps,
    };
  }
}
