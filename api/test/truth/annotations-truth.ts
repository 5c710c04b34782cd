import type { Annotation, AnnotationListResponse } from '@pitchlens/contracts';
import type { AdminGet } from './compare';
import type { Http, Mismatch } from './driver';
import type { DayRange } from './expected-figures';
import { dayOf, touchOf, TRUTH_TIME_ZONE, type Truth, type Window } from './truth-model';

/**
 * Annotations by README's rules ("What the numbers mean" → Annotations): the
 * notes the test wrote as the admin, each campaign's first touch from the
 * calls it made, one rebuild per rebuild it knows of (the worker's at start,
 * in the report time zone, and each replay it asked for), no price change
 * (the catalogue did not change) and no erasure.
 */

export interface ExpectedNote {
  id: string;
  day: string;
  text: string;
}

/** A rebuild of every projector: what the stack's start and an operator's replay of all are. */
const EVERY_PROJECTOR = 'Read models rebuilt: annotations, contacts, referrals, revenue, traffic';

/** Adds three notes, edits one (text and day) and removes another, as the admin: the two left are expected. */
export async function writeNotes(http: Http, cookie: string, today: string, out: Mismatch[]): Promise<ExpectedNote[]> {
  const send = async (method: 'post' | 'patch' | 'delete', path: string, body?: object) => {
    const res = await http()[method](path).set('cookie', cookie).send(body);
    if (res.status >= 300) out.push({ figure: `${method.toUpperCase()} ${path}`, expected: '2xx', actual: `${res.status} ${JSON.stringify(res.body).slice(0, 200)}` });
    return res.body as Annotation;
  };
  const yesterday = dayOf(Date.parse(`${today}T12:00:00${TRUTH_TIME_ZONE.offset}`) - 86_400_000);
  const launch = await send('post', '/api/admin/annotations', { day: yesterday, text: 'Webinar invitations sent' });
  const price = await send('post', '/api/admin/annotations', { day: today, text: 'Founder offer ends' });
  const mistake = await send('post', '/api/admin/annotations', { day: today, text: 'Written by mistake' });
  await send('patch', `/api/admin/annotations/${launch.id}`, { day: today, text: '  Webinar invitations sent (second wave)  ' });
  await send('delete', `/api/admin/annotations/${mistake.id}`);
  return [
    { id: launch.id, day: today, text: 'Webinar invitations sent (second wave)' },
    { id: price.id, day: today, text: 'Founder offer ends' },
  ];
}

/** Each campaign value's first touch: the earliest (by event time) of the people's calls carrying it. */
function firstTouches(truth: Truth, ownHosts: string[]): Map<string, Window> {
  const first = new Map<string, Window>();
  for (const call of truth.calls) {
    const campaign = touchOf(call, ownHosts)?.campaign;
    if (!campaign) continue;
    const seen = first.get(campaign);
    first.set(campaign, seen ? { lo: Math.min(seen.lo, call.at.lo), hi: Math.min(seen.hi, call.at.hi) } : { ...call.at });
  }
  return first;
}

export interface RebuildsKnown {
  /** Rebuilds before the round: the one at the stack's start, and the replays asked since. */
  count: number;
  /** When the latest replay was asked and when it had finished; null before any. */
  lastReplay: Window | null;
}

export async function compareAnnotations(get: AdminGet, truth: Truth, ownHosts: string[], notes: ExpectedNote[], range: DayRange, rebuilds: RebuildsKnown): Promise<Mismatch[]> {
  const out: Mismatch[] = [];
  const mismatch = (figure: string, expected: unknown, actual: unknown) => out.push({ figure: `annotations: ${figure}`, expected: JSON.stringify(expected), actual: JSON.stringify(actual) });
  const all = await get<AnnotationListResponse>('/api/admin/annotations');
  if (!all) return out;
  if (all.timeZone !== TRUTH_TIME_ZONE.name) mismatch('timeZone', TRUTH_TIME_ZONE.name, all.timeZone);
  const of = (kind: Annotation['kind']) => all.annotations.filter((a) => a.kind === kind);

  const shownNotes = of('note').map(({ id, day, text, at, automatic }) => ({ id, day, text, at, automatic }));
  const expectedNotes = notes.map((n) => ({ ...n, at: null, automatic: false }));
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  if (JSON.stringify(shownNotes.sort(byId)) !== JSON.stringify(expectedNotes.sort(byId))) mismatch('the admin\'s notes', expectedNotes, shownNotes);

  const campaigns = firstTouches(truth, ownHosts);
  const shown = new Map(of('campaign').map((a) => [a.text, a]));
  for (const [campaign, at] of campaigns) {
    const annotation = shown.get(`First touch of campaign "${campaign}"`);
    const ms = annotation?.at ? Date.parse(annotation.at) : NaN;
    // Postgres keeps microseconds and answers milliseconds: a millisecond either side is the same instant.
    const inWindow = ms >= at.lo - 1 && ms <= at.hi + 1;
    if (!annotation || !inWindow || annotation.day !== dayOf(ms) || !annotation.automatic) {
      mismatch(`first touch of ${campaign}`, { at: [new Date(at.lo).toISOString(), new Date(at.hi).toISOString()], day: [dayOf(at.lo), dayOf(at.hi)] }, annotation ?? null);
    }
  }
  if (shown.size !== campaigns.size) mismatch('campaigns first touched', [...campaigns.keys()].sort(), [...shown.keys()].sort());

  const rebuilt = of('rebuild');
  if (rebuilt.length !== rebuilds.count || rebuilt.some((a) => a.text !== EVERY_PROJECTOR || !a.at || a.day !== dayOf(Date.parse(a.at)))) {
    mismatch('rebuilds', `${rebuilds.count} × ${EVERY_PROJECTOR}`, rebuilt);
  }
  const replay = rebuilds.lastReplay;
  if (replay && !rebuilt.some((a) => a.at && Date.parse(a.at) >= replay.lo - 1 && Date.parse(a.at) <= replay.hi + 1)) mismatch('the replay', replay, rebuilt);
  for (const kind of ['price-change', 'erasure'] as const) if (of(kind).length > 0) mismatch(`${kind} annotations`, [], of(kind));

  // A range keeps exactly the annotations of its days.
  const ranged = await get<AnnotationListResponse>(`/api/admin/annotations?from=${range.from}&to=${range.to}`);
  const within = all.annotations.filter((a) => a.day >= range.from && a.day <= range.to).map((a) => a.id);
  if (ranged && JSON.stringify(ranged.annotations.map((a) => a.id)) !== JSON.stringify(within)) mismatch(`annotations of ${range.from} to ${range.to}`, within, ranged.annotations.map((a) => a.id));
  return out;
}
