/**
 * Report days in a time zone: a day is [local midnight, next local midnight),
 * 23 or 25 hours across a daylight-saving change. The worker buckets events
 * by `dayOf`, the API turns days into instants by `dayStart`; both use these
 * two, so a day means the same on either side. Intl only (the zone rules of
 * the runtime's ICU data).
 */

/** What reports follow when nothing else is set. */
export const DEFAULT_REPORT_TIME_ZONE = 'UTC';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's IANA name spelled as Intl spells it (`utc` → `UTC`), or null for
 * a zone Intl does not know. An alias stays itself (`Asia/Kolkata` is not
 * turned into ICU's `Asia/Calcutta`).
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/** Every zone a report may follow, UTC first. */
export function reportTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_REPORT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_REPORT_TIME_ZONE)];
}

/** The wall clock an instant shows in a zone, written as if it were UTC (ms dropped). */
function wallClock(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** A stretch of instants that all fall on `day` in a zone, its offset the same from `lo` to `hi` (excluded). */
interface DayRun {
  lo: number;
  hi: number;
  day: string;
}

/** Per zone, the runs dayOf found last: the worker asks for the day of every event, mostly a few days over and over. */
const recentRuns = new Map<string, DayRun[]>();
const RUNS_KEPT = 8;

/** The zone's offset from UTC at an instant, in ms (the wall clock is read to the second). */
function offsetAt(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const second = ms - mod(ms, 1000);
  return wallClock(second, timeZone) - second;
}

const mod = (value: number, by: number): number => ((value % by) + by) % by;

/**
 * The day (YYYY-MM-DD) an instant falls on in a zone: every daily figure
 * counts an event on it. Intl's formatting costs 4–5 µs an instant, so
 * the answer is kept for the whole local day around it, taken only where
 * the zone's offset is the same at both of its ends (no zone changes its
 * offset and back within a day); a day with a change of offset (where a date
 * can even come back, as where clocks go back at midnight) is worked out
 * instant by instant.
 */
export function dayOf(at: Date | number, timeZone: string = DEFAULT_REPORT_TIME_ZONE): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const runs = recentRuns.get(timeZone);
  if (runs) for (const run of runs) if (ms >= run.lo && ms < run.hi) return run.day;
  const offset = offsetAt(ms, timeZone);
  const wall = ms + offset;
  const day = new Date(wall).toISOString().slice(0, 10);
  const lo = wall - mod(wall, DAY_MS) - offset;
  const hi = lo + DAY_MS;
  if (offsetAt(lo, timeZone) === offset && offsetAt(hi - 1, timeZone) === offset) {
    const kept = [{ lo, hi, day }, ...(runs ?? [])].slice(0, RUNS_KEPT);
    recentRuns.set(timeZone, kept);
  }
  return day;
}

/**
 * The first instant of a day in a zone: its local midnight, or where a
 * daylight-saving gap skips midnight, the first instant that shows that date.
 */
export function dayStart(day: string, timeZone: string = DEFAULT_REPORT_TIME_ZONE): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (timeZone === 'UTC') return new Date(midnight);
  // Local midnight is midnight-as-UTC less the zone's offset; the offset is read twice, since it may change in between.
  const first = midnight - (wallClock(midnight, timeZone) - midnight);
  const guess = midnight - (wallClock(first, timeZone) - first);
  if (dayOf(guess, timeZone) === day && dayOf(guess - 1, timeZone) < day) return new Date(guess);
  // A gap at midnight: the day starts at the transition, found by halving (offsets lie within ±14 hours).
  let before = midnight - 15 * HOUR_MS;
  let after = midnight + 15 * HOUR_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (dayOf(middle, timeZone) < day) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/** Calendar days after (or before) a day, the same in every zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}
