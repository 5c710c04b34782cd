import type { AdminReportRange, TrafficDay, UtmSourceStats } from '@pitchlens/contracts';
import { lazy, useContext } from 'react';
import { DASHBOARD_POLLING, useGetAdminTrafficQuery, useGetAdminUtmQuery } from '../api/admin-api';
import { comparedRange, withChange } from '../comparison';
import { cohorts } from '../people';
import { ReadOnlyView } from '../read-only-view';
import { notesByDay, useAnnotations } from '../use-annotations';
import { AnnotationsPanel } from './annotations-panel';
import { ChartFigure } from './chart-figure';
import { PeopleButton } from './people-button';

const TrafficChart = lazy(() => import('./charts/traffic-chart'));
const UtmChart = lazy(() => import('./charts/utm-chart'));

const total = (days: TrafficDay[], figure: 'pageViews' | 'funnelEvents' | 'downloads') => days.reduce((sum, d) => sum + d[figure], 0);

/**
 * Events and page views per day (the last 30 days unless a range is chosen);
 * compared, the table ends with the period's totals against the previous
 * period's (visitors are per day, so they have no total).
 */
export function TrafficReport({ range, compare }: { range: AdminReportRange; compare: boolean }) {
  const { data } = useGetAdminTrafficQuery(comparedRange(range, compare, { daysByDefault: true }), DASHBOARD_POLLING);
  const days = data?.days ?? [];
  const before = data?.previous?.days;
  const totals = before
    ? [[`Total (vs ${data?.previous?.from} to ${data?.previous?.to})`, withChange(total(days, 'pageViews'), total(before, 'pageViews')), '', withChange(total(days, 'funnelEvents'), total(before, 'funnelEvents')), withChange(total(days, 'downloads'), total(before, 'downloads'))]]
    : [];
  // The annotations of the days shown: markers on the chart, a column of its table, and the list under it.
  const { annotations, awaitChange } = useAnnotations({ from: data?.from, to: data?.to }, !data);
  const notes = notesByDay(annotations);
  const readOnly = useContext(ReadOnlyView);
  const table = {
    columns: ['Day', 'Page views', 'Unique visitors', 'Funnel events', 'Downloads', 'Annotations'],
    rows: [...days.map((d) => [d.day, d.pageViews, d.uniqueVisitors, d.funnelEvents, d.downloads, notes.get(d.day)?.join('; ') ?? '']), ...totals.map((row) => [...row, ''])],
  };
  const caption = data
    ? `Page views and funnel events per day (days in ${data.timeZone}), ${data.from} to ${data.to}`
    : 'Page views and funnel events per day';
  return (
    <>
      <ChartFigure caption={caption} table={table}>
        <TrafficChart days={days} notes={notes} />
      </ChartFigure>
      {data && <AnnotationsPanel annotations={annotations} defaultDay={data.to} onChanged={awaitChange} readOnly={readOnly} />}
    </>
  );
}

/** Contacts by the UTM source that first brought them, against the previous period when comparing. */
export function UtmReport({ range, compare }: { range: AdminReportRange; compare: boolean }) {
  const { data } = useGetAdminUtmQuery(comparedRange(range, compare), DASHBOARD_POLLING);
  const named = (list: UtmSourceStats[]) => list.map((s) => ({ source: s.source ?? '(none)', contacts: s.contacts, identified: s.identifiedContacts }));
  const before = data?.previous && new Map(data.previous.sources.map((s) => [s.source ?? '(none)', s]));
  const now = named(data?.sources ?? []);
  // A source the previous period had and this one has not is a row of zeros: its fall shows.
  const gone = named(data?.previous?.sources ?? []).filter((s) => !now.some((n) => n.source === s.source)).map((s) => ({ ...s, contacts: 0, identified: 0 }));
  const sources = [...now, ...gone];
  const table = {
    columns: ['UTM source', 'Contacts', 'With an email'],
    rows: sources.map((s) => {
      const source = s.source === '(none)' ? null : s.source;
      const cell = (cellName: 'contacts' | 'identifiedContacts', count: number, previous: number | undefined, who: string) => (
        <PeopleButton cohort={cohorts.utm(range, source, cellName)} count={count} text={withChange(count, previous)} label={`${who} first brought by ${s.source}`} />
      );
      return [s.source, cell('contacts', s.contacts, before && (before.get(s.source)?.contacts ?? 0), 'contacts'), cell('identifiedContacts', s.identified, before && (before.get(s.source)?.identifiedContacts ?? 0), 'contacts with an email')];
    }),
  };
  return (
    <ChartFigure caption="Contacts by UTM source (first touch)" table={table}>
      <UtmChart sources={sources} />
    </ChartFigure>
  );
}
