/**
 * The range rule of every admin report: what the validated `from`/`to` of a
 * request mean as report days (`YYYY-MM-DD`) and as instants, in the
 * request's zone, and which are refused (a 400 naming the field).
 */
import { addDays, dayOf as dayIn, dayStart, type AdminReportRange } from '@pitchlens/contracts';
import { daysEnding, type ClosedDayRange, type DayRange, type InstantRange } from '@pitchlens/reports';
import { invalid } from '../validation/query-params';
import { reportTimeZone } from './report-zone';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A report of every day (traffic) shows these many up to `to` unless asked otherwise, and never more than MAX_DAYS. */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/**
 * The report day an instant falls on: in the zone the live read models
 * count days in (the request's, reportTimeZone), by the same function the
 * projectors' days come from.
 */
export function dayOf(instant: Date): string {
  return dayIn(instant, reportTimeZone());
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
  const zone = reportTimeZone();
  const start = from ? (DATE_ONLY.test(from) ? dayStart(from, zone) : new Date(from)) : null;
  const until = to ? (DATE_ONLY.test(to) ? dayStart(addDays(to, 1), zone) : new Date(new Date(to).getTime() + 1)) : null;
  if (start && until && until <= start) throw invalid('to', 'must not be before from');
  return { from: start, until };
}
