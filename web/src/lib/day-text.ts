const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/*
 * Days as en-US writes them in full, written out rather than asked of Intl:
 * the first date Intl formats in a page loads ICU's date data (about 20 ms on
 * a fast machine, several times that on a slow phone's main thread), for what
 * two lists of names give.
 */

/** "January 1, 2026": the calendar day of an ISO date ("2026-01-01"), as it is written, in no time zone. */
export function isoDayText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "Sunday, December 6, 2026": the day `date` falls on in the browser's time zone. */
export function localWeekdayText(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
