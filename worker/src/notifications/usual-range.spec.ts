import { lastCompleteDay, lastCompleteWeek } from './periods';
import { outside, usualRange } from './usual-range';

describe('the usual range', () => {
  it('is the quartiles by nearest rank, widened by 1.5 times their spread', () => {
    // 28 days: 100..127; q1 = 7th = 106, q3 = 21st = 120, spread 14.
    const days = Array.from({ length: 28 }, (_, i) => 127 - i);
    expect(usualRange(days)).toEqual({ q1: 106, q3: 120, low: 85, high: 141 });
  });

  it('assumes a spread of at least 2, so a figure mostly 0 alerts only on a real jump', () => {
    const range = usualRange([...Array(26).fill(0), 1, 1]);
    expect(range).toEqual({ q1: 0, q3: 0, low: 0, high: 3 });
    expect(outside(3, range)).toBeNull();
    expect(outside(4, range)).toBe('above');
  });

  it('says which side a figure left it on', () => {
    const range = usualRange(Array(28).fill(50));
    expect([outside(46, range), outside(47, range), outside(53, range), outside(54, range)]).toEqual(['below', null, null, 'above']);
  });
});

describe('the periods', () => {
  it('the last complete week is the Monday to Sunday before this week, named by its ISO week', () => {
    // Monday 2026-11-30 00:30 in Berlin is still Sunday in UTC.
    expect(lastCompleteWeek(new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toEqual({ from: '2026-11-23', to: '2026-11-29', label: '2026-W48' });
    expect(lastCompleteWeek(new Date('2026-11-29T23:30:00Z'), 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22', label: '2026-W47' });
    // The week of 2020-12-28 is 2020-W53; that of 2024-12-30 is 2025-W01.
    expect(lastCompleteWeek(new Date('2021-01-04T12:00:00Z'), 'UTC').label).toBe('2020-W53');
    expect(lastCompleteWeek(new Date('2025-01-06T12:00:00Z'), 'UTC').label).toBe('2025-W01');
  });

  it('the last complete day is yesterday in the zone', () => {
    expect(lastCompleteDay(new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-29');
    expect(lastCompleteDay(new Date('2026-11-29T23:30:00Z'), 'UTC')).toBe('2026-11-28');
  });
});
