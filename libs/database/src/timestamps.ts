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
 * A timestamptz as Postgres writes it in UTC, `YYYY-MM-DD HH:MM:SS[.f…]+00`,
 * read by position into the Date pg's own parser makes of it (the fraction
 * turned into milliseconds the same way). pg's parser runs three regular
 * expressions over every value: in a replay of the contacts that was 3% of
 * the process's time and a twelfth of all it allocated. Anything else (an
 * offset of another zone, BC, infinity, a year before 1000) is left to it.
 */
export function parseTimestamptz(text: string): Date | number | null {
  const n = text.length;
  const framed =
    (n === 22 || (n >= 24 && n <= 29 && text[19] === '.')) &&
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === ' ' &&
    text[13] === ':' &&
    text[16] === ':' &&
    text.endsWith('+00');
  if (!framed) return defaultParser(text);
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const hour = digitsAt(text, 11, 13);
  const minute = digitsAt(text, 14, 16);
  const second = digitsAt(text, 17, 19);
  const fraction = n === 22 ? 0 : digitsAt(text, 20, n - 3);
  if (year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0 || fraction < 0) return defaultParser(text);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, n === 22 ? 0 : 1000 * parseFloat(text.slice(19, n - 3))));
}

/** pg's parsers, with timestamptz read by parseTimestamptz: for a pool's `types`. */
export const POOL_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === types.builtins.TIMESTAMPTZ && format !== 'binary' ? parseTimestamptz : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
