import type { ContactsCohort } from '@pitchlens/contracts';
import { sqlParams } from '@pitchlens/reports';
import { UuidArray } from '../../../common/pg/uuid-array';
import { inReportTimeZone } from '../../reports/report-zone';
import { cohortSql } from './cohort-sql';

/** The instant a cohort's members were all made before, asked in New York (UTC−4 in July). */
function createdBefore(filter: ContactsCohort): string | null {
  const members = new UuidArray(0);
  const cohort = inReportTimeZone('America/New_York', () => cohortSql(filter, sqlParams().add, { conversion: members, revenue: { ids: members, createdBefore: null } }));
  return cohort?.createdBefore?.toISOString() ?? null;
}

describe('the time a cohort’s members were all made before', () => {
  it('is the end of the last day of a funnel figure’s range, in the report’s zone', () => {
    expect(createdBefore({ cohort: 'funnel', cohortStep: 'home', cohortFrom: '2026-07-01', cohortTo: '2026-07-01' })).toBe('2026-07-02T04:00:00.000Z');
    // A time as `to` still counts its whole day, as the figure does.
    expect(createdBefore({ cohort: 'funnel', cohortStep: 'landing', cohortCell: 'reachedOrBeyond', cohortTo: '2026-07-01T12:00:00Z' })).toBe('2026-07-02T04:00:00.000Z');
  });

  it('is just after a conversion figure’s range, whose `to` may be an instant', () => {
    expect(createdBefore({ cohort: 'conversion', cohortTo: '2026-07-01' })).toBe('2026-07-02T04:00:00.000Z');
    expect(createdBefore({ cohort: 'conversion', cohortTo: '2026-07-01T12:00:00Z' })).toBe('2026-07-01T12:00:00.001Z');
  });

  it('is revenue’s buyers’ own, whatever the range (a payment is not their act)', () => {
    const ids = new UuidArray(0);
    const bound = new Date('2026-08-03T10:00:00.001Z');
    const revenue = (createdBefore: Date | null) => cohortSql({ cohort: 'revenue', cohortTo: '2026-07-01' }, sqlParams().add, { revenue: { ids, createdBefore } });
    expect(revenue(bound)?.createdBefore).toBe(bound);
    expect(revenue(null)?.createdBefore).toBeNull();
  });

  it('is unknown without an end, and for the first-seen cohorts, which are a range of it already', () => {
    expect(createdBefore({ cohort: 'funnel', cohortStep: 'home' })).toBeNull();
    expect(createdBefore({ cohort: 'conversion' })).toBeNull();
    expect(createdBefore({ cohort: 'contacts', cohortTo: '2026-07-01' })).toBeNull();
  });
});
