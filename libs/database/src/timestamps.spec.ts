import fc from 'fast-check';
import { types } from 'pg';
import { isoTimestamptz, parseTimestamptz } from './timestamps';

const pgParser: (text: string) => unknown = types.getTypeParser(types.builtins.TIMESTAMPTZ, 'text');

/** A time as Postgres writes a timestamptz with the session in UTC: microseconds, trailing zeros dropped. */
function asPostgresWrites(ms: number, micros: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = String(micros).padStart(6, '0').replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

const same = (text: string) => expect(parseTimestamptz(text)).toEqual(pgParser(text));

describe('reading a timestamptz', () => {
  it('gives the Date pg gives, for any time of years 1000 to 9999 to the microsecond', () => {
    const seconds = fc.integer({ min: Date.UTC(1000, 0, 1) / 1000, max: Date.UTC(9999, 11, 31, 23, 59, 59) / 1000 });
    fc.assert(
      fc.property(seconds, fc.integer({ min: 0, max: 999_999 }), (second, micros) => {
        const text = asPostgresWrites(second * 1000, micros);
        const parsed = parseTimestamptz(text);
        expect(parsed).toBeInstanceOf(Date);
        expect(parsed).toEqual(pgParser(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives it for the fractions a float turns into less than their milliseconds', () => {
    for (const fraction of ['.579', '.0285', '.29', '.57', '.007', '.999999', '.1', '.000001']) same(`2026-12-02 11:00:00${fraction}+00`);
  });

  it('leaves every other form to pg: other offsets, BC, infinity, early years', () => {
    for (const text of [
      '2026-12-02 11:00:00+05:30',
      '2026-12-02 11:00:00.25-08',
      '2026-12-02 11:00:00+00 BC',
      '0050-01-01 00:00:00+00',
      '0999-06-30 12:00:00.5+00',
      'infinity',
      '-infinity',
      '12026-12-02 11:00:00+00',
    ]) {
      same(text);
    }
  });
});

describe('reading a timestamptz into the ISO string its Date prints', () => {
  const sameAsDate = (text: string) => expect(isoTimestamptz(text)).toBe((pgParser(text) as Date).toISOString());

  it('prints what the Date pg makes of it prints, for any time of years 1000 to 9999 to the microsecond', () => {
    const seconds = fc.integer({ min: Date.UTC(1000, 0, 1) / 1000, max: Date.UTC(9999, 11, 31, 23, 59, 59) / 1000 });
    fc.assert(
      fc.property(seconds, fc.integer({ min: 0, max: 999_999 }), (second, micros) => sameAsDate(asPostgresWrites(second * 1000, micros))),
      { numRuns: 5000 },
    );
  });

  it('cuts the fractions to milliseconds as that Date does, and pads what is short', () => {
    for (const fraction of ['', '.579', '.0285', '.29', '.57', '.007', '.999999', '.1', '.000001']) sameAsDate(`2026-12-02 11:00:00${fraction}+00`);
    expect(isoTimestamptz('2026-12-02 11:00:00.5+00')).toBe('2026-12-02T11:00:00.500Z');
  });

  it('leaves other offsets, BC and early years to pg, printed as their Date prints them', () => {
    for (const text of ['2026-12-02 11:00:00+05:30', '2026-12-02 11:00:00.25-08', '2026-12-02 11:00:00+00 BC', '0999-06-30 12:00:00.5+00', '12026-12-02 11:00:00+00']) {
      sameAsDate(text);
    }
  });
});
