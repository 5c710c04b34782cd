import { periodFigures, TOP_LISTED, type PeriodFigures } from '@pitchlens/reports';
import type { Pool } from 'pg';
import { diff, type Flat } from './compare';
import type { Mismatch } from './driver';
import { funnelFigures, revenueFigures, shiftDay, trafficFigures, utmFigures, type DayRange, type Figures } from './expected-figures';
import { attributionFigures } from './revenue-truth';
import { dayStart, TRUTH_TIME_ZONE, type Truth } from './truth-model';

/**
 * A period at a glance (README "What the numbers mean"), as the worker's
 * mails take it from libs/reports, against the rules' figures for the same
 * days. A listed source or campaign must have its own figures, and the list
 * must hold the biggest (ties may come in either order, so the ranks are
 * compared by their figures).
 */
export async function comparePeriods(db: Pool, truth: Truth, ranges: DayRange[]): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  for (const days of ranges) {
    const label = `period[${days.from}..${days.to}]`;
    const actual = await periodFigures(db, days, TRUTH_TIME_ZONE.name);
    const listed = { sources: actual.topSources.map((s) => s.source ?? '(none)'), campaigns: actual.topCampaigns.map((c) => c.value ?? '(none)') };
    out.push(...diff(expectedPeriod(truth, label, days, listed), flattenPeriod(label, actual)));
  }
  return out;
}

const FUNNEL = ['contacts', 'events', 'reachedOrBeyond', 'conversionFromPrevious', 'dropOffFromPrevious', 'dropOffRate'] as const;
const SOURCE = ['contacts', 'identifiedContacts'] as const;
const CAMPAIGN = ['payments', 'amountCents', 'refundedCents', 'netCents', 'buyers', 'contactsEntered'] as const;

/** The biggest TOP_LISTED of a figure, as the ranks a list of them must show. */
const ranks = (values: number[]): string => JSON.stringify([...values].sort((a, b) => b - a).slice(0, TOP_LISTED));

/** The rules' figures of the period; of its sources and campaigns, those of the ones `listed` (by name, '(none)' for none). */
function expectedPeriod(truth: Truth, label: string, days: DayRange, listed: { sources: string[]; campaigns: string[] }): Figures {
  const f: Figures = new Map();
  const rows = (figures: Figures, prefix: string) =>
    [...figures].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value as number] as const);
  // `<name>.<figure>`: a name may hold dots (a referrer's host), a figure never does.
  const listedFigure = (key: string, names: string[], figures: readonly string[]) => {
    const dot = key.lastIndexOf('.');
    return names.includes(key.slice(0, dot)) && figures.includes(key.slice(dot + 1));
  };
  const total = (figures: Figures, suffix: string) => [...figures].reduce((n, [key, value]) => (key.endsWith(suffix) ? n + (value as number) : n), 0);

  const traffic = trafficFigures(truth, label, days).figures;
  f.set(`${label}.visitors`, total(traffic, '.uniqueVisitors')).set(`${label}.pageViews`, total(traffic, '.pageViews'));
  const instants = { from: dayStart(days.from), until: dayStart(shiftDay(days.to, 1)) };
  const utm = utmFigures(truth, label, instants);
  f.set(`${label}.newContacts`, total(utm, '.contacts')).set(`${label}.identifiedContacts`, total(utm, '.identifiedContacts'));
  for (const [key, value] of rows(utm, `utm[${label}].`)) if (listedFigure(key, listed.sources, SOURCE)) f.set(`${label}.topSources.${key}`, value);
  f.set(`${label}.topSources.ranks`, ranks(rows(utm, `utm[${label}].`).filter(([key]) => key.endsWith('.contacts')).map(([, n]) => n)));
  for (const [key, value] of rows(funnelFigures(truth, label, days), `funnel[${label}].steps.`)) f.set(`${label}.funnel.${key}`, value);

  const revenue = revenueFigures(truth, label, days);
  const money = { purchases: 'totalPayments', amountCents: 'totalAmountCents', refundedCents: 'totalRefundedCents', netCents: 'totalNetCents' };
  for (const [figure, answered] of Object.entries(money)) f.set(`${label}.${figure}`, revenue.get(`revenue[${label}].${answered}`) ?? 0);
  const campaigns = rows(attributionFigures(truth, { label, days, instants, touch: 'first', dimension: 'campaign' }), `revenue[${label}].first.campaign.values.`);
  for (const [key, value] of campaigns) if (listedFigure(key, listed.campaigns, CAMPAIGN)) f.set(`${label}.topCampaigns.${key}`, value);
  f.set(`${label}.topCampaigns.ranks`, ranks(campaigns.filter(([key]) => key.endsWith('.netCents')).map(([, n]) => n)));
  return f;
}

/** The period's figures under the same names. */
function flattenPeriod(label: string, p: PeriodFigures): Flat {
  const f: Flat = new Map();
  for (const figure of ['visitors', 'pageViews', 'newContacts', 'identifiedContacts', 'purchases', 'amountCents', 'refundedCents', 'netCents'] as const) f.set(`${label}.${figure}`, p[figure]);
  for (const s of p.funnel) for (const figure of FUNNEL) f.set(`${label}.funnel.${s.step}.${figure}`, s[figure]);
  for (const s of p.topSources) for (const figure of SOURCE) f.set(`${label}.topSources.${s.source ?? '(none)'}.${figure}`, s[figure]);
  f.set(`${label}.topSources.ranks`, ranks(p.topSources.map((s) => s.contacts)));
  for (const c of p.topCampaigns) for (const figure of CAMPAIGN) f.set(`${label}.topCampaigns.${c.value ?? '(none)'}.${figure}`, c[figure]);
  f.set(`${label}.topCampaigns.ranks`, ranks(p.topCampaigns.map((c) => c.netCents)));
  return f;
}
