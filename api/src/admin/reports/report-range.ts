/**
 * The range rule of every admin report: what the validated `from`/`to` of a
 * request mean as report days (`YYYY-MM-DD`) and as instants.
 */
import { addDays, dayOf as dayIn, dayStart as startIn, type AdminReportRange } from '@pitchlens/contracts';
import { invalid } from '../validation/query-params';
import { reportTimeZone } from './report-zone';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A report of every day (traffic) shows these many up to `to` unless asked otherwise, and never more than MAX_DAYS. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

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

/**
 * Where a report day begins: local midnight in the zone the live read models
 * count days in (the request's, reportTimeZone), by the same function the
 * projectors' days come from.
 */
function dayStart(day: string): Date {
  return startIn(day, reportTimeZone());
}

/** Calendar days, the same in any zone. */
export { addDays };

/** How many days `from`…`to` holds, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The report day an instant falls on, in the request's zone. */
export function dayOf(instant: Date): string {
  return dayIn(instant, reportTimeZone());
}

/** `count` days up to and including `last`. */
export function daysEnding(last: string, count: number): ClosedDayRange {
  return { from: addDays(last, 1 - count), to: last };
}

/** Inclusive days: a timestamp counts as its day. `to` before `from` is a 400 naming `to`. */
export function reportDays({ from, to }: AdminReportRange): DayRange {
  const day = (value: string | undefined) => (value ? (DATE_ONLY.test(value) ? value : dayOf(new Date(value))) : null);
  const range = { from: day(from), to: day(to) };
  if (range.from && range.to && range.to < range.from) throw invalid('to', 'must not be before from');
  return range;
}

/**
 * Every day of a closed range, for a report that lists each one: by default
 * the DEFAULT_DAYS up to `to`, and `to` today; at most MAX_DAYS.
 */
export function everyDay(range: AdminReportRange, now = new Date()): ClosedDayRange {
  const days = reportDays(range);
  const to = days.to ?? dayOf(now);
  const from = days.from ?? daysEnding(to, DEFAULT_DAYS).from;
  if (from > to) throw invalid('from', 'must not be after to');
  if (from < daysEnding(to, MAX_DAYS).from) throw invalid('from', `must be at most ${MAX_DAYS} days before to`);
  return { from, to };
}

/**
 * Instants: a date-only `to` includes that whole day, a timestamp `to` that
 * instant. An empty range is a 400 naming `to`.
 */
export function reportInstants({ from, to }: AdminReportRange): InstantRange {
  const start = from ? (DATE_ONLY.test(from) ? dayStart(from) : new Date(from)) : null;
  const until = to ? (DATE_ONLY.test(to) ? dayStart(addDays(to, 1)) : new Date(new Date(to).getTime() + 1)) : null;
  if (start && until && until <= start) throw invalid('to', 'must not be before from');
  return { from: start, until };
}

/**
 * The whole days inside an instant range: from the first day start at or
 * after `from` to the last at or before `until`. Empty (`from` after `to`)
 * when the range lies inside one day.
 */
export function wholeDays(range: InstantRange): { start: Date | null; end: Date | null; days: DayRange } {
  const floor = (instant: Date) => dayStart(dayOf(instant));
  const start = range.from && (floor(range.from).getTime() === range.from.getTime() ? range.from : dayStart(addDays(dayOf(range.from), 1)));
  const end = range.until && floor(range.until);
  return { start, end, days: { from: start && dayOf(start), to: end && addDays(dayOf(end), -1) } };
}
