import { normalizeEmail, placeholderEmailFor, sessionIdFromPlaceholder, type AdminContact, type ContactsResponse } from '@pitchlens/contracts';
import { ABSENT, diff, type AdminGet, type Flat } from './compare';
import type { Mismatch } from './driver';
import { firstSeenIn, type Figures, type InstantRange } from './expected-figures';
import type { Truth, TruthContact } from './truth-model';

/**
 * The contact list against the truth: every row's fields, each filter's rows,
 * paging, and the CSV export against the JSON rows. Identified contacts are
 * matched by address, anonymous ones by the session their placeholder names.
 */

export type Row = AdminContact & Record<string, unknown>;
const FIELDS = [
  'email', 'currentFunnelStep', 'utmSource', 'utmMedium', 'utmCampaign', 'lastUtmSource', 'lastUtmMedium', 'lastUtmCampaign',
  'referrerName', 'referrerEmail', 'createdAt', 'lastActivity',
];
const PAGE = 200;

export const truthKey = (c: TruthContact): string => c.email ?? `session:${[...c.sessionIds][0]}`;

export function rowKey(row: Row): string {
  const session = sessionIdFromPlaceholder(row.email) ?? /^temp_(.+)@anonymous\.local$/i.exec(row.email)?.[1] ?? null;
  return session ? `session:${session}` : normalizeEmail(row.email);
}

function expectedRow(c: TruthContact, f: Figures, key: string): void {
  const sessionId = [...c.sessionIds][0];
  f.set(`${key}.email`, c.email ?? placeholderEmailFor(sessionId));
  f.set(`${key}.currentFunnelStep`, c.furthest);
  f.set(`${key}.utmSource`, c.firstTouch?.source ?? null).set(`${key}.utmMedium`, c.firstTouch?.medium ?? null).set(`${key}.utmCampaign`, c.firstTouch?.campaign ?? null);
  f.set(`${key}.lastUtmSource`, c.lastTouch?.source ?? null).set(`${key}.lastUtmMedium`, c.lastTouch?.medium ?? null).set(`${key}.lastUtmCampaign`, c.lastTouch?.campaign ?? null);
  f.set(`${key}.referrerName`, c.referrer?.name ?? null).set(`${key}.referrerEmail`, c.referrer?.email ?? null);
  f.set(`${key}.createdAt`, { within: c.createdAt }).set(`${key}.lastActivity`, { within: c.lastActivity });
}

/** Every page of one query; the pages must add up to the total they state. */
export async function allPages(get: AdminGet, query: string, out: Mismatch[]): Promise<{ rows: Row[]; total: number } | null> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const body = await get<ContactsResponse>(`/api/contacts?${query}&page=${page}&pageSize=${PAGE}`);
    if (!body) return null;
    rows.push(...(body.contacts as Row[]));
    if (body.contacts.length < PAGE || rows.length >= body.total) {
      if (rows.length !== body.total) out.push({ figure: `contacts?${query} pages`, expected: `rows adding up to total ${body.total}`, actual: String(rows.length) });
      return { rows, total: body.total };
    }
  }
}

/** Every contact's row, field by field. */
export async function compareContactRows(get: AdminGet, truth: Truth): Promise<{ mismatches: Mismatch[]; rows: Row[] }> {
  const out: Mismatch[] = [];
  const listed = await allPages(get, 'includeAnonymous=true', out);
  if (!listed) return { mismatches: out, rows: [] };
  const expected: Figures = new Map();
  for (const c of truth.contacts.values()) expectedRow(c, expected, `contacts[${truthKey(c)}]`);
  const actual: Flat = new Map();
  const seen = new Set<string>();
  for (const row of listed.rows) {
    const key = `contacts[${rowKey(row)}]`;
    if (seen.has(key)) out.push({ figure: `${key} rows`, expected: '1', actual: 'more than one' });
    seen.add(key);
    for (const name of FIELDS) actual.set(`${key}.${name}`, row[name] === undefined ? ABSENT : (row[name] as string | null));
  }
  out.push({ figure: 'contacts total', expected: String(truth.contacts.size), actual: String(listed.total) });
  if (truth.contacts.size === listed.total) out.pop();
  // A contact missing or extra is one mismatch, not one per field.
  const keys = (m: Map<string, unknown>) => new Set([...m.keys()].map((k) => k.slice(0, k.lastIndexOf('.'))));
  const want = keys(expected);
  const have = keys(actual);
  for (const key of want) if (!have.has(key)) out.push({ figure: `${key}`, expected: 'a row', actual: 'no row' });
  for (const key of have) {
    const row = listed.rows.find((r) => `contacts[${rowKey(r)}]` === key);
    if (!want.has(key)) out.push({ figure: key, expected: 'no row (not a contact)', actual: JSON.stringify(row).slice(0, 200) });
  }
  const both = (m: Figures | Flat) => new Map([...m].filter(([k]) => want.has(k.slice(0, k.lastIndexOf('.'))) && have.has(k.slice(0, k.lastIndexOf('.')))));
  out.push(...diff(both(expected) as Figures, both(actual) as Flat));
  return { mismatches: out, rows: listed.rows };
}

export interface ContactFilter {
  query: string;
  keep: (c: TruthContact) => boolean;
}

export function filters(days: { from: string; to: string }, dayBounds: InstantRange, cut: InstantRange, substring: string): ContactFilter[] {
  const cutIso = (ms: number | null) => new Date(ms as number).toISOString();
  return [
    { query: 'includeAnonymous=false', keep: (c) => c.email !== null },
    { query: 'includeAnonymous=true&step=landing', keep: (c) => c.furthest === 'landing' },
    { query: 'includeAnonymous=false&step=completed', keep: (c) => c.email !== null && c.furthest === 'completed' },
    { query: `includeAnonymous=false&email=${encodeURIComponent(substring)}`, keep: (c) => c.email !== null && c.email.includes(substring.toLowerCase()) },
    // % and _ are the characters themselves, not SQL wildcards.
    { query: 'includeAnonymous=false&email=_', keep: (c) => c.email !== null && c.email.includes('_') },
    { query: `includeAnonymous=false&email=${encodeURIComponent('%')}`, keep: () => false },
    { query: `includeAnonymous=true&from=${days.from}&to=${days.to}`, keep: (c) => firstSeenIn(c, dayBounds) },
    { query: `includeAnonymous=true&from=${encodeURIComponent(cutIso(cut.from))}&to=${encodeURIComponent(cutIso((cut.until as number) - 1))}`, keep: (c) => firstSeenIn(c, cut) },
  ];
}

/** Each filter lists exactly the contacts the truth says, and says how many. */
export async function compareFilters(get: AdminGet, truth: Truth, list: ContactFilter[]): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  for (const { query, keep } of list) {
    const listed = await allPages(get, query, out);
    if (!listed) continue;
    const want = new Set([...truth.contacts.values()].filter(keep).map(truthKey));
    const have = new Set(listed.rows.map(rowKey));
    const missing = [...want].filter((k) => !have.has(k));
    const extra = [...have].filter((k) => !want.has(k));
    if (listed.total !== want.size) out.push({ figure: `contacts?${query} total`, expected: String(want.size), actual: String(listed.total) });
    if (missing.length > 0) out.push({ figure: `contacts?${query} rows missing`, expected: `${missing.length} more`, actual: missing.slice(0, 3).join(', ') });
    if (extra.length > 0) out.push({ figure: `contacts?${query} rows extra`, expected: 'none', actual: `${extra.length}: ${extra.slice(0, 3).join(', ')}` });
  }
  return out;
}

/** A small page is the matching slice of the same order listed whole. */
export async function comparePaging(get: AdminGet): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const query = 'includeAnonymous=true&sort=email&order=asc';
  const whole = await allPages(get, query, out);
  const page = await get<ContactsResponse>(`/api/contacts?${query}&page=3&pageSize=7`);
  if (!whole || !page) return out;
  const expected = { total: whole.total, page: 3, pageSize: 7, emails: whole.rows.slice(14, 21).map((r) => r.email) };
  const actual = { total: page.total, page: page.page, pageSize: page.pageSize, emails: page.contacts.map((r) => r.email) };
  if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ figure: 'contacts paging (page 3 of 7)', expected: JSON.stringify(expected), actual: JSON.stringify(actual) });
  return out;
}
