import { CONVERSION_BREAKDOWNS, CONVERSION_TOUCHES, ORDERED_FUNNEL_STEPS, type AdminConversionResponse, type AdminFunnelResponse, type AdminRevenueResponse, type AdminSummaryResponse, type AdminTrafficResponse, type AdminUtmResponse, type FunnelStepStats, type RevenueMoney, type RevenueSourceStats } from '@pitchlens/contracts';
import { byteOrder, TOP_PATHS } from '@pitchlens/reports';
import { conversionFigures, conversionPath, entrantsNear, flattenConversion, type ConversionAsk } from './conversion-truth';
import type { Mismatch } from './driver';
import { funnelFigures, previousDays, revenueFigures, shiftDay, summaryFigures, trafficFigures, utmFigures, type DayRange, type Expected, type Figures, type InstantRange } from './expected-figures';
import { revenueOrder, utmOrder } from './order-truth';
import { attributionFigures, flattenAttribution, flattenRecurring, recurringFigures, revenueAsks, revenuePath } from './revenue-truth';
import { dayStart, TRUTH_TIME_ZONE, type CheckoutRecord, type Truth } from './truth-model';

/** The admin reports' answers, flattened like the truth's figures, and the diff of the two. */

/** A field the answer does not have at all (a contract field not built). */
export const ABSENT = '(absent)';
export type Flat = Map<string, number | string | null>;
export type AdminGet = <T>(path: string) => Promise<T | null>;

const field = (value: unknown): number | string | null => (value === undefined ? ABSENT : (value as number | string | null));
/** Ratios: the contract names no precision, and the reports round to four decimals. */
const RATIO = /(conversionFromPrevious|conversionFromFirst|dropOffRate|conversionRate)$/;
const SECONDS = /Seconds$/;

const show = (value: Expected | undefined): string => {
  if (value === undefined) return '(none)';
  if (value !== null && typeof value === 'object' && 'between' in value) return `${value.between[0]} … ${value.between[1]}`;
  if (value !== null && typeof value === 'object') return `${new Date(value.within.lo).toISOString()} … ${new Date(value.within.hi).toISOString()}`;
  return JSON.stringify(value);
};

/** Ratios round to four decimals; seconds are of instants kept to the millisecond. */
const tolerance = (figure: string): number => (RATIO.test(figure) ? 0.00005 + 1e-12 : SECONDS.test(figure) ? 0.001 + 1e-9 : 0);

function same(figure: string, expected: Expected, actual: number | string | null): boolean {
  if (expected !== null && typeof expected === 'object' && 'between' in expected) {
    const [lo, hi] = expected.between;
    return typeof actual === 'number' && actual >= lo - tolerance(figure) && actual <= hi + tolerance(figure);
  }
  if (expected !== null && typeof expected === 'object') {
    const ms = typeof actual === 'string' ? Date.parse(actual) : NaN;
    // Postgres keeps microseconds and answers milliseconds: a millisecond either side is the same instant.
    return ms >= expected.within.lo - 1 && ms <= expected.within.hi + 1;
  }
  if (typeof expected === 'number' && typeof actual === 'number') return Math.abs(expected - actual) <= tolerance(figure);
  return expected === actual;
}

/** Every figure on either side; a figure one side leaves out counts as 0 or null there. */
export function diff(expected: Figures, actual: Flat): Mismatch[] {
  const out: Mismatch[] = [];
  const nothing = (v: Expected | undefined) => v === undefined || v === 0 || v === null;
  for (const figure of new Set([...expected.keys(), ...actual.keys()])) {
    const e = expected.get(figure);
    const a = actual.get(figure);
    if (e === undefined || a === undefined ? nothing(e) && nothing(a) : same(figure, e, a)) continue;
    out.push({ figure, expected: show(e), actual: a === undefined ? '(none)' : show(a) });
  }
  return out;
}

function flattenSummary(b: AdminSummaryResponse): Flat {
  const f: Flat = new Map();
  f.set('summary.totalContacts', b.totalContacts);
  f.set('summary.identifiedContacts', b.identifiedContacts);
  f.set('summary.contactsWithoutStep', b.contactsWithoutStep);
  for (const { step, contacts } of b.contactsByStep) f.set(`summary.contactsByStep.${step}`, contacts);
  for (const window of ['today', 'last7Days', 'yesterday', 'previous7Days'] as const) {
    const counts = (b[window] ?? {}) as unknown as Record<string, number | undefined>;
    for (const figure of ['pageViews', 'funnelEvents', 'downloads', 'botCallsExcluded']) f.set(`summary.${window}.${figure}`, field(counts[figure]));
  }
  for (const window of ['last7Days', 'previous7Days'] as const) {
    for (const figure of ['contacts', 'identified'] as const) f.set(`summary.newContacts.${window}.${figure}`, field(b.newContacts?.[window]?.[figure]));
  }
  return f;
}

function flattenFunnel(label: string, b: AdminFunnelResponse): Flat {
  const f: Flat = new Map();
  for (const s of b.steps) {
    for (const figure of ['contacts', 'events', 'reachedOrBeyond', 'conversionFromPrevious', 'dropOffFromPrevious', 'dropOffRate'] as const) {
      f.set(`funnel[${label}].steps.${s.step}.${figure}`, s[figure]);
    }
  }
  for (const s of b.otherSteps as FunnelStepStats[]) {
    f.set(`funnel[${label}].otherSteps.${s.step}.contacts`, s.contacts);
    f.set(`funnel[${label}].otherSteps.${s.step}.events`, s.events);
  }
  return f;
}

function flattenTraffic(label: string, b: AdminTrafficResponse): Flat {
  const f: Flat = new Map();
  for (const d of b.days) for (const figure of ['pageViews', 'uniqueVisitors', 'funnelEvents', 'downloads'] as const) f.set(`traffic[${label}].days.${d.day}.${figure}`, d[figure]);
  return f;
}

/** topPaths: the most viewed paths of the range with their counts, most viewed first, ties in byte order. */
function checkTopPaths(label: string, b: AdminTrafficResponse, pathViews: Map<string, number>): Mismatch[] {
  const expected = [...pathViews].sort(([a, m], [z, n]) => n - m || byteOrder(a, z)).slice(0, TOP_PATHS);
  const actual = b.topPaths.map(({ path, pageViews }) => [path, pageViews]);
  return JSON.stringify(expected) === JSON.stringify(actual) ? [] : [{ figure: `traffic[${label}].topPaths`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) }];
}

function flattenUtm(label: string, b: AdminUtmResponse): Flat {
  const f: Flat = new Map();
  for (const s of b.sources) {
    const key = `utm[${label}].${s.source ?? '(none)'}`;
    f.set(`${key}.contacts`, s.contacts);
    f.set(`${key}.identifiedContacts`, s.identifiedContacts);
    for (const { step, contacts } of s.contactsByStep) f.set(`${key}.steps.${step}`, contacts);
  }
  return f;
}

function flattenRevenue(label: string, b: Omit<AdminRevenueResponse, 'bySource'> & { bySource?: RevenueSourceStats[] }): Flat {
  const f: Flat = new Map();
  const key = `revenue[${label}]`;
  const money = (row: string, m: RevenueMoney) =>
    f.set(`${row}.payments`, m.payments).set(`${row}.amountCents`, m.amountCents).set(`${row}.refundedCents`, m.refundedCents).set(`${row}.netCents`, m.netCents);
  for (const p of b.products) money(`${key}.products.${p.product}`, p).set(`${key}.products.${p.product}.buyers`, p.buyers);
  for (const d of b.days) money(`${key}.days.${d.day}`, d);
  f.set(`${key}.totalPayments`, b.totalPayments).set(`${key}.totalAmountCents`, b.totalAmountCents);
  f.set(`${key}.totalRefundedCents`, b.totalRefundedCents).set(`${key}.totalNetCents`, b.totalNetCents).set(`${key}.totalBuyers`, b.totalBuyers);
  if (b.bySource === undefined) f.set(`${key}.bySource`, ABSENT);
  for (const s of b.bySource ?? []) money(`${key}.bySource.${s.product}.${s.source ?? '(none)'}`, s);
  return f;
}

export interface Ranges {
  today: string;
  /** Several whole days before today: the funnel, traffic and UTM range. */
  days: DayRange;
  /** The same days as instants, as the UTM report reads them. */
  instants: InstantRange;
  /** Every day the plan has activity on, for traffic. */
  all: DayRange;
}

const HOUR_MS = 3_600_000;

/**
 * The conversion funnels asked: every step over 14 days (the default) in the
 * range; a subset ending in a payment's step over one hour, all time (most
 * people's windows closed, the checkout and its payment often within it);
 * two steps against the catalogue's order over 90 days (every window open);
 * three steps over 14 days, all time, broken down by each of the five
 * dimensions, by first and by last touch, then over one hour in the range.
 */
export function conversionAsks(r: Ranges): ConversionAsk[] {
  const days = `${r.days.from}..${r.days.to}`;
  return [
    { label: `default ${days}`, steps: [...ORDERED_FUNNEL_STEPS], window: '14d', windowMs: 14 * 24 * HOUR_MS, range: r.days },
    { label: 'home-landing-trial-completed 1h all-time', steps: ['home', 'landing', 'trial_checkout', 'completed'], window: '1h', windowMs: HOUR_MS, range: null },
    { label: `landing-home 90d ${days}`, steps: ['landing', 'home'], window: '90d', windowMs: 90 * 24 * HOUR_MS, range: r.days },
    ...CONVERSION_BREAKDOWNS.flatMap((by) =>
      CONVERSION_TOUCHES.map(
        (touch): ConversionAsk => ({
          label: `home-landing-trial 14d all-time by ${touch} ${by}`,
          steps: ['home', 'landing', 'trial_checkout'],
          window: '14d',
          windowMs: 14 * 24 * HOUR_MS,
          range: null,
          breakdown: { by, touch },
        }),
      ),
    ),
    // The same steps again in another window and a range: a breakdown follows on from the last and cuts the chains anew.
    { label: `home-landing-trial 1h ${days} by last campaign`, steps: ['home', 'landing', 'trial_checkout'], window: '1h', windowMs: HOUR_MS, range: r.days, breakdown: { by: 'campaign', touch: 'last' } },
  ];
}

const DAY_MS = 24 * HOUR_MS;
/** A range of days as instants: from the first day's local midnight to the one after the last day. */
const instantsOf = (range: DayRange): InstantRange => ({ from: dayStart(range.from), until: dayStart(shiftDay(range.to, 1)) });

/**
 * A report over a range of days, asked with `compare=previous`: its figures,
 * and those it gives for the days just before, each against the truth's.
 */
async function compared<T extends object>(
  get: AdminGet,
  path: string,
  range: DayRange,
  expected: (range: DayRange, label: string) => Figures,
  flatten: (label: string, body: T) => Flat,
): Promise<Mismatch[]> {
  const body = await get<T & { previous?: T }>(`${path}${path.includes('?') ? '&' : '?'}from=${range.from}&to=${range.to}&compare=previous`);
  if (!body) return [];
  const label = `${range.from}..${range.to}`;
  const before = previousDays(range);
  const previousLabel = `previous of ${label}: ${before.from}..${before.to}`;
  // Flattened first: an expectation may depend on the answer (the conversion funnel's asOf).
  const current = flatten(label, body);
  const previous: Flat = body.previous ? flatten(previousLabel, body.previous) : new Map([[previousLabel, ABSENT]]);
  return [...diff(expected(range, label), current), ...diff(expected(before, previousLabel), previous)];
}

/** Fetches every report the dashboard shows and diffs it with the truth. */
export async function compareReports(get: AdminGet, truth: Truth, r: Ranges, checkouts: CheckoutRecord[]): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const q = (range: DayRange) => `from=${range.from}&to=${range.to}`;
  const summary = await get<AdminSummaryResponse>('/api/admin/summary');
  if (summary) out.push(...diff(summaryFigures(truth, r.today), flattenSummary(summary)));
  const funnel = await get<AdminFunnelResponse>('/api/admin/funnel');
  if (funnel) out.push(...diff(funnelFigures(truth, 'all-time', null), flattenFunnel('all-time', funnel)));
  out.push(...(await compared(get, '/api/admin/funnel', r.days, (range, label) => funnelFigures(truth, label, range), flattenFunnel)));
  for (const ask of conversionAsks(r)) {
    const conversion = await get<AdminConversionResponse>(conversionPath(ask));
    if (!conversion) continue;
    const wrong = diff(conversionFigures(truth, ask, Date.parse(conversion.asOf)), flattenConversion(ask.label, conversion));
    out.push(...wrong.map((m) => (SECONDS.test(m.figure) ? { ...m, expected: `${m.expected} (near the answer: ${entrantsNear(truth, ask, m.figure, Number(m.actual))})` } : m)));
  }
  const days = `${r.days.from}..${r.days.to}`;
  const compareConversion = (range: DayRange, label: string): ConversionAsk => ({ label, steps: ['home', 'landing', 'trial_checkout'], window: '7d', windowMs: 7 * DAY_MS, range });
  const withAsOf = new Map<string, number>();
  out.push(
    ...(await compared<AdminConversionResponse>(
      get,
      conversionPath({ ...compareConversion(r.days, days), range: null }),
      r.days,
      (range, label) => conversionFigures(truth, compareConversion(range, label), withAsOf.get(label) ?? NaN),
      (label, body) => (withAsOf.set(label, Date.parse(body.asOf)), flattenConversion(label, body)),
    )),
  );
  out.push(
    ...(await compared<AdminTrafficResponse>(get, '/api/admin/traffic', r.days, (range, label) => trafficFigures(truth, label, range).figures, flattenTraffic)),
  );
  const traffic = await get<AdminTrafficResponse>(`/api/admin/traffic?${q(r.all)}`);
  const all = `${r.all.from}..${r.all.to}`;
  const expected = trafficFigures(truth, all, r.all);
  if (traffic) out.push(...diff(expected.figures, flattenTraffic(all, traffic)), ...checkTopPaths(all, traffic, expected.pathViews));
  if (traffic && traffic.timeZone !== TRUTH_TIME_ZONE.name) out.push({ figure: `traffic[${all}].timeZone`, expected: TRUTH_TIME_ZONE.name, actual: traffic.timeZone });
  const utm = await get<AdminUtmResponse>('/api/admin/utm');
  if (utm) out.push(...diff(utmFigures(truth, 'all-time', { from: null, until: null }), flattenUtm('all-time', utm)), ...utmOrder('all-time', utm));
  out.push(...(await compared(get, '/api/admin/utm', r.days, (range, label) => utmFigures(truth, label, instantsOf(range)), flattenUtm)));
  // Payments are taken today: a range of earlier days holds none of them.
  for (const [label, range] of [['all-time', null], [`${r.today}..${r.today}`, { from: r.today, to: r.today }]] as const) {
    const revenue = await get<AdminRevenueResponse>(`/api/admin/revenue${range ? `?${q(range)}` : ''}`);
    if (revenue) out.push(...diff(revenueFigures(truth, label, range), flattenRevenue(label, revenue)), ...revenueOrder(label, revenue));
  }
  out.push(...(await compared(get, '/api/admin/revenue', r.days, (range, label) => revenueFigures(truth, label, range), flattenRevenue)));
  for (const ask of [...revenueAsks('all-time', null, { from: null, until: null }), ...revenueAsks(`${r.days.from}..${r.days.to}`, r.days, r.instants)]) {
    const revenue = await get<AdminRevenueResponse>(revenuePath(ask));
    if (revenue) out.push(...diff(attributionFigures(truth, ask), flattenAttribution(ask, revenue)), ...revenueOrder(`${ask.label}.${ask.touch}.${ask.dimension}`, revenue));
  }
  const revenue = await get<AdminRevenueResponse>('/api/admin/revenue');
  if (revenue) out.push(...diff(recurringFigures(checkouts, Date.parse(revenue.asOf)), flattenRecurring(revenue)));
  return out;
}
