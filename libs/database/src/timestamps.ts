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
 * Whether `text` is a timestamptz as Postgres writes it in UTC, `YYYY-MM-DD
 * HH:MM:SS[.f…]+00`, of a year from 1000: such a value is read here by
 * position. Anything else (an offset of another zone, BC, infinity, an
 * earlier year) is left to pg's parser, which runs three regular
 * expressions over every value: in a replay of the contacts that was 3% of
 * the process's time and a twelfth of all it allocated.
 */
function writtenInUtc(text: string): boolean {
  const n = text.length;
  return (
    (n === 22 || (n >= 24 && n <= 29 && text[19] === '.')) &&
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === ' ' &&
    text[13] === ':' &&
    text[16] === ':' &&
    text.endsWith('+00') &&
    digitsAt(text, 0, 4) >= 1000 &&
    digitsAt(text, 5, 7) >= 0 &&
    digitsAt(text, 8, 10) >= 0 &&
    digitsAt(text, 11, 13) >= 0 &&
    digitsAt(text, 14, 16) >= 0 &&
    digitsAt(text, 17, 19) >= 0 &&
    (n === 22 || digitsAt(text, 20, n - 3) >= 0)
  );
}

/** A timestamptz read into the Date pg's own parser makes of it (the fraction turned into milliseconds the same way). */
export function parseTimestamptz(text: string): Date | number | null {
  if (!writtenInUtc(text)) return defaultParser(text);
  const n = text.length;
  const ms = n === 22 ? 0 : 1000 * parseFloat(text.slice(19, n - 3));
  return new Date(Date.UTC(digitsAt(text, 0, 4), digitsAt(text, 5, 7) - 1, digitsAt(text, 8, 10), digitsAt(text, 11, 13), digitsAt(text, 14, 16), digitsAt(text, 17, 19), ms));
}

/**
 * A timestamptz read straight into the ISO string its Date would print
 * (`toISOString`), cut from the text with no Date made: the contact list's
 * two times a row were made into Dates only to be printed (0.90 µs a time
 * with the CSV's check of the cell, against 0.28).
 */
export function isoTimestamptz(text: string): string {
  if (!writtenInUtc(text)) {
    const parsed = defaultParser(text);
    return parsed instanceof Date ? parsed.toISOString() : String(parsed);
  }
  const n = text.length;
  // The fraction's first three digits, padded: the milliseconds its Date keeps (the spec holds the two equal).
  const ms = n === 22 ? '000' : `${text.slice(20, Math.min(23, n - 3))}00`.slice(0, 3);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
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
