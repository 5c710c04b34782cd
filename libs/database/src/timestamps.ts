import { types, type CustomTypesConfig } from 'pg';

const defaultParser: (text: string) => Date | number | null = types.getTypeParser(types.builtins.TIMESTAMPTZ, 'text');

const ZERO = 48;
const NINE = 57;

/** The number written at text[from…to), or -1 if a character there is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c < ZERO || c > NINE) return -1;
    value = value * 10 + (c - ZERO);
  }
  return value;
}

/**
 * The fields of a timestamptz as Postgres writes it in UTC, `YYYY-MM-DD
 * HH:MM:SS[.f…]+00`, read by position, the fraction turned into milliseconds
 * as pg's own parser does; null for anything else (an offset of another
 * zone, BC, infinity, a year before 1000), which is left to pg. Its parser
 * runs three regular expressions over every value: in a replay of the
 * contacts that was 3% of the process's time and a twelfth of all it
 * allocated.
 */
function utcFields(text: string): [number, number, number, number, number, number, number] | null {
  const n = text.length;
  const framed =
    (n === 22 || (n >= 24 && n <= 29 && text[19] === '.')) &&
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === ' ' &&
    text[13] === ':' &&
    text[16] === ':' &&
    text.endsWith('+00');
  if (!framed) return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const hour = digitsAt(text, 11, 13);
  const minute = digitsAt(text, 14, 16);
  const second = digitsAt(text, 17, 19);
  const fraction = n === 22 ? 0 : digitsAt(text, 20, n - 3);
  if (year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0 || fraction < 0) return null;
  return [year, month, day, hour, minute, second, n === 22 ? 0 : Math.trunc(1000 * parseFloat(text.slice(19, n - 3)))];
}

/** A timestamptz read into the Date pg's own parser makes of it. */
export function parseTimestamptz(text: string): Date | number | null {
  const fields = utcFields(text);
  if (!fields) return defaultParser(text);
  const [year, month, day, hour, minute, second, ms] = fields;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A timestamptz read straight into the ISO string its Date would print
 * (`toISOString`), with no Date made: the contact list's two times a row
 * were made into Dates only to be printed, about a tenth of the API's CPU
 * in a CSV download (README "Capacity").
 */
export function isoTimestamptz(text: string): string {
  const fields = utcFields(text);
  if (!fields) {
    const parsed = defaultParser(text);
    return parsed instanceof Date ? parsed.toISOString() : String(parsed);
  }
  const [year, month, day, hour, minute, second, ms] = fields;
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}.${String(ms).padStart(3, '0')}Z`;
}

/** pg's parsers, with timestamptz read by parseTimestamptz: for a pool's `types`. */
export const POOL_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === types.builtins.TIMESTAMPTZ && format !== 'binary' ? parseTimestamptz : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};

/** pg's parsers, with timestamptz read by isoTimestamptz: for rows that only print their times. */
export const ISO_TIMESTAMP_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === types.builtins.TIMESTAMPTZ && format !== 'binary' ? isoTimestamptz : POOL_TYPES.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
