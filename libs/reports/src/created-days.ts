import { wholeDays, type InstantRange } from './range';
import { inDays, type SqlParam } from './sql';

/**
 * A creation-time range split for counting: the whole days inside it (in
 * `zone`) are summed from contact_counts (a row per day and kind of contact),
 * and the parts of a day left at either end, [from, first whole day) and
 * [end of the last whole day, until), are counted from the contacts over
 * their created_at index. `param` adds a value to the caller's query and
 * names it.
 */
export function createdDays(range: InstantRange, zone: string, param: (value: unknown) => SqlParam): { wholeDays: string; partialDays: string } {
  const whole = wholeDays(range, zone);
  const from = param(range.from);
  const until = param(range.until);
  // When the range lies inside one day the whole days are none; then the partial parts cover it.
  const first = param(whole.start);
  const last = param(whole.end);
  return {
    wholeDays: inDays('created_day', param(whole.days.from), param(whole.days.to)),
    // least/greatest skip a NULL, so an open side leaves no part.
    partialDays: `((created_at >= ${from}::timestamptz AND created_at < least(${first}::timestamptz, ${until}::timestamptz))
              OR (created_at >= greatest(${last}::timestamptz, ${from}::timestamptz) AND created_at < ${until}::timestamptz))`,
  };
}
