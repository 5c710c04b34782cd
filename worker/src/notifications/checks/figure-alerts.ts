import { addDays, type NotificationKind } from '@pitchlens/contracts';
import { dayInstants, daysEnding, revenueReport, trafficReport, utmReport } from '@pitchlens/reports';
import type { Pool } from 'pg';
import type { CheckContext, NotificationCheck } from '../notification-check';
import { lastCompleteDay } from '../periods';
import { renderTeamMail } from '../team-mail';
import { MIN_LIVE_DAYS, outside, USUAL_RANGE_DAYS, usualRange } from '../usual-range';

type DailyFigure = Extract<NotificationKind, 'visitors' | 'contacts' | 'purchases'>;

/** A figure's value on each of `days`, as the dashboard's report counts it on that day. */
type DailyValues = (pool: Pool, days: { from: string; to: string }, zone: string, now: Date) => Promise<Map<string, number>>;

/** The traffic report's unique visitors per day. */
const visitorsPerDay: DailyValues = async (pool, days, zone) =>
  new Map((await trafficReport(pool, days, zone)).days.map((day) => [day.day, day.uniqueVisitors]));

/** The UTM report's contacts (first seen that day, anonymous included), asked for each day. */
const contactsPerDay: DailyValues = async (pool, { from, to }, zone) => {
  const values = new Map<string, number>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const utm = await utmReport(pool, dayInstants({ from: day, to: day }, zone), { from: day, to: day }, zone);
    values.set(day, utm.sources.reduce((sum, source) => sum + source.contacts, 0));
  }
  return values;
};

/** The revenue report's confirmed payments per day (a day without one is not listed: 0). */
const purchasesPerDay: DailyValues = async (pool, days, zone, now) =>
  new Map((await revenueReport(pool, days, zone, { asOf: now })).days.map((day) => [day.day, day.payments]));

const FIGURES: Record<DailyFigure, { noun: string; values: DailyValues }> = {
  visitors: { noun: 'visitors', values: visitorsPerDay },
  contacts: { noun: 'new contacts', values: contactsPerDay },
  purchases: { noun: 'purchases', values: purchasesPerDay },
};

/**
 * An alert when the last complete day's figure lies outside its usual range
 * (usual-range.ts) over the USUAL_RANGE_DAYS days before it; judged only once
 * the site had visitors on MIN_LIVE_DAYS of those days. Once per figure and day.
 * A day found within its range is not worked out again by this process (the
 * check runs every few minutes; the contacts figure asks a report per day).
 */
function figureAlert(kind: DailyFigure): NotificationCheck {
  const { noun, values } = FIGURES[kind];
  let usualDay: string | null = null;
  return {
    kind,
    async due({ pool, now, timeZone, links, sent }: CheckContext) {
      const day = lastCompleteDay(now, timeZone);
      const key = `alert.${kind}.${day}`;
      if (usualDay === `${timeZone}/${day}` || (await sent(key))) return [];
      const usual = () => {
        usualDay = `${timeZone}/${day}`;
        return [];
      };
      const compared = daysEnding(addDays(day, -1), USUAL_RANGE_DAYS);
      const live = await visitorsPerDay(pool, compared, timeZone, now);
      if ([...live.values()].filter((visitors) => visitors > 0).length < MIN_LIVE_DAYS) return usual();
      const byDay = await values(pool, daysEnding(day, USUAL_RANGE_DAYS + 1), timeZone, now);
      const before: [string, number][] = [];
      for (let d = compared.from; d <= compared.to; d = addDays(d, 1)) before.push([d, byDay.get(d) ?? 0]);
      const value = byDay.get(day) ?? 0;
      const range = usualRange(before.map(([, n]) => n));
      const side = outside(value, range);
      if (!side) return usual();
      const subject = `Pitchlens alert: ${noun} on ${day} ${side} their usual range`;
      const intro = `${day} (${timeZone}) had ${value} ${noun}, ${side} their usual range of ${range.low} to ${range.high}.`;
      const rule = `The usual range is the quartiles of the ${USUAL_RANGE_DAYS} days before (lower ${range.q1}, upper ${range.q3}), widened on each side by 1.5 times their spread (at least 2), never below 0.`;
      const sections = [
        { heading: 'Why', lines: [rule, `Days compared: ${compared.from} to ${compared.to}, as the dashboard counts ${noun} per day.`] },
        { heading: 'The days compared', lines: before.map(([d, n]) => `${d}: ${n}`) },
      ];
      return [{ key, mail: renderTeamMail(subject, intro, sections, links) }];
    },
  };
}

export const visitorsAlert = figureAlert('visitors');
export const contactsAlert = figureAlert('contacts');
export const purchasesAlert = figureAlert('purchases');
