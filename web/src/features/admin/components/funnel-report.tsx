import type { AdminReportRange } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminFunnelQuery } from '../api/admin-api';
import { formatRate, stepLabel } from '../admin-format';
import { comparedRange, withChange } from '../comparison';
import { cohorts } from '../people';
import { ChartFigure } from './chart-figure';
import { PeopleButton } from './people-button';

const FunnelChart = lazy(() => import('./charts/funnel-chart'));

/** The ordered funnel with its legend: contacts per step, step-to-step conversion and drop-off, and each count against the previous period when comparing. */
export function FunnelReport({ range, compare }: { range: AdminReportRange; compare: boolean }) {
  const { data } = useGetAdminFunnelQuery(comparedRange(range, compare), DASHBOARD_POLLING);
  const steps = data?.steps ?? [];
  const before = new Map(data?.previous?.steps.map((s) => [s.step, s]));
  const people = (step: string, cell: 'contacts' | 'reachedOrBeyond' | 'dropOffFromPrevious', count: number, text: string, label: string) => (
    <PeopleButton cohort={cohorts.funnel(range, step, cell)} count={count} text={text} label={label} />
  );
  const table = {
    columns: ['Step', 'Contacts first reaching this step', 'Reached or beyond', 'Conversion from previous', 'Drop-off from previous'],
    rows: steps.map((s) => [
      stepLabel(s.step),
      people(s.step, 'contacts', s.contacts, withChange(s.contacts, before.get(s.step)?.contacts), `first reaching ${stepLabel(s.step)}`),
      people(s.step, 'reachedOrBeyond', s.reachedOrBeyond, withChange(s.reachedOrBeyond, before.get(s.step)?.reachedOrBeyond), `at ${stepLabel(s.step)} or further`),
      formatRate(s.conversionFromPrevious),
      s.dropOffRate === null
        ? String(s.dropOffFromPrevious)
        : people(s.step, 'dropOffFromPrevious', s.dropOffFromPrevious, `${s.dropOffFromPrevious} (${formatRate(s.dropOffRate)})`, `who went no further than the step before ${stepLabel(s.step)}`),
    ]),
  };
  return (
    <ChartFigure caption="Funnel: contacts per step, conversion and drop-off" table={table} showTable empty={data ? undefined : 'Loading the funnel…'}>
      <FunnelChart steps={steps} />
    </ChartFigure>
  );
}
