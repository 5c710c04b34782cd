import { placeholderEmailFor } from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import { countEvents, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('tracking');
});
afterAll(() => t.close());

const storedEvent = async (eventId: string) =>
  (await t.db.query('SELECT stream_id, type, data, metadata FROM event_store.events WHERE event_id = $1', [eventId])).rows[0];

describe('tracking endpoints record one event per call', () => {
  it('records a page view with session, UTM, request id and a hashed address in metadata', async () => {
    const eventId = uuidv7();
    const res = await t
      .http()
      .post('/api/track-page-view')
      .set('x-request-id', 'req-page-view-1')
      .send({ path: '/book-giveaway', title: 'Book giveaway', referrer: 'https://news.example/', sessionId: 'session-abc123', eventId, utmSource: 'linkedin', utmCampaign: 'q4' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, eventIds: [eventId], duplicate: false });
    expect(res.headers['x-request-id']).toBe('req-page-view-1');
    const stored = await storedEvent(eventId);
    expect(stored).toMatchObject({
      stream_id: 'visitor-session-abc123',
      type: 'PageViewed',
      data: { path: '/book-giveaway', title: 'Book giveaway', referrer: 'https://news.example/' },
      metadata: { correlationId: 'req-page-view-1', causationId: 'req-page-view-1', sessionId: 'session-abc123', utm: { source: 'linkedin', campaign: 'q4' } },
    });
    expect(stored.metadata.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  });

  it('stores a retried call once and says it was a duplicate', async () => {
    const body = { email: 'dana@acme.io', step: 'trial_checkout', eventId: uuidv7(), sessionId: 'session-retry01' };
    const before = await countEvents(t.db);
    const first = await t.http().post('/api/track-funnel-step').send(body);
    const again = await t.http().post('/api/track-funnel-step').send(body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.duplicate).toBe(true);
    expect(await countEvents(t.db)).toBe(before + 1);
  });

  it('records the premium success step with the data the client sends', async () => {
    const eventId = uuidv7();
    const stepData = { productType: 'premium', billingCycle: 'yearly', amount: 708, purchaseDate: '2026-11-21T10:00:00.000Z' };
    await t.http().post('/api/track-funnel-step').send({ email: 'Lee@Acme.io', step: 'premium_purchase_success', stepData, eventId }).expect(201);
    expect((await storedEvent(eventId)).data).toEqual({ email: 'lee@acme.io', step: 'premium_purchase_success', stepData });
  });

  it('keeps an anonymous visitor anonymous: the placeholder address is never stored as an email', async () => {
    const sessionId = 'session-anon0001';
    const eventId = uuidv7();
    const res = await t
      .http()
      .post('/api/track-contact')
      .send({ email: placeholderEmailFor(sessionId), currentFunnelStep: 'landing', utmSource: 'google', metadata: { isAnonymous: true, sessionId, visitedAt: new Date().toISOString() }, eventId });
    expect(res.status).toBe(201);
    expect(res.body.eventIds).toHaveLength(1);
    expect(await storedEvent(eventId)).toMatchObject({ stream_id: `visitor-${sessionId}`, type: 'FunnelStepReached', data: { email: null, step: 'landing' } });
  });

  it('identifies a contact from a real email and links the session', async () => {
    const eventId = uuidv7();
    const res = await t
      .http()
      .post('/api/track-contact')
      .send({ email: 'sam@northwind.com', firstName: 'Sam', currentFunnelStep: 'breakdown_download', sessionId: 'session-known001', eventId });
    expect(res.status).toBe(201);
    const [identified, step] = res.body.eventIds;
    expect(identified).toBe(eventId);
    expect(await storedEvent(identified)).toMatchObject({
      type: 'ContactIdentified',
      data: { email: 'sam@northwind.com', sessionId: 'session-known001', firstName: 'Sam', source: 'track-contact' },
    });
    expect(await storedEvent(step)).toMatchObject({ type: 'FunnelStepReached', data: { step: 'breakdown_download' } });
  });

  it('records a download and a breakdown request', async () => {
    const download = await t.http().post('/api/track-download').send({ email: placeholderEmailFor('session-dl000001'), downloadType: 'tactics.csv' });
    expect(download.status).toBe(201);
    expect(await storedEvent(download.body.eventIds[0])).toMatchObject({ type: 'FileDownloaded', data: { email: null, downloadType: 'tactics.csv' } });

    const breakdown = await t.http().post('/api/send-breakdown-email').send({ email: 'kim@contoso.com', firstName: '' });
    expect(breakdown.status).toBe(202);
    const types = await Promise.all(breakdown.body.eventIds.map(async (id: string) => (await storedEvent(id)).type));
    expect(types).toEqual(['ContactIdentified', 'BreakdownEmailRequested']);
  });
});

describe('bad input gets a 400 naming the field and leaves no event', () => {
  it.each([
    ['track-page-view', {}, 'path'],
    ['track-page-view', { path: 'no-leading-slash' }, 'path'],
    ['track-page-view', { path: '/x', sessionId: 'bad id!' }, 'sessionId'],
    ['track-page-view', { path: '/x', eventId: 'not-a-uuid' }, 'eventId'],
    ['track-page-view', { path: '/x', eventId: '3b241101-e2bb-4255-8caf-4136c566a962' }, 'eventId'],
    ['track-page-view', { path: '/x\u0000' }, 'path'],
    ['track-funnel-step', { step: 'nowhere' }, 'step'],
    ['track-funnel-step', { step: 'home', email: 'not-an-email' }, 'email'],
    ['track-funnel-step', { step: 'home', stepData: 'text' }, 'stepData'],
    ['track-funnel-step', { step: 'home', stepData: { note: 'bad \ud800 surrogate' } }, 'stepData.note'],
    ['track-contact', { currentFunnelStep: 'home' }, 'email'],
    ['track-contact', { email: 'x@y.com', metadata: { sessionId: '!' } }, 'metadata.sessionId'],
    ['track-contact', { email: placeholderEmailFor('session-noStep01') }, 'currentFunnelStep'],
    ['track-download', { email: 'a@b.co' }, 'downloadType'],
    ['send-breakdown-email', { email: '' }, 'email'],
    ['send-breakdown-email', {}, 'email'],
    ['send-breakdown-email', { email: placeholderEmailFor('session-anon0002') }, 'email'],
  ])('POST /api/%s %j → 400 on %s', async (path, body, field) => {
    const before = await countEvents(t.db);
    const res = await t.http().post(`/api/${path}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(res.body.error).toContain(field);
    expect(await countEvents(t.db)).toBe(before);
  });

  it('answers malformed JSON, a non-object body and an oversized body with JSON 4xx', async () => {
    const before = await countEvents(t.db);
    const malformed = await t.http().post('/api/track-page-view').set('content-type', 'application/json').send('{"path":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    const array = await t.http().post('/api/track-page-view').send([{ path: '/' }]);
    expect(array.status).toBe(400);
    expect(array.body.fields[0].field).toBe('body');
    const huge = await t.http().post('/api/track-page-view').send({ path: '/', title: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    expect(await countEvents(t.db)).toBe(before);
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await t.http().post('/api/track-page-view').send({ path: '/features', isAdmin: true, sessionId: 'session-unknown01' });
    expect(res.status).toBe(201);
    expect(JSON.stringify(await storedEvent(res.body.eventIds[0]))).not.toContain('isAdmin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, statusCode: 404 });
  });
});

describe('health and the tactics file', () => {
  it('reports database and Redis up', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });

  it('serves the tactics CSV as a download', async () => {
    const res = await t.http().get('/api/download/tactics-csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.text.split('\n')[0]).toBe('timestamp,phase,technique,what_was_said,why_it_works');
  });
});
