import fc from 'fast-check';
import { addDays, canonicalTimeZone, dayOf, dayStart, reportTimeZones } from './report-days';

const at = (iso: string) => new Date(iso);
const hours = (day: string, zone: string) => (dayStart(addDays(day, 1), zone).getTime() - dayStart(day, zone).getTime()) / 3_600_000;

describe('report days in a time zone', () => {
  it('are UTC days by default', () => {
    expect(dayOf(at('2026-11-01T00:00:00Z'))).toBe('2026-11-01');
    expect(dayOf(at('2026-10-31T23:59:59.999Z'))).toBe('2026-10-31');
    expect(dayStart('2026-11-01')).toEqual(at('2026-11-01T00:00:00Z'));
  });

  it('begin at local midnight, whatever the offset', () => {
    expect(dayStart('2026-11-29', 'Asia/Kolkata')).toEqual(at('2026-11-28T18:30:00Z'));
    expect(dayStart('2026-07-01', 'Pacific/Chatham')).toEqual(at('2026-06-30T11:15:00Z'));
    expect(dayStart('2026-01-01', 'Pacific/Chatham')).toEqual(at('2025-12-31T10:15:00Z'));
    expect(dayOf(at('2026-11-28T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-11-28');
    expect(dayOf(at('2026-11-28T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-29');
    expect(dayStart('2026-11-29', 'America/New_York')).toEqual(at('2026-11-29T05:00:00Z'));
  });

  it('last 23 or 25 hours across a daylight-saving change', () => {
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    expect(hours('2026-03-29', 'Europe/London')).toBe(23);
    expect(hours('2026-10-25', 'Europe/London')).toBe(25);
    expect(hours('2026-04-05', 'Pacific/Chatham')).toBe(25);
    expect(hours('2026-09-27', 'Pacific/Chatham')).toBe(23);
    expect(hours('2026-03-29', 'Asia/Kolkata')).toBe(24);
    expect(dayStart('2026-11-01', 'America/New_York')).toEqual(at('2026-11-01T04:00:00Z'));
    expect(dayStart('2026-11-02', 'America/New_York')).toEqual(at('2026-11-02T05:00:00Z'));
  });

  it('begin where a daylight-saving gap skips midnight', () => {
    // Santiago springs forward at midnight: 2026-09-06 begins at 01:00 local, 04:00 UTC.
    const start = dayStart('2026-09-06', 'America/Santiago');
    expect(dayOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayOf(start.getTime() - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('hold every instant between their start and the next day start (property)', () => {
    const zones = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Santiago', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, ms) => {
        const day = dayOf(ms, zone);
        const start = dayStart(day, zone).getTime();
        const next = dayStart(addDays(day, 1), zone).getTime();
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(next);
        expect(dayOf(start - 1, zone)).toBe(addDays(day, -1));
        expect([23, 23.5, 24, 24.5, 25]).toContain((next - start) / 3_600_000);
      }),
      { numRuns: 500 },
    );
  });

  it('are the date the zone shows, however the instants come (kept runs or afresh)', () => {
    const zones = ['UTC', 'America/New_York', 'Europe/London', 'Pacific/Chatham', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    const shown = new Map(zones.map((zone) => [zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })]));
    const dateShown = (ms: number, zone: string) => (shown.get(zone) as Intl.DateTimeFormat).format(ms);
    // Every 17 minutes of 2026 in each zone, in turn: each of their offset changes, one zone after another.
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 17 * 60_000) {
      for (const zone of zones) if (dayOf(ms, zone) !== dateShown(ms, zone)) expect([zone, new Date(ms).toISOString(), dayOf(ms, zone)]).toEqual([zone, new Date(ms).toISOString(), dateShown(ms, zone)]);
    }
    // Bursts of instants a few days either side of one, in any order, as late events come.
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.array(fc.integer({ min: -4 * 86_400_000, max: 4 * 86_400_000 }), { minLength: 1, maxLength: 40 }),
        (zone, around, offsets) => {
          for (const offset of offsets) expect(dayOf(around + offset, zone)).toBe(dateShown(around + offset, zone));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('name only zones Intl knows', () => {
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('Europe/London\u0000')).toBeNull();
    expect(reportTimeZones()[0]).toBe('UTC');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(reportTimeZones()).toContain('Europe/London');
  });
});
