import type { AdminReportRange } from '@pitchlens/contracts';
import { lazy } from 'react';
import { DASHBOARD_POLLING, useGetAdminTrafficQuery, useGetAdminUtmQuery } from '../api/admin-api';
import { ChartFigure } from './chart-figure';

const TrafficChart = lazy(() => import('./charts/traffic-chart'));
const UtmChart = lazy(() => import('./charts/utm-chart'));

/** Events and page views per day (the last 30 days unless a range is chosen). */
export function TrafficReport({ range }: { range: AdminReportRange }) {
  const { data } = useGetAdminTrafficQuery(range, DASHBOARD_POLLING);
  const days = data?.days ?? [];
  const table = {
    columns: ['Day', 'Page views', 'Unique visitors', 'Funnel events', 'Downloads'],
    rows: days.map((d) => [d.day, d.pageViews, d.uniqueVisitors, d.funnelEvents, d.downloads]),
  };
  const caption = data
    ? `Page views and funnel events per day (days in ${data.timeZone}), ${data.from} to ${data.to}`
    : 'Page views and funnel events per day';
  return (
    <ChartFigure caption={caption} table={table}>
      <TrafficChart days={days} />
    </ChartFigure>
  );
}

/** Contacts by the UTM source that first brought them. */
export function UtmReport({ range }: { range: AdminReportRange }) {
  const { data } = useGetAdminUtmQuery(range, DASHBOARD_POLLING);
  const sources = (data?.sources ?? []).map((s) => ({ source: s.source ?? '(none)', contacts: s.contacts, identified: s.identifiedContacts }));
  const table = { columns: ['UTM source', 'Contacts', 'With an email'], rows: sources.map((s) => [s.source, s.contacts, s.identified]) };
  return (
    <ChartFigure caption="Contacts by UTM source (first touch)" table={table}>
      <UtmChart sources={sources} />
    </ChartFigure>
  );
}
