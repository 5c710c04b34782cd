import type { AdminReportRange } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminFunnelQuery } from '../api/admin-api';
import { formatRate, stepLabel } from '../admin-format';
import { comparedRange, withChange } from '../comparison';
import { ChartFigure } from './chart-figure';

const FunnelChart = lazy(() => import('./charts/funnel-chart'));

/** The ordered funnel with its legend: contacts per step, step-to-step conversion and drop-off, and each count against the previous period when comparing. */
export function FunnelReport({ range, compare }: { range: AdminReportRange; compare: boolean }) {
  const { data } = useGetAdminFunnelQuery(comparedRange(range, compare), DASHBOARD_POLLING);
  const steps = data?.steps ?? [];
  const before = new Map(data?.previous?.steps.map((s) => [s.step, s]));
  const table = {
    columns: ['Step', 'Contacts first reaching this step', 'Reached or beyond', 'Conversion from previous', 'Drop-off from previous'],
    rows: steps.map((s) => [
      stepLabel(s.step),
      withChange(s.contacts, before.get(s.step)?.contacts),
      withChange(s.reachedOrBeyond, before.get(s.step)?.reachedOrBeyond),
      formatRate(s.conversionFromPrevious),
      s.dropOffRate === null ? String(s.dropOffFromPrevious) : `${s.dropOffFromPrevious} (${formatRate(s.dropOffRate)})`,
    ]),
  };
  return (
    <ChartFigure caption="Funnel: contacts per step, conversion and drop-off" table={table} showTable empty={data ? undefined : 'Loading the funnel…'}>
      <FunnelChart steps={steps} />
    </ChartFigure>
  );
}
