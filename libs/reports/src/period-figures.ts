import type { OrderedFunnelStepStats, RevenueAttributionRow, UtmSourceStats } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { funnelReport } from './funnel/funnel-report';
import { dayInstants, type ClosedDayRange } from './range';
import { revenueReport } from './revenue/revenue-report';
import { trafficReport } from './traffic';
import { utmReport } from './utm';

/** How many sources and campaigns a period's figures name. */
export const TOP_LISTED = 5;

/**
 * A closed range of report days at a glance (a digest's or an alert's
 * figures), each taken from the report the dashboard shows it in, over the
 * same range, so the two always agree.
 */
export interface PeriodFigures {
  timeZone: string;
  from: string;
  to: string;
  /** The traffic report's unique visitors, summed over its days (a visitor of two days counts on each). */
  visitors: number;
  pageViews: number;
  /** Contacts first seen on the range's days, and how many of them are identified: the UTM report's sources summed. */
  newContacts: number;
  identifiedContacts: number;
  /** The funnel report's ordered steps. */
  funnel: OrderedFunnelStepStats[];
  /** The revenue report's totals: confirmed payments, and cents taken, refunded and net of refunds. */
  purchases: number;
  amountCents: number;
  refundedCents: number;
  netCents: number;
  /** The UTM report's biggest first-touch sources, by contacts. */
  topSources: UtmSourceStats[];
  /** Revenue by the buyer's first-touch campaign (the revenue report by touch), every campaign, biggest net first. */
  campaigns: RevenueAttributionRow[];
  /** The first TOP_LISTED of `campaigns`. */
  topCampaigns: RevenueAttributionRow[];
}

/** The figures of `days` in `zone`, as the traffic, UTM, funnel and revenue reports give them for those days. */
export async function periodFigures(db: Pool, days: ClosedDayRange, zone: string, asOf = new Date()): Promise<PeriodFigures> {
  const [traffic, utm, funnel, revenue] = await Promise.all([
    trafficReport(db, days, zone),
    utmReport(db, dayInstants(days, zone), days, zone),
    funnelReport(db, days, zone),
    revenueReport(db, days, zone, { touch: 'first', dimension: 'campaign', asOf }),
  ]);
  const sum = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((total, row) => total + figure(row), 0);
  return {
    timeZone: zone,
    from: days.from,
    to: days.to,
    visitors: sum(traffic.days, (d) => d.uniqueVisitors),
    pageViews: sum(traffic.days, (d) => d.pageViews),
    newContacts: sum(utm.sources, (s) => s.contacts),
    identifiedContacts: sum(utm.sources, (s) => s.identifiedContacts),
    funnel: funnel.steps,
    purchases: revenue.totalPayments,
    amountCents: revenue.totalAmountCents,
    refundedCents: revenue.totalRefundedCents,
    netCents: revenue.totalNetCents,
    topSources: utm.sources.slice(0, TOP_LISTED),
    campaigns: revenue.attribution.values,
    topCampaigns: revenue.attribution.values.slice(0, TOP_LISTED),
  };
}
