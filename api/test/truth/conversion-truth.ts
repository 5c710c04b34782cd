import {
  CONVERSION_BREAKDOWN_ROWS,
  TIME_TO_CONVERT_EDGES_SECONDS,
  type AdminConversionResponse,
  type ConversionBreakdown,
  type ConversionStepStats,
  type ConversionTouch,
  type OrderedFunnelStep,
} from '@pitchlens/contracts';
import { byteOrder } from '@pitchlens/reports';
import type { Flat } from './compare';
import { ratio, type DayRange, type Figures } from './expected-figures';
import { dayOf, type Truth, type TruthContact } from './truth-model';

/**
 * The conversion funnel as README's rules define it, from the contacts' own
 * step calls. A time the generator knows only as a span (an arrival, a
 * second Stripe dated) is taken at each end of its span in turn: every
 * figure must lie between what the two give; a time between two such acts
 * anywhere from the spans' nearest ends to their farthest.
 */
export interface ConversionAsk {
  label: string;
  steps: OrderedFunnelStep[];
  window: string;
  windowMs: number;
  range: DayRange | null;
  breakdown?: { by: ConversionBreakdown; touch: ConversionTouch };
}

export const conversionPath = (ask: ConversionAsk): string =>
  `/api/admin/funnel/conversion?steps=${ask.steps.join(',')}&window=${ask.window}${ask.range ? `&from=${ask.range.from}&to=${ask.range.to}` : ''}` +
  (ask.breakdown ? `&breakdown=${ask.breakdown.by}&touch=${ask.breakdown.touch}` : '');

export type End = 'lo' | 'hi';

/**
 * Which end of its span each time is taken at: the first step's (t1) and the
 * later steps'. Taken apart they stretch or squeeze every gap, which is what
 * decides a window's edge or which of two close acts came first; taken
 * together they shift the range's edges. A figure is exact only when all
 * four agree.
 */
export interface Ends {
  first: End;
  rest: End;
}
export const ENDS: readonly Ends[] = [
  { first: 'lo', rest: 'lo' },
  { first: 'hi', rest: 'hi' },
  { first: 'lo', rest: 'hi' },
  { first: 'hi', rest: 'lo' },
];
const COUNTS = /\.(people|dropped|stillInWindow|histogram\.\d+)$/;

interface Followed {
  contact: TruthContact;
  matched: number;
  t1: number;
  /**
   * The least and most each gap can be with its two acts stamped anywhere in
   * their spans: taking every act at the same end moves both together and
   * never squeezes a gap between two later steps, which a run on 2026-12-04
   * answered (a step stamped 9 ms into its span, then a payment Stripe dated
   * at its span's start).
   */
  spreads: [number, number][];
}

/** How far a person got (steps matched, 0 when they did not enter) and the ms each matched step can be after the one before. */
function follow(contact: TruthContact, ask: ConversionAsk, ends: Ends): Followed {
  const acts = (step: OrderedFunnelStep, end: End) => contact.acts.filter((a) => a.step === step).map((a) => ({ t: a.at[end], span: a.at }));
  const earliest = <A extends { t: number }>(all: A[]): A => all.reduce((a, b) => (b.t < a.t ? b : a));
  const firsts = acts(ask.steps[0], ends.first);
  if (firsts.length === 0) return { contact, matched: 0, t1: 0, spreads: [] };
  let previous = earliest(firsts);
  const t1 = previous.t;
  if (ask.range && (dayOf(t1) < ask.range.from || dayOf(t1) > ask.range.to)) return { contact, matched: 0, t1, spreads: [] };
  const spreads: [number, number][] = [];
  for (const step of ask.steps.slice(1)) {
    const next = acts(step, ends.rest).filter((a) => a.t >= previous.t && a.t <= t1 + ask.windowMs);
    if (next.length === 0) break;
    const at = earliest(next);
    spreads.push([Math.max(0, at.span.lo - previous.span.hi), at.span.hi - previous.span.lo]);
    previous = at;
  }
  return { contact, matched: spreads.length + 1, t1, spreads };
}

/** A figure one way of taking the spans' ends gives: a value, or the range a time's spread allows. */
type WayFigure = number | string | null | { between: [number, number] };
const between = (lo: number, hi: number): WayFigure => (lo === hi ? lo : { between: [lo, hi] });

const nearestRank = (sorted: number[], p: number): number | null => (sorted.length === 0 ? null : sorted[Math.ceil(p * sorted.length) - 1]);

/** Bucket b holds the times at or past b edges and short of the next. */
const bucketOf = (seconds: number): number => TIME_TO_CONVERT_EDGES_SECONDS.filter((edge) => seconds >= edge).length;

/** Every figure of one ask, with the times at one end of their spans; with a breakdown, its rows' too. */
function figuresAt(truth: Truth, ask: ConversionAsk, asOf: number, ends: Ends): Map<string, WayFigure> {
  const f = new Map<string, WayFigure>();
  const followed = [...truth.contacts.values()].map((c) => follow(c, ask, ends)).filter((p) => p.matched > 0);
  stepFigures(f, `conversion[${ask.label}]`, followed, ask, asOf);
  if (!ask.breakdown) return f;
  for (const [row, people] of breakdownRows(followed, ask.breakdown)) {
    f.set(`conversion[${ask.label}].breakdown.${row}.touch`, ask.breakdown.touch);
    stepFigures(f, `conversion[${ask.label}].breakdown.${row}`, people, ask, asOf);
  }
  return f;
}

function stepFigures(f: Map<string, WayFigure>, prefix: string, followed: Followed[], ask: ConversionAsk, asOf: number): void {
  const people = ask.steps.map((_, i) => followed.filter((p) => p.matched > i).length);
  ask.steps.forEach((step, i) => {
    const key = `${prefix}.${i + 1}.${step}`;
    const dropped = i === 0 ? [] : followed.filter((p) => p.matched === i);
    f.set(`${key}.people`, people[i]);
    f.set(`${key}.dropped`, dropped.length);
    f.set(`${key}.stillInWindow`, dropped.filter((p) => p.t1 + ask.windowMs > asOf).length);
    f.set(`${key}.conversionFromPrevious`, i === 0 ? null : ratio(people[i], people[i - 1]));
    f.set(`${key}.conversionFromFirst`, ratio(people[i], people[0]));
    if (i === 0) return;
    // Each time lies within its spread, so a rank lies between the same rank of the least and of the most.
    const spreads = followed.filter((p) => p.matched > i).map((p) => p.spreads[i - 1].map((ms) => ms / 1000));
    const least = spreads.map(([lo]) => lo).sort((a, b) => a - b);
    const most = spreads.map(([, hi]) => hi).sort((a, b) => a - b);
    const rank = (p: number): WayFigure => (least.length === 0 ? null : between(nearestRank(least, p) as number, nearestRank(most, p) as number));
    f.set(`${key}.medianSeconds`, rank(0.5));
    f.set(`${key}.p90Seconds`, rank(0.9));
    for (let b = 0; b <= TIME_TO_CONVERT_EDGES_SECONDS.length; b++) {
      const surely = spreads.filter(([lo, hi]) => bucketOf(lo) === b && bucketOf(hi) === b).length;
      f.set(`${key}.histogram.${b}`, between(surely, spreads.filter(([lo, hi]) => bucketOf(lo) <= b && b <= bucketOf(hi)).length));
    }
  });
}

/**
 * A person's value by README's rule: of their touches (for a landing page,
 * those a page view carried), the first over all time or the latest at or
 * before t1; its field, a referral's host, or the page's path; null for none.
 */
function valueOf(p: Followed, { by, touch }: NonNullable<ConversionAsk['breakdown']>): string | null {
  const candidates = p.contact.touches.filter((t) => (by !== 'landing_page' || t.path !== null) && (touch === 'first' || t.at <= p.t1));
  const chosen = touch === 'first' ? candidates[0] : candidates.at(-1);
  if (!chosen) return null;
  if (by === 'referrer') return chosen.touch.source?.startsWith('referral:') ? chosen.touch.source.slice('referral:'.length) : null;
  if (by === 'landing_page') return chosen.path;
  return chosen.touch[by];
}

/** The rows: the top values by people entered (ties by value, byte order), "(other)" for the rest together, "(none)". */
function breakdownRows(followed: Followed[], breakdown: NonNullable<ConversionAsk['breakdown']>): Map<string, Followed[]> {
  const byValue = new Map<string | null, Followed[]>();
  for (const p of followed) {
    const value = valueOf(p, breakdown);
    byValue.set(value, [...(byValue.get(value) ?? []), p]);
  }
  const ranked = [...byValue.entries()]
    .filter((entry): entry is [string, Followed[]] => entry[0] !== null)
    .sort(([a, pa], [b, pb]) => pb.length - pa.length || byteOrder(a, b));
  const rows = new Map<string, Followed[]>(ranked.slice(0, CONVERSION_BREAKDOWN_ROWS));
  const other = ranked.slice(CONVERSION_BREAKDOWN_ROWS).flatMap(([, people]) => people);
  if (other.length > 0) rows.set('(other)', other);
  if (byValue.has(null)) rows.set('(none)', byValue.get(null) as Followed[]);
  return rows;
}

/**
 * Who each count of one ask is, with the times at the given ends of their spans:
 * `cellKey(row, place, cell)` to the people, for the whole funnel (row '') and
 * each breakdown row, as the contact list's cohorts name them.
 */
export function conversionPeople(truth: Truth, ask: ConversionAsk, asOf: number, ends: Ends): Map<string, Set<TruthContact>> {
  const cells = new Map<string, Set<TruthContact>>();
  const add = (row: string, followed: Followed[]) =>
    ask.steps.forEach((_, i) => {
      cells.set(cellKey(row, i + 1, 'people'), new Set(followed.filter((p) => p.matched > i).map((p) => p.contact)));
      if (i === 0) return;
      const dropped = followed.filter((p) => p.matched === i);
      cells.set(cellKey(row, i + 1, 'dropped'), new Set(dropped.map((p) => p.contact)));
      cells.set(cellKey(row, i + 1, 'stillInWindow'), new Set(dropped.filter((p) => p.t1 + ask.windowMs > asOf).map((p) => p.contact)));
    });
  const followed = [...truth.contacts.values()].map((c) => follow(c, ask, ends)).filter((p) => p.matched > 0);
  add('', followed);
  if (ask.breakdown) for (const [row, people] of breakdownRows(followed, ask.breakdown)) add(row, people);
  return cells;
}

/** A conversion count's name: its breakdown row ('' for the whole funnel, a value, "(other)" or "(none)"), the step's place and the cell. */
export const cellKey = (row: string, place: number, cell: 'people' | 'dropped' | 'stillInWindow'): string => `${row}|${place}|${cell}`;

/** The figures of one ask: exact where every way of taking the spans' ends agrees, else the range between them. */
export function conversionFigures(truth: Truth, ask: ConversionAsk, asOf: number): Figures {
  const at = ENDS.map((ends) => figuresAt(truth, ask, asOf, ends));
  const f: Figures = new Map();
  // A breakdown row one way has and another not (a touch within t1's span) has no one there.
  const missing = (key: string) => (COUNTS.test(key) ? 0 : null);
  for (const key of new Set(at.flatMap((figures) => [...figures.keys()]))) {
    const values = at.map((figures) => (figures.has(key) ? (figures.get(key) as WayFigure) : missing(key)));
    const text = values.find((value) => typeof value === 'string');
    const numbers = values.flatMap((value) => (typeof value === 'number' ? [value] : value !== null && typeof value === 'object' ? value.between : []));
    if (text !== undefined) f.set(key, text);
    else if (numbers.length === 0) f.set(key, null);
    else {
      const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
      f.set(key, low === high ? low : { between: [low, high] });
    }
  }
  return f;
}

/**
 * For a time figure answered outside the truth's range: the entrants (of its
 * breakdown row, if any) whose time to that step lies within a second of the
 * answer, each with the acts of the asked steps, so a failure names whom to
 * look at.
 */
export function entrantsNear(truth: Truth, ask: ConversionAsk, figure: string, answer: number): string {
  const parts = /\](?:\.breakdown\.(.*))?\.(\d+)\.[a-z_]+\.(?:median|p90)Seconds$/.exec(figure);
  if (!parts) return '';
  const [, row, place] = parts;
  const i = Number(place) - 1;
  const spreads = new Map<TruthContact, number[][]>();
  for (const ends of ENDS) {
    const followed = [...truth.contacts.values()].map((c) => follow(c, ask, ends)).filter((p) => p.matched > 0);
    const people = row === undefined ? followed : ask.breakdown ? (breakdownRows(followed, ask.breakdown).get(row) ?? []) : [];
    for (const p of people) if (p.matched > i) spreads.set(p.contact, [...(spreads.get(p.contact) ?? []), p.spreads[i - 1].map((ms) => ms / 1000)]);
  }
  const near = [...spreads].filter(([, s]) => Math.min(...s.flat()) - 1 <= answer && answer <= Math.max(...s.flat()) + 1);
  return near
    .map(([contact, s]) => {
      const acts = contact.acts.filter((a) => ask.steps.includes(a.step as OrderedFunnelStep));
      const shown = acts.map((a) => `${a.kind} ${a.step} ${new Date(a.at.lo).toISOString()}+${a.at.hi - a.at.lo}ms #${a.seq} ${a.sessionId ?? '-'}`);
      return `${contact.key} ${Math.min(...s.flat())}…${Math.max(...s.flat())} s in ${s.length} of ${ENDS.length} ways: ${shown.join(', ')}`;
    })
    .join('; ');
}

export function flattenConversion(label: string, c: AdminConversionResponse): Flat {
  const f: Flat = new Map();
  flattenSteps(f, `conversion[${label}]`, c.steps);
  for (const row of c.breakdown?.rows ?? []) {
    const name = row.kind === 'value' ? String(row.value) : `(${row.kind})`;
    f.set(`conversion[${label}].breakdown.${name}.touch`, row.touch);
    flattenSteps(f, `conversion[${label}].breakdown.${name}`, row.steps);
  }
  return f;
}

function flattenSteps(f: Flat, prefix: string, steps: ConversionStepStats[]): void {
  steps.forEach((s, i) => {
    const key = `${prefix}.${i + 1}.${s.step}`;
    for (const figure of ['people', 'dropped', 'stillInWindow', 'conversionFromPrevious', 'conversionFromFirst'] as const) f.set(`${key}.${figure}`, s[figure]);
    if (!s.timeToConvert) return;
    f.set(`${key}.medianSeconds`, s.timeToConvert.medianSeconds);
    f.set(`${key}.p90Seconds`, s.timeToConvert.p90Seconds);
    s.timeToConvert.histogram.forEach((bucket, b) => f.set(`${key}.histogram.${b}`, bucket.people));
  });
}
