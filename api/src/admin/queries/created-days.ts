import type { InstantRange } from '../validation/query-params';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A creation-time range split for counting: the whole UTC days inside it are
 * summed from contact_counts (a row per day and kind of contact), and the
 * parts of a day left at either end, [from, first whole day) and [end of the
 * last whole day, until), are counted from the contacts over their created_at
 * index. `param` adds a value to the caller's query and names it.
 */
export function createdDays(range: InstantRange, param: (value: unknown) => string): { wholeDays: string; partialDays: string } {
  const from = param(range.from);
  const until = param(range.until);
  // Empty (first after last) when the range lies inside one day; then the partial parts cover it.
  const first = param(range.from && new Date(Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS));
  const last = param(range.until && new Date(Math.floor(range.until.getTime() / DAY_MS) * DAY_MS));
  return {
    wholeDays: `(${first}::timestamptz IS NULL OR created_day >= (${first}::timestamptz AT TIME ZONE 'UTC')::date)
            AND (${last}::timestamptz IS NULL OR created_day < (${last}::timestamptz AT TIME ZONE 'UTC')::date)`,
    // least/greatest skip a NULL, so an open side leaves no part.
    partialDays: `((created_at >= ${from}::timestamptz AND created_at < least(${first}::timestamptz, ${until}::timestamptz))
              OR (created_at >= greatest(${last}::timestamptz, ${from}::timestamptz) AND created_at < ${until}::timestamptz))`,
  };
}
