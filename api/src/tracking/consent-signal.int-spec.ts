import { dayOf, type AdminTrafficResponse } from '@pitchlens/contracts';
import { personStreams } from '@pitchlens/event-store';
import { v7 as uuidv7 } from 'uuid';
import { catchUp } from '../../../worker/test/catch-up';
import { TrafficProjector } from '../../../worker/src/projections/traffic/traffic.projector';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { countEvents } from '../../test/test-app';

/**
 * Global Privacy Control and Do Not Track through the real API: what such a
 * browser records cannot be linked to a person (no session, hashed IP or
 * user agent, in metadata, data or stream), yet its page views still count.
 */
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp('consent_signal');
});
afterAll(() => t.close());

const GPC = { 'sec-gpc': '1' };
const DNT = { dnt: '1' };
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const post = (path: string, body: object, headers: Record<string, string> = {}) => t.http().post(path).set(headers).send(body);
const stored = async (eventId: string) =>
  (await t.db.query('SELECT stream_id, type, data, metadata FROM event_store.events WHERE event_id = $1', [eventId])).rows[0];
const UNLINKED = { sessionId: null, ipHash: null, userAgent: null };

it('records a page view without session, hashed IP or user agent, keeping its campaign and referring site', async () => {
  const eventId = uuidv7();
  await post('/api/track-page-view', { path: '/features', referrer: 'https://news.example/', sessionId: 'session-gpc-0001', eventId, utmSource: 'linkedin' }, GPC).expect(201);
  const event = await stored(eventId);
  expect(event).toMatchObject({ stream_id: `event-${eventId}`, type: 'PageViewed', metadata: { ...UNLINKED, utm: { source: 'linkedin' }, referrerHost: 'news.example' } });
  expect(event.metadata.bot).toBeUndefined();
});

it('records such a page view without a session id, and still refuses one from anyone else', async () => {
  const eventId = uuidv7();
  await post('/api/track-page-view', { path: '/', eventId }, DNT).expect(201);
  expect((await stored(eventId)).metadata).toMatchObject(UNLINKED);
  const before = await countEvents(t.db);
  for (const headers of [{}, { 'sec-gpc': '0' }, { dnt: '0' }] as Record<string, string>[]) {
    const res = await post('/api/track-page-view', { path: '/' }, headers);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['email', 'sessionId']);
  }
  expect(await countEvents(t.db)).toBe(before);
});

it('keeps a session for a browser that asks nothing (Sec-GPC: 0)', async () => {
  const eventId = uuidv7();
  await post('/api/track-page-view', { path: '/', sessionId: 'session-gpc-0002', eventId }, { 'sec-gpc': '0' }).expect(201);
  expect((await stored(eventId)).metadata.sessionId).toBe('session-gpc-0002');
});

it('still tells a bot by its user agent before dropping it', async () => {
  const eventId = uuidv7();
  await t.http().post('/api/track-page-view').set(GPC).set('user-agent', HEADLESS).send({ path: '/', eventId }).expect(201);
  expect((await stored(eventId)).metadata).toMatchObject({ ...UNLINKED, bot: true });
});

it('records the address a person typed, linked to no session', async () => {
  const eventId = uuidv7();
  await post('/api/track-contact', { email: 'Gale@Acme.example', firstName: 'Gale', sessionId: 'session-gpc-0003', metadata: { sessionId: 'session-gpc-0003' }, eventId }, GPC).expect(201);
  expect(await stored(eventId)).toMatchObject({
    stream_id: personStreams.contact('gale@acme.example'),
    type: 'ContactIdentified',
    data: { email: 'gale@acme.example', sessionId: null, firstName: 'Gale' },
    metadata: UNLINKED,
  });
});

it('records a referral in no stream of the session', async () => {
  const eventId = uuidv7();
  const form = { name: 'Rae Lind', email: 'rae@acme.example', referral1Name: 'Ola Berg', referral1Email: 'ola@globex.example', referral1Title: 'VP Sales', referral1Company: 'Globex', consent: true };
  await post('/api/referrals/submit', { ...form, sessionId: 'session-gpc-0004', eventId }, GPC).expect(201);
  const event = await stored(eventId);
  expect(event).toMatchObject({ stream_id: `event-${eventId}`, data: { email: 'rae@acme.example', sessionId: null }, metadata: UNLINKED });
});

it('refuses a step that names no one once the session is dropped', async () => {
  const before = await countEvents(t.db);
  const res = await post('/api/track-funnel-step', { step: 'landing', sessionId: 'session-gpc-0005' }, GPC);
  expect(res.status).toBe(400);
  expect(await countEvents(t.db)).toBe(before);
});

it('counts such page views in the traffic figures, each view a visitor of its own', async () => {
  const occurredAt = new Date(Date.now() - 3600_000).toISOString();
  const view = (sessionId: string, headers: Record<string, string>) => post('/api/track-page-view', { path: '/pricing', sessionId, occurredAt }, headers).expect(201);
  await view('session-gpc-0006', GPC);
  await view('session-gpc-0006', GPC);
  await view('session-plain-01', {});
  await view('session-plain-01', {});
  await catchUp(t.db, new TrafficProjector(), 100);
  const day = dayOf(new Date(occurredAt));
  const res = await t.http().get(`/api/admin/traffic?from=${day}&to=${day}`).set('cookie', t.cookie).expect(200);
  const body = res.body as AdminTrafficResponse;
  expect(body.topPaths).toContainEqual({ path: '/pricing', pageViews: 4 });
  const { rows } = await t.db.query(`SELECT views, unique_sessions FROM read_model.page_views_daily WHERE path = '/pricing'`);
  expect(rows).toEqual([{ views: 4, unique_sessions: 3 }]);
});
