import { TIME_TO_CONVERT_EDGES_SECONDS, type AdminConversionResponse, type OrderedFunnelStep } from '@pitchlens/contracts';
import type { Flat } from './compare';
import { ratio, type DayRange, type Figures } from './expected-figures';
import { dayOf, type Truth, type TruthContact, type Window } from './truth-model';

/**
 * The conversion funnel as README's rules define it, from the contacts' own
 * step calls. A time the generator knows only as a span (an arrival, a
 * second Stripe dated) is taken at each end of its span in turn: every
 * figure must lie between what the two give.
 */
export interface ConversionAsk {
  label: string;
  steps: OrderedFunnelStep[];
  window: string;
  windowMs: number;
  range: DayRange | null;
}

export const conversionPath = (ask: ConversionAsk): string =>
  `/api/admin/funnel/conversion?steps=${ask.steps.join(',')}&window=${ask.window}${ask.range ? `&from=${ask.range.from}&to=${ask.range.to}` : ''}`;

type End = 'lo' | 'hi';

/** How far a person got (steps matched, 0 when they did not enter) and the ms between each matched step and the one before. */
function follow(contact: TruthContact, ask: ConversionAsk, end: End): { matched: number; t1: number; gaps: number[] } {
  const times = (step: OrderedFunnelStep) => contact.acts.filter((a) => a.step === step).map((a) => (a.at as Window)[end]);
  const firsts = times(ask.steps[0]);
  if (firsts.length === 0) return { matched: 0, t1: 0, gaps: [] };
  const t1 = Math.min(...firsts);
  if (ask.range && (dayOf(t1) < ask.range.from || dayOf(t1) > ask.range.to)) return { matched: 0, t1, gaps: [] };
  const gaps: number[] = [];
  let previous = t1;
  for (const step of ask.steps.slice(1)) {
    const next = times(step).filter((t) => t >= previous && t <= t1 + ask.windowMs);
    if (next.length === 0) break;
    const at = Math.min(...next);
    gaps.push(at - previous);
    previous = at;
  }
  return { matched: gaps.length + 1, t1, gaps };
}

const nearestRank = (sorted: number[], p: number): number | null => (sorted.length === 0 ? null : sorted[Math.ceil(p * sorted.length) - 1]);

/** Bucket b holds the times at or past b edges and short of the next. */
const bucketOf = (seconds: number): number => TIME_TO_CONVERT_EDGES_SECONDS.filter((edge) => seconds >= edge).length;

/** Every figure of one ask, with the times at one end of their spans. */
function figuresAt(truth: Truth, ask: ConversionAsk, asOf: number, end: End): Map<string, number | null> {
  const f = new Map<string, number | null>();
  const followed = [...truth.contacts.values()].map((c) => follow(c, ask, end)).filter((p) => p.matched > 0);
  const people = ask.steps.map((_, i) => followed.filter((p) => p.matched > i).length);
  ask.steps.forEach((step, i) => {
    const key = `conversion[${ask.label}].${i + 1}.${step}`;
    const dropped = i === 0 ? [] : followed.filter((p) => p.matched === i);
    f.set(`${key}.people`, people[i]);
    f.set(`${key}.dropped`, dropped.length);
    f.set(`${key}.stillInWindow`, dropped.filter((p) => p.t1 + ask.windowMs > asOf).length);
    f.set(`${key}.conversionFromPrevious`, i === 0 ? null : ratio(people[i], people[i - 1]));
    f.set(`${key}.conversionFromFirst`, ratio(people[i], people[0]));
    if (i === 0) return;
    const seconds = followed
      .filter((p) => p.matched > i)
      .map((p) => p.gaps[i - 1] / 1000)
      .sort((a, b) => a - b);
    f.set(`${key}.medianSeconds`, nearestRank(seconds, 0.5));
    f.set(`${key}.p90Seconds`, nearestRank(seconds, 0.9));
    for (let b = 0; b <= TIME_TO_CONVERT_EDGES_SECONDS.length; b++) f.set(`${key}.histogram.${b}`, seconds.filter((s) => bucketOf(s) === b).length);
  });
  return f;
}

/** The figures of one ask: exact where both ends of every span agree, else the range between them. */
export function conversionFigures(truth: Truth, ask: ConversionAsk, asOf: number): Figures {
  const lo = figuresAt(truth, ask, asOf, 'lo');
  const hi = figuresAt(truth, ask, asOf, 'hi');
  const f: Figures = new Map();
  for (const [key, a] of lo) {
    const b = hi.get(key) ?? null;
    f.set(key, a === b ? a : a === null || b === null ? (a ?? b) : { between: [Math.min(a, b), Math.max(a, b)] });
  }
  return f;
}

export function flattenConversion(label: string, c: AdminConversionResponse): Flat {
  const f: Flat = new Map();
  c.steps.forEach((s, i) => {
    const key = `conversion[${label}].${i + 1}.${s.step}`;
    for (const figure of ['people', 'dropped', 'stillInWindow', 'conversionFromPrevious', 'conversionFromFirst'] as const) f.set(`${key}.${figure}`, s[figure]);
    if (!s.timeToConvert) return;
    f.set(`${key}.medianSeconds`, s.timeToConvert.medianSeconds);
    f.set(`${key}.p90Seconds`, s.timeToConvert.p90Seconds);
    s.timeToConvert.histogram.forEach((bucket, b) => f.set(`${key}.histogram.${b}`, bucket.people));
  });
  return f;
}
