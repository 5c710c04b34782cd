import { ApiError } from '../../common/http/api-error';
import { dayOf, everyDay, reportDays, reportInstants } from './report-range';
import { inReportTimeZone } from './report-zone';

const at = (iso: string) => new Date(iso);

/** The fields a 400 names. */
function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? (error.getResponse() as { fields: unknown }).fields : error;
  }
  return 'no refusal';
}

describe('reportDays', () => {
  it('keeps dates and counts a timestamp as its UTC day; a side left out stays open', () => {
    expect(reportDays({ from: '2026-11-01', to: '2026-11-03T23:30:00-02:00' })).toEqual({ from: '2026-11-01', to: '2026-11-04' });
    expect(reportDays({})).toEqual({ from: null, to: null });
  });

  it('refuses a range that ends before it starts, naming to', () => {
    expect(refusal(() => reportDays({ from: '2026-11-05', to: '2026-11-01' }))).toEqual([{ field: 'to', message: 'must not be before from' }]);
  });
});

describe('reportInstants', () => {
  it('includes the whole day of a date-only to, and the very instant of a timestamp to', () => {
    expect(reportInstants({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: at('2026-11-01T00:00:00Z'), until: at('2026-11-02T00:00:00Z') });
    expect(reportInstants({ from: '2026-11-01T10:00:00+01:00', to: '2026-11-01T10:00:00Z' })).toEqual({ from: at('2026-11-01T09:00:00Z'), until: at('2026-11-01T10:00:00.001Z') });
    expect(reportInstants({ to: '2026-11-30' })).toEqual({ from: null, until: at('2026-12-01T00:00:00Z') });
  });

  it('refuses an empty range, naming to', () => {
    expect(refusal(() => reportInstants({ from: '2026-11-01T10:00:00Z', to: '2026-11-01T09:59:59Z' }))).toEqual([{ field: 'to', message: 'must not be before from' }]);
  });
});

describe('everyDay', () => {
  const now = at('2026-11-21T23:59:59Z');

  it('is the 30 days up to today, or up to the chosen to', () => {
    expect(everyDay({}, now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(everyDay({ to: '2026-03-01' }, now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(everyDay({ from: '2026-11-20' }, now)).toEqual({ from: '2026-11-20', to: '2026-11-21' });
  });

  it('takes 366 days and refuses 367, or a from after today, naming from', () => {
    expect(everyDay({ from: '2025-11-21', to: '2026-11-21' }, now)).toEqual({ from: '2025-11-21', to: '2026-11-21' });
    expect(refusal(() => everyDay({ from: '2025-11-20', to: '2026-11-21' }, now))).toEqual([{ field: 'from', message: 'must be at most 366 days before to' }]);
    expect(refusal(() => everyDay({ from: '2026-11-22' }, now))).toEqual([{ field: 'from', message: 'must not be after to' }]);
  });
});

describe('dayOf', () => {
  it('puts an instant on its UTC day outside a request', () => {
    expect(dayOf(at('2026-11-01T00:00:00Z'))).toBe('2026-11-01');
    expect(dayOf(at('2026-10-31T23:59:59.999Z'))).toBe('2026-10-31');
  });
});

describe('in the request\'s report time zone', () => {
  const london = <T>(work: () => T) => inReportTimeZone('Europe/London', work);

  it('days begin at local midnight, 23 or 25 hours apart across a clock change', () => {
    london(() => {
      expect(reportInstants({ from: '2026-07-01', to: '2026-07-01' })).toEqual({ from: at('2026-06-30T23:00:00Z'), until: at('2026-07-01T23:00:00Z') });
      expect(reportInstants({ from: '2026-10-25', to: '2026-10-25' })).toEqual({ from: at('2026-10-24T23:00:00Z'), until: at('2026-10-26T00:00:00Z') });
      expect(reportInstants({ from: '2026-03-29', to: '2026-03-29' })).toEqual({ from: at('2026-03-29T00:00:00Z'), until: at('2026-03-29T23:00:00Z') });
    });
  });

  it('an instant counts on its local day', () => {
    london(() => {
      expect(dayOf(at('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
      expect(reportDays({ to: '2026-07-01T23:30:00Z' })).toEqual({ from: null, to: '2026-07-02' });
      expect(everyDay({}, at('2026-07-01T23:30:00Z')).to).toBe('2026-07-02');
    });
    expect(inReportTimeZone('Asia/Kolkata', () => dayOf(at('2026-11-28T18:30:00Z')))).toBe('2026-11-29');
  });
});
