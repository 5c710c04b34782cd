/**
 * Report days (`YYYY-MM-DD`) and instants in a report time zone: the ranges
 * every report is asked for. What a request's `from`/`to` mean, and which
 * are refused, is the API's (api/src/admin/reports/report-range.ts).
 */
import { addDays, dayOf, dayStart } from '@pitchlens/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inclusive report days; null leaves that side open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface ClosedDayRange {
  from: string;
  to: string;
}

/** Half-open instants [from, until); null leaves that side open. */
export interface InstantRange {
  from: Date | null;
  until: Date | null;
}

/** How many days `from`…`to` holds, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `count` days up to and including `last`. */
export function daysEnding(last: string, count: number): ClosedDayRange {
  return { from: addDays(last, 1 - count), to: last };
}

/** As many days as `days` holds, ending the day before it begins (README "Comparison"). */
export function previousDays({ from, to }: ClosedDayRange): ClosedDayRange {
  return daysEnding(addDays(from, -1), daysBetween(from, to));
}

/** The instants of whole report days: from local midnight of `from` to local midnight after `to`. */
export function dayInstants({ from, to }: DayRange, zone: string): InstantRange {
  return { from: from ? dayStart(from, zone) : null, until: to ? dayStart(addDays(to, 1), zone) : null };
}

/**
 * The whole days inside an instant range: from the first day start at or
 * after `from` to the last at or before `until`. Empty (`from` after `to`)
 * when the range lies inside one day.
 */
export function wholeDays(range: InstantRange, zone: string): { start: Date | null; end: Date | null; days: DayRange } {
  const floor = (instant: Date) => dayStart(dayOf(instant, zone), zone);
  const start = range.from && (floor(range.from).getTime() === range.from.getTime() ? range.from : dayStart(addDays(dayOf(range.from, zone), 1), zone));
  const end = range.until && floor(range.until);
  return { start, end, days: { from: start && dayOf(start, zone), to: end && addDays(dayOf(end, zone), -1) } };
}
