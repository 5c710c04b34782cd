import { dayInstants, daysBetween, daysEnding, previousDays, wholeDays } from './range';

const at = (iso: string) => new Date(iso);

describe('days', () => {
  it('counts days back over a month end, and both ends of a range', () => {
    expect(daysEnding('2026-03-01', 7)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(daysBetween('2026-02-23', '2026-03-01')).toBe(7);
  });

  it('compares a range with as many days just before it', () => {
    expect(previousDays({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(previousDays({ from: '2026-11-29', to: '2026-11-29' })).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });
});

describe('dayInstants', () => {
  it('runs from the first day\'s local midnight to the one after the last day, 23 or 25 hours a day across a clock change', () => {
    expect(dayInstants({ from: '2026-11-01', to: '2026-11-01' }, 'UTC')).toEqual({ from: at('2026-11-01T00:00:00Z'), until: at('2026-11-02T00:00:00Z') });
    expect(dayInstants({ from: '2026-10-25', to: '2026-10-25' }, 'Europe/London')).toEqual({ from: at('2026-10-24T23:00:00Z'), until: at('2026-10-26T00:00:00Z') });
    expect(dayInstants({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/London')).toEqual({ from: at('2026-03-29T00:00:00Z'), until: at('2026-03-29T23:00:00Z') });
    expect(dayInstants({ from: null, to: '2026-11-30' }, 'UTC')).toEqual({ from: null, until: at('2026-12-01T00:00:00Z') });
  });
});

describe('wholeDays', () => {
  it('finds the whole days inside an instant range, none when it lies inside one day', () => {
    expect(wholeDays({ from: at('2026-11-01T10:00:00Z'), until: at('2026-11-04T00:00:00Z') }, 'UTC')).toEqual({
      start: at('2026-11-02T00:00:00Z'),
      end: at('2026-11-04T00:00:00Z'),
      days: { from: '2026-11-02', to: '2026-11-03' },
    });
    expect(wholeDays({ from: at('2026-11-01T00:00:00Z'), until: null }, 'UTC')).toEqual({ start: at('2026-11-01T00:00:00Z'), end: null, days: { from: '2026-11-01', to: null } });
    expect(wholeDays({ from: at('2026-11-01T10:00:00Z'), until: at('2026-11-01T12:00:00Z') }, 'UTC').days).toEqual({ from: '2026-11-02', to: '2026-10-31' });
  });

  it('counts local days in a zone', () => {
    expect(wholeDays({ from: at('2026-07-01T10:00:00Z'), until: at('2026-07-04T00:00:00Z') }, 'Europe/London').days).toEqual({ from: '2026-07-02', to: '2026-07-03' });
  });
});
