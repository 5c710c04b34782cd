import { funnelRank, ORDERED_FUNNEL_STEPS, type AdminFunnelResponse, type OrderedFunnelStep } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import type { DayRange } from '../range';
import { inDays } from '../sql';
import { orderedFunnel } from './funnel-stats';

const IN_RANGE = inDays('day', '$1', '$2');

/**
 * Contacts count on the report day they first reached a step, so a range
 * holds the contacts who arrived at each step in it, not those who came back
 * to it: per step from funnel_step_daily, and by furthest ordered step (on
 * the day they first reached it) from funnel_furthest_daily. Step events,
 * from funnel_daily, count every visit in the range. With no range these are
 * the all-time unique counts. The contacts projector keeps all three tables,
 * unique across identity merges.
 */
export async function funnelReport(db: Pool, { from, to }: DayRange, zone: string): Promise<AdminFunnelResponse> {
  const range = [from, to];
  const [perStep, furthest, events] = await Promise.all([
    db.query<{ step: string; contacts: number }>(
      `SELECT step, sum(contacts)::int AS contacts FROM ${readModel('funnel_step_daily')} WHERE ${IN_RANGE} GROUP BY step`,
      range,
    ),
    db.query<{ step: OrderedFunnelStep; contacts: number }>(
      `SELECT step, sum(contacts)::int AS contacts FROM ${readModel('funnel_furthest_daily')} WHERE ${IN_RANGE} GROUP BY step`,
      range,
    ),
    db.query<{ step: string; events: number }>(`SELECT step, sum(events)::int AS events FROM ${readModel('funnel_daily')} WHERE ${IN_RANGE} GROUP BY step`, range),
  ]);
  const contacts = new Map(perStep.rows.map((r) => [r.step, r.contacts]));
  const eventCounts = new Map(events.rows.map((r) => [r.step, r.events]));
  const ordered = new Set<string>(ORDERED_FUNNEL_STEPS);
  const otherSteps = [...new Set([...contacts.keys(), ...eventCounts.keys()])]
    .filter((step) => !ordered.has(step))
    .sort()
    .map((step) => ({ step, contacts: contacts.get(step) ?? 0, events: eventCounts.get(step) ?? 0 }));
  return {
    timeZone: zone,
    from,
    to,
    steps: orderedFunnel(contacts, eventCounts, new Map(furthest.rows.map((r) => [funnelRank(r.step), r.contacts]))),
    otherSteps,
  };
}
