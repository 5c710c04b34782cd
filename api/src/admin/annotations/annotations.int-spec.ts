import type { INestApplicationContext } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { CATALOGUE, dayOf, type Annotation, type AnnotationListResponse, type ErasureStatus, type ReplayJobStatusResponse, type ReportTimeZoneResponse } from '@pitchlens/contracts';
import { EventReader, EventStore } from '@pitchlens/event-store';
import { Pool } from 'pg';
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../../worker/test/child-process';
import { SmtpTestServer } from '../../../../worker/test/smtp-test-server';
import { dropQueueKeys, startWorker, testWorkerEnv } from '../../../../worker/test/worker-app';
import { cataloguePrices, recordCatalogue } from '../../../../worker/src/operations/catalogue-record';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-test-app';

/**
 * Annotations against the real worker in this process: the admin's notes
 * through the API, the automatic ones from the facts the log holds, all on
 * report days of a zone west of UTC, and the same after a replay.
 */
const ZONE = 'America/New_York';
const QUEUE_PREFIX = `test-annotations-${randomBytes(4).toString('hex')}`;

let t: AdminTestApp;
let worker: INestApplicationContext | null = null;
let smtp: SmtpTestServer;

beforeAll(async () => {
  t = await startAdminTestApp('annotations', { QUEUE_PREFIX, REPORT_TIMEZONE: ZONE });
  smtp = new SmtpTestServer();
  worker = await startWorker(testWorkerEnv(t.app.get(ApiConfig).DATABASE_URL, await smtp.start(), { QUEUE_PREFIX, REPORT_TIMEZONE: ZONE }));
  // The worker rebuilds the read models in the zone at its start (the first rebuild annotated).
  await until(async () => (await t.get<ReportTimeZoneResponse>('/api/admin/operations/report-time-zone')).liveTimeZone === ZONE, 'the read models in the zone', 30_000);
  // Its fact lands after the swap: awaited, so no test counts it among its own.
  await listWhen((a) => a.some((x) => x.kind === 'rebuild'), 'the first rebuild annotated');
});

afterAll(async () => {
  await worker?.close();
  await smtp?.stop();
  await dropQueueKeys('redis://127.0.0.1:6379', QUEUE_PREFIX);
  await t?.close();
});

const as = (request: ReturnType<ReturnType<AdminTestApp['http']>['get']>) => request.set('cookie', t.cookie);
const list = (query = '') => t.get<AnnotationListResponse>(`/api/admin/annotations${query}`);
const add = (body: object) => as(t.http().post('/api/admin/annotations').send(body));
const edit = (id: string, body: object) => as(t.http().patch(`/api/admin/annotations/${id}`).send(body));
const remove = (id: string) => as(t.http().delete(`/api/admin/annotations/${id}`));
/** Events of `type` in the log, or of one note's only. */
const events = async (type: string, annotationId?: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE type = $1 AND ($2::text IS NULL OR data->>'annotationId' = $2)`, [type, annotationId ?? null]))
    .rows[0].n;
const fieldsOf = (body: { fields: { field: string }[] }) => [...new Set(body.fields.map((f) => f.field))];

/** The list once it holds what `ready` waits for (the worker reads the log within moments). */
async function listWhen(ready: (annotations: Annotation[]) => boolean, what: string): Promise<Annotation[]> {
  let annotations: Annotation[] = [];
  await until(async () => ready((annotations = (await list()).annotations)), what, 20_000);
  return annotations;
}

// Other tests' notes stay listed: a test looks at its own.
const noteOf = (id: string) => (annotations: Annotation[]) => annotations.filter((a) => a.id === id);

it('answers every route with 401 without a session', async () => {
  const id = uuidv7();
  for (const res of await Promise.all([
    t.http().get('/api/admin/annotations'),
    t.http().post('/api/admin/annotations').send({ day: '2026-11-01', text: 'x' }),
    t.http().patch(`/api/admin/annotations/${id}`).send({ text: 'x' }),
    t.http().delete(`/api/admin/annotations/${id}`),
  ])) {
    expect(res.status).toBe(401);
  }
});

it('adds, edits and removes a note, each a fact in the log, listed by report day', async () => {
  const added = await add({ day: '2026-11-20', text: '  Launched the spring newsletter  ' }).expect(201);
  const note = added.body as Annotation;
  expect(note).toEqual({ id: expect.any(String), kind: 'note', automatic: false, day: '2026-11-20', at: null, text: 'Launched the spring newsletter' });
  const mine = noteOf(note.id);
  await listWhen((a) => mine(a).length === 1, 'the note to be listed');

  // The stream decides at once, before the worker has read it.
  const edited = await edit(note.id, { text: 'Launched the autumn newsletter' }).expect(200);
  expect(edited.body).toEqual({ ...note, text: 'Launched the autumn newsletter' });
  await edit(note.id, { day: '2026-11-21' }).expect(200);
  const shown = await listWhen((a) => mine(a)[0]?.day === '2026-11-21', 'the edit to be listed');
  expect(mine(shown)).toEqual([{ ...note, day: '2026-11-21', text: 'Launched the autumn newsletter' }]);

  const range = await list('?from=2026-11-21&to=2026-11-21');
  expect(range).toMatchObject({ timeZone: ZONE, from: '2026-11-21', to: '2026-11-21' });
  expect(mine(range.annotations)).toHaveLength(1);
  expect(mine((await list('?from=2026-11-22')).annotations)).toEqual([]);
  // A timestamp counts on its report day: 03:00 UTC on the 22nd is the 21st in New York.
  expect(mine((await list('?to=2026-11-22T03:00:00Z')).annotations)).toHaveLength(1);

  await remove(note.id).expect(204);
  await listWhen((a) => mine(a).length === 0, 'the note to be gone');
  expect(await events('AnnotationAdded', note.id)).toBe(1);
  expect(await events('AnnotationEdited', note.id)).toBe(2);
  expect(await events('AnnotationRemoved', note.id)).toBe(1);
  // Removed, it is no one's to change.
  expect((await remove(note.id).expect(404)).body.fields).toEqual([{ field: 'id', message: expect.any(String) }]);
  await edit(note.id, { text: 'again' }).expect(404);
});

it('refuses bad input with a 400 naming the field, and records nothing', async () => {
  const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
  const refused: [object, string][] = [
    [{ text: 'no day' }, 'day'],
    [{ day: '2026-02-30', text: 'not a date' }, 'day'],
    [{ day: '2026-11-20T10:00:00Z', text: 'an instant' }, 'day'],
    [{ day: '2026-11-20' }, 'text'],
    [{ day: '2026-11-20', text: '   ' }, 'text'],
    [{ day: '2026-11-20', text: 'x'.repeat(201) }, 'text'],
    [{ day: '2026-11-20', text: 42 }, 'text'],
  ];
  for (const [body, field] of refused) expect(fieldsOf((await add(body).expect(400)).body)).toContain(field);
  const { body: kept } = await add({ day: '2026-11-20', text: 'x'.repeat(200) }).expect(201);
  expect(fieldsOf((await edit(kept.id, {}).expect(400)).body)).toEqual(['text']);
  expect(fieldsOf((await edit(kept.id, { day: 'tomorrow' }).expect(400)).body)).toEqual(['day']);
  expect(fieldsOf((await edit('not-a-uuid', { text: 'x' }).expect(400)).body)).toEqual(['id']);
  await edit(uuidv7(), { text: 'x' }).expect(404);
  expect(fieldsOf((await as(t.http().get('/api/admin/annotations?from=yesterday')).expect(400)).body)).toEqual(['from']);
  expect(fieldsOf((await as(t.http().get('/api/admin/annotations?from=2026-11-20&to=2026-11-19')).expect(400)).body)).toEqual(['to']);
  const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
  expect(after.rows[0].n).toBe(before.rows[0].n + 1);
  await remove(kept.id).expect(204);
});

it('records the catalogue once, however many workers start, and annotates each change of price', async () => {
  // The worker recorded the running prices at its start: where the log starts knowing them, no change.
  expect(await events('CataloguePublished')).toBe(1);
  const pools = [new Pool({ connectionString: t.app.get(ApiConfig).DATABASE_URL }), new Pool({ connectionString: t.app.get(ApiConfig).DATABASE_URL })];
  try {
    const start = (prices: Record<string, number>) => Promise.all(pools.map((pool) => recordCatalogue(new EventStore(pool), new EventReader(pool), prices)));
    expect(await start(cataloguePrices())).toEqual([false, false]);
    const raised = { ...cataloguePrices(), framework_session: CATALOGUE.framework_session.amountCents + 10_000 };
    expect((await start(raised)).filter(Boolean)).toHaveLength(1);
    expect(await events('CataloguePublished')).toBe(2);
    const changes = (await listWhen((a) => a.some((x) => x.kind === 'price-change'), 'the price change')).filter((a) => a.kind === 'price-change');
    expect(changes).toEqual([
      { id: expect.any(String), kind: 'price-change', automatic: true, day: dayOf(new Date(changes[0].at!), ZONE), at: expect.any(String), text: 'Prices changed: framework_session $497 → $597' },
    ]);
    await edit(changes[0].id, { text: 'mine now' }).expect(404);
    await remove(changes[0].id).expect(404);
    // Back to the code's prices: a change again.
    expect((await start(cataloguePrices())).filter(Boolean)).toHaveLength(1);
    await listWhen((a) => a.filter((x) => x.kind === 'price-change').length === 2, 'the price going back');
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
  }
});

it("annotates a campaign's first touch by event time, on its report day, leaving bots out", async () => {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const view = (campaign: string, occurredAt: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0') =>
    t.http().post('/api/track-page-view').set('user-agent', userAgent).send({ path: '/', title: 'Home', sessionId: `s-${randomBytes(4).toString('hex')}`, eventId: uuidv7(), occurredAt, utmSource: 'news', utmCampaign: campaign }).expect(201);
  await view('autumn-sale', at(2));
  // Told later, it happened earlier: the first touch moves back.
  await view('autumn-sale', at(30));
  await view('autumn-sale', at(1));
  await view('bots-only', at(3), 'Googlebot/2.1 (+http://www.google.com/bot.html)');
  const campaigns = (await listWhen((a) => a.some((x) => x.kind === 'campaign' && x.at === at(30)), 'the earliest touch')).filter((a) => a.kind === 'campaign');
  expect(campaigns).toEqual([{ id: expect.any(String), kind: 'campaign', automatic: true, day: dayOf(new Date(at(30)), ZONE), at: at(30), text: 'First touch of campaign "autumn-sale"' }]);
});

it('annotates an erasure by its count alone (it rebuilds nothing), and every rebuild; a replay keeps them all', async () => {
  const rebuiltBefore = (await list()).annotations.filter((a) => a.kind === 'rebuild');
  expect(rebuiltBefore.map((a) => a.text)).toEqual(['Read models rebuilt: annotations, contacts, referrals, revenue, traffic']);
  await t.http().post('/api/track-contact').send({ email: 'ottilie.brandvold@fjordpeak.example', firstName: 'Ottilie', metadata: { sessionId: 'erased-session' } }).expect(201);
  // The annotation takes the day the erasure was recorded: the day it was filed, or the next if midnight passed meanwhile.
  const filedOn = dayOf(new Date(), ZONE);
  const filed = await as(t.http().post('/api/admin/erasures').send({ email: 'ottilie.brandvold@fjordpeak.example' })).expect(202);
  await until(async () => (await t.get<ErasureStatus>(`/api/admin/erasures/${filed.body.id}`)).state === 'completed', 'the erasure', 60_000);
  const erased = await listWhen((a) => a.some((x) => x.kind === 'erasure'), 'the erasure');
  const erasure = erased.find((a) => a.kind === 'erasure')!;
  expect([filedOn, dayOf(new Date(), ZONE)]).toContain(erasure.day);
  expect(erasure).toEqual({ id: expect.any(String), kind: 'erasure', automatic: true, day: erasure.day, at: null, text: '1 person erased' });
  expect(JSON.stringify(erased)).not.toMatch(/ottilie|brandvold|fjordpeak/i);
  expect(erased.filter((a) => a.kind === 'rebuild')).toEqual(rebuiltBefore);

  const { body: kept } = await add({ day: '2026-11-25', text: 'Kept through a replay' }).expect(201);
  const before = await listWhen((a) => noteOf(kept.id)(a).length === 1, 'the note');
  const queued = await as(t.http().post('/api/admin/operations/replay').send({ projector: 'annotations' })).expect(202);
  await until(async () => (await t.get<ReplayJobStatusResponse>(`/api/admin/operations/replay/${queued.body.jobId}`)).state === 'completed', 'the replay', 30_000);
  const after = await listWhen((a) => a.filter((x) => x.kind === 'rebuild').length === 2, 'the replay annotated');
  const replayed = after.filter((a) => !before.some((b) => b.id === a.id));
  expect(replayed).toEqual([{ id: expect.any(String), kind: 'rebuild', automatic: true, day: dayOf(new Date(replayed[0].at!), ZONE), at: expect.any(String), text: 'Read models rebuilt: annotations' }]);
  expect(after.filter((a) => a.id !== replayed[0].id)).toEqual(before);
});
