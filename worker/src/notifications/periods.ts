import { addDays, dayOf } from '@pitchlens/contracts';

export interface Week {
  /** Monday and Sunday, report days. */
  from: string;
  to: string;
  /** ISO 8601 week, `2026-W48`: the digest's key. */
  label: string;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The last complete Monday–Sunday in `zone` at `now`. */
export function lastCompleteWeek(now: Date, zone: string): Week {
  const today = dayOf(now, zone);
  const monday = addDays(today, -((weekday(today) + 6) % 7) - 7);
  return { from: monday, to: addDays(monday, 6), label: isoWeek(monday) };
}

/** The day before today in `zone`: the last complete day. */
export function lastCompleteDay(now: Date, zone: string): string {
  return addDays(dayOf(now, zone), -1);
}

/** ISO 8601 week of a Monday: the week's year is its Thursday's. */
function isoWeek(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
