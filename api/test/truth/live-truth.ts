import { LIVE_WINDOW_MS, type AdminVisitorsResponse } from '@pitchlens/contracts';
import { byteOrder } from '@pitchlens/reports';
import { diff, type AdminGet } from './compare';
import type { Mismatch } from './driver';
import type { Figures } from './expected-figures';
import { touchOf, type RecordedCall, type Truth } from './truth-model';

const TOP = 20;
const HOUR = 3_600_000;
/** How many frozen moments are asked, each at least this far from the others. */
const MOMENTS = 3;
const APART = 2 * LIVE_WINDOW_MS;

/** Later first: by event time, then by order of arrival. */
const latestFirst = (a: RecordedCall, b: RecordedCall) => b.at.lo - a.at.lo || b.seq - a.seq;

const visitorOf = (view: RecordedCall) => view.sessionId ?? `view:${view.seq}`;
/** The views whose time is in [from, to], each visitor's latest first. */
const latestFirstIn = (views: RecordedCall[], from: number, to: number) => views.filter((v) => v.at.lo >= from && v.at.lo <= to).sort(latestFirst);

/**
 * Whether some visitor's current page over [from, to] is in doubt: another of
 * their views there, of another path, may have been stamped at or after the
 * one the truth takes as latest. Views the server stamps at arrival are known
 * only within the span of their call, and a browser's tabs may send two at
 * once: either may be the later one. (Touches carry exact, distinct times, so
 * a source is never in doubt.)
 */
function pageInDoubt(views: RecordedCall[], from: number, to: number): boolean {
  const latest = new Map<string, RecordedCall>();
  const inRange = latestFirstIn(views, from, to);
  for (const view of inRange) if (!latest.has(visitorOf(view))) latest.set(visitorOf(view), view);
  return inRange.some((view) => {
    const shown = latest.get(visitorOf(view)) as RecordedCall;
    return view !== shown && view.path !== shown.path && view.at.hi >= shown.at.lo;
  });
}

/**
 * Moments whose 5 minutes, and the hour before, no page view straddles and
 * no visitor's current page is in doubt over: every view is surely in or out,
 * each visitor's latest surely latest, so the figures are exact. Tried an odd
 * millisecond past each view, the ones ending the busiest 5 minutes first, so
 * the windows hold many visitors.
 */
export function frozenClocks(views: RecordedCall[]): number[] {
  const straddles = (edge: number) => views.some((v) => v.at.lo <= edge && edge <= v.at.hi);
  const inDoubt = (at: number) => [at - LIVE_WINDOW_MS, at - HOUR].some((from) => pageInDoubt(views, from, at));
  const times = views.map((v) => v.at.lo).sort((a, b) => a - b);
  let first = 0;
  const busy = times.map((time, i) => {
    while (times[first] < time - LIVE_WINDOW_MS) first += 1;
    return { at: time + 137, views: i - first + 1 };
  });
  const chosen: number[] = [];
  for (const { at } of busy.sort((a, b) => b.views - a.views)) {
    if (chosen.length === MOMENTS) break;
    if (chosen.some((other) => Math.abs(other - at) < APART)) continue;
    if (![at, at - LIVE_WINDOW_MS, at - HOUR].some(straddles) && !inDoubt(at)) chosen.push(at);
  }
  return chosen;
}

/** Visitors by README's rules: distinct visitors (a session, or a view without one alone) with a view in [from, to]; their current pages and sources. */
function visitorFigures(views: RecordedCall[], from: number, to: number, ownHosts: string[]): Figures {
  const visitors = new Map<string, RecordedCall[]>();
  for (const view of latestFirstIn(views, from, to)) {
    visitors.set(visitorOf(view), [...(visitors.get(visitorOf(view)) ?? []), view]);
  }
  const pages = new Map<string, number>();
  const sources = new Map<string | null, number>();
  for (const seen of visitors.values()) {
    const path = seen[0].path as string;
    pages.set(path, (pages.get(path) ?? 0) + 1);
    const source = seen.map((v) => touchOf(v, ownHosts)).find((touch) => touch !== null)?.source ?? null;
    sources.set(source, (sources.get(source) ?? 0) + 1);
  }
  const top = <K extends string | null>(counts: Map<K, number>) =>
    [...counts].sort(([a, m], [b, n]) => n - m || (a === null ? -1 : b === null ? 1 : byteOrder(a, b))).slice(0, TOP);
  const figures: Figures = new Map([['visitors', visitors.size]]);
  for (const [path, n] of top(pages)) figures.set(`pages.${path}`, n);
  for (const [source, n] of top(sources)) figures.set(`sources.${source ?? '(direct)'}`, n);
  return figures;
}

const flat = (answer: AdminVisitorsResponse) =>
  new Map<string, number>([
    ['visitors', answer.visitors],
    ...answer.pages.map((p) => [`pages.${p.path}`, p.visitors] as [string, number]),
    ...answer.sources.map((s) => [`sources.${s.source ?? '(direct)'}`, s.visitors] as [string, number]),
  ]);

const named = (label: string, mismatches: Mismatch[]) => mismatches.map((m) => ({ ...m, figure: `${label}.${m.figure}` }));

/**
 * The dashboard's "Now" with frozen clocks (`at`) against the truth's page
 * views, the instant range report over the same 5 minutes (which must answer
 * the same) and over the hour up to each moment.
 */
export async function compareLiveVisitors(get: AdminGet, truth: Truth, ownHosts: string[]): Promise<Mismatch[]> {
  const views = truth.calls.filter((c) => c.kind === 'pageView');
  const moments = frozenClocks(views);
  const out: Mismatch[] = moments.length === MOMENTS ? [] : [{ figure: 'live', expected: `${MOMENTS} moments no page view straddles and no current page is in doubt over`, actual: `${moments.length}` }];
  const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
  for (const at of moments) {
    const label = `live[${new Date(at).toISOString()}]`;
    const now = await get<AdminVisitorsResponse>(`/api/admin/visitors/now?at=${iso(at)}`);
    const range = await get<AdminVisitorsResponse>(`/api/admin/visitors?from=${iso(at - LIVE_WINDOW_MS)}&to=${iso(at)}`);
    const hour = await get<AdminVisitorsResponse>(`/api/admin/visitors?from=${iso(at - HOUR)}&to=${iso(at)}`);
    if (!now || !range || !hour) continue;
    const expected = visitorFigures(views, at - LIVE_WINDOW_MS, at, ownHosts);
    if (expected.get('visitors') === 0) out.push({ figure: `${label}.visitors`, expected: 'a moment with visitors', actual: '0' });
    out.push(...named(label, diff(expected, flat(now))));
    if (JSON.stringify(range) !== JSON.stringify(now)) out.push({ figure: `${label}.sameAsRange`, expected: JSON.stringify(now), actual: JSON.stringify(range) });
    out.push(...named(`${label}.lastHour`, diff(visitorFigures(views, at - HOUR, at, ownHosts), flat(hour))));
  }
  return out;
}
