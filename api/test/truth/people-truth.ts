import { ORDERED_FUNNEL_STEPS, PRODUCT_IDS, REVENUE_DIMENSIONS, REVENUE_TOUCHES, funnelRank, type ContactsCohort, type FunnelStep } from '@pitchlens/contracts';
import type { AdminGet } from './compare';
import { allPages, rowKey, truthKey } from './contacts-compare';
import { conversionPeople, ENDS, type ConversionAsk } from './conversion-truth';
import type { Mismatch } from './driver';
import { firstSeenIn, inDays as paidIn, type DayRange, type InstantRange } from './expected-figures';
import { valueOf } from './revenue-truth';
import { dayOf, type Purchase, type Truth, type TruthContact } from './truth-model';

/**
 * The people behind every kind of figure (README "People behind every
 * figure"): for each cell, the contact list asked with its cohort must hold
 * exactly the people README's rules count there. A person the rules place in
 * a cell at one end of a time span and not at the other may be either side.
 */

interface Expected {
  /** In the cell whichever end of their spans is taken. */
  sure: Set<string>;
  /** In the cell at one end only. */
  either: Set<string>;
}

const keys = (people: Iterable<TruthContact>) => new Set([...people].map(truthKey));
const exactly = (people: Iterable<TruthContact>): Expected => ({ sure: keys(people), either: new Set() });

/** Who is in a cell however the spans' ends are taken (each way's people a set), and who only some ways. */
function fromEnds(...ways: Set<string>[]): Expected {
  const sure = new Set([...ways[0]].filter((key) => ways.every((way) => way.has(key))));
  return { sure, either: new Set(ways.flatMap((way) => [...way]).filter((key) => !sure.has(key))) };
}

const query = (cohort: ContactsCohort) =>
  new URLSearchParams({ ...(cohort as Record<string, string>), includeAnonymous: 'true' }).toString();

async function check(get: AdminGet, name: string, cohort: ContactsCohort, expected: Expected, out: Mismatch[]): Promise<void> {
  const listed = await allPages(get, query(cohort), out);
  if (!listed) return;
  const found = new Set(listed.rows.map(rowKey));
  const missing = [...expected.sure].filter((key) => !found.has(key));
  const extra = [...found].filter((key) => !expected.sure.has(key) && !expected.either.has(key));
  if (missing.length > 0 || extra.length > 0) {
    out.push({ figure: `people[${name}]`, expected: `${expected.sure.size}${expected.either.size ? ` (+ up to ${expected.either.size})` : ''} people`, actual: `${found.size}; missing ${missing.slice(0, 3).join(' ')}; not in it ${extra.slice(0, 3).join(' ')}` });
  }
}

const inDays = (ms: number, range: DayRange) => dayOf(ms) >= range.from && dayOf(ms) <= range.to;
const reachedIn = (c: TruthContact, step: FunnelStep, range: DayRange) => c.firstReach.has(step) && inDays(c.firstReach.get(step) as number, range);
const rank = (c: TruthContact) => (c.furthest === null ? -1 : funnelRank(c.furthest));

/** The summary's contacts, every UTM row of the range, and every cell of the furthest-step funnel over the range. */
export async function compareReportPeople(get: AdminGet, truth: Truth, days: DayRange, instants: InstantRange): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const contacts = [...truth.contacts.values()];
  const range = { cohortFrom: days.from, cohortTo: days.to };
  await check(get, 'contacts', { cohort: 'contacts' }, exactly(contacts), out);
  await check(get, 'contacts identified', { cohort: 'contacts', cohortCell: 'identifiedContacts' }, exactly(contacts.filter((c) => c.email !== null)), out);
  const firstSeen = contacts.filter((c) => firstSeenIn(c, instants));
  for (const source of new Set(firstSeen.map((c) => c.firstTouch?.source ?? null))) {
    const row = firstSeen.filter((c) => (c.firstTouch?.source ?? null) === source);
    const cohort: ContactsCohort = { cohort: 'utm', ...range, cohortSource: source ?? '' };
    await check(get, `utm ${source}`, cohort, exactly(row), out);
    await check(get, `utm ${source} identified`, { ...cohort, cohortCell: 'identifiedContacts' }, exactly(row.filter((c) => c.email !== null)), out);
  }
  for (const [i, step] of ORDERED_FUNNEL_STEPS.entries()) {
    const at = (cell: 'contacts' | 'reachedOrBeyond' | 'dropOffFromPrevious'): ContactsCohort => ({ cohort: 'funnel', ...range, cohortStep: step, cohortCell: cell });
    await check(get, `funnel ${step} contacts`, at('contacts'), exactly(contacts.filter((c) => reachedIn(c, step, days))), out);
    const beyond = (from: number) => contacts.filter((c) => rank(c) >= from && reachedIn(c, c.furthest as FunnelStep, days));
    await check(get, `funnel ${step} reachedOrBeyond`, at('reachedOrBeyond'), exactly(beyond(i)), out);
    if (i > 0) await check(get, `funnel ${step} dropOffFromPrevious`, at('dropOffFromPrevious'), exactly(beyond(i - 1).filter((c) => rank(c) === i - 1)), out);
  }
  return out;
}

/** Every count of a conversion funnel ask (and of each breakdown row), at the answer's `asOf`. */
export async function compareConversionPeople(get: AdminGet, truth: Truth, ask: ConversionAsk, asOf: string): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const ways = ENDS.map((ends) => conversionPeople(truth, ask, Date.parse(asOf), ends));
  const base: ContactsCohort = {
    cohort: 'conversion',
    ...(ask.range ? { cohortFrom: ask.range.from, cohortTo: ask.range.to } : {}),
    cohortSteps: ask.steps.join(','),
    cohortWindow: ask.window,
    cohortAsOf: asOf,
    ...(ask.breakdown ? { cohortBreakdown: ask.breakdown.by, cohortTouch: ask.breakdown.touch } : {}),
  };
  for (const key of new Set(ways.flatMap((way) => [...way.keys()]))) {
    const [row, place, cell] = key.split('|');
    if (ask.breakdown && row === '') continue;
    const which: ContactsCohort = row === '' ? {} : row === '(other)' || row === '(none)' ? { cohortRow: row === '(other)' ? 'other' : 'none' } : { cohortRow: 'value', cohortValue: row };
    const expected = fromEnds(...ways.map((way) => keys(way.get(key) ?? [])));
    await check(get, `conversion ${ask.label} ${row} ${place} ${cell}`, { ...base, ...which, cohortStep: place, cohortCell: cell as 'people' }, expected, out);
  }
  return out;
}

/**
 * The buyers behind the revenue report over `range` (null: all time): in all,
 * per product and per revenue-by-touch row of every touch and field, of all
 * products and of each. A buyer is a contact with a payment in the range (a
 * refunded one too; a refund alone makes none), found by their purchases.
 */
export async function compareRevenuePeople(get: AdminGet, truth: Truth, range: DayRange | null): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const label = range ? `${range.from}..${range.to}` : 'all-time';
  const base: ContactsCohort = { cohort: 'revenue', ...(range ? { cohortFrom: range.from, cohortTo: range.to } : {}) };
  const buyers = (keep: (p: Purchase) => boolean) => {
    const at = (end: 'lo' | 'hi') => truth.purchases.filter((p) => keep(p) && paidIn(p.paidAt[end], range)).flatMap((p) => truth.contacts.get(p.buyer) ?? []);
    return fromEnds(keys(at('lo')), keys(at('hi')));
  };
  const products = [undefined, ...PRODUCT_IDS.filter((product) => truth.purchases.some((p) => p.product === product))];
  for (const product of products) {
    const ofProduct = (p: Purchase) => product === undefined || p.product === product;
    const cohort: ContactsCohort = { ...base, ...(product ? { cohortProduct: product } : {}) };
    await check(get, `revenue ${label} ${product ?? 'all'}`, cohort, buyers(ofProduct), out);
    for (const touch of REVENUE_TOUCHES) {
      for (const dimension of REVENUE_DIMENSIONS) {
        const value = (p: Purchase) => valueOf(touch === 'first' ? p.firstTouch : p.lastTouch, dimension);
        for (const v of new Set(truth.purchases.filter(ofProduct).map(value))) {
          const row: ContactsCohort = { ...cohort, cohortTouch: touch, cohortDimension: dimension, ...(v === null ? { cohortRow: 'none' } : { cohortRow: 'value', cohortValue: v }) };
          await check(get, `revenue ${label} ${product ?? 'all'} ${touch} ${dimension} ${v ?? '(none)'}`, row, buyers((p) => ofProduct(p) && value(p) === v), out);
        }
      }
    }
  }
  return out;
}
