import { v7 as uuidv7 } from 'uuid';
import { countEvents, startTestApp, type TestApp } from '../../test/test-app';

/** What a tracking call's metadata says about who, when and where from (README "What the numbers mean"). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('call_rules');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const stored = async (eventId: string) => (await t.db.query('SELECT type, data, metadata, recorded_at FROM event_store.events WHERE event_id = $1', [eventId])).rows[0];
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('a call no one can be credited with', () => {
  it.each([
    ['track-page-view', { path: '/features' }],
    ['track-funnel-step', { step: 'landing' }],
    ['track-download', { downloadType: 'tactics.csv' }],
    ['track-contact', { email: 'temp_x@anonymous.local', currentFunnelStep: 'landing', metadata: { isAnonymous: true } }],
    ['track-funnel-step', { step: 'landing', email: 'visitor@visitor.pitchlens.invalid' }],
  ])('is refused (%s), naming email and sessionId, and leaves nothing', async (route, body) => {
    const before = await countEvents(t.db);
    const res = await t.http().post(`/api/${route}`).send(body).expect(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['email', 'sessionId']);
    expect(await countEvents(t.db)).toBe(before);
  });
});

describe('anonymous calls', () => {
  it("take the spec client's placeholder and isAnonymous flag for a visitor, never a contact", async () => {
    const eventId = uuidv7();
    const body = { email: 'temp_session-spec0001@anonymous.local', currentFunnelStep: 'landing', metadata: { isAnonymous: true }, eventId };
    const res = await t.http().post('/api/track-contact').send(body).expect(201);
    expect(res.body.eventIds).toHaveLength(1);
    expect(await stored(eventId)).toMatchObject({ type: 'FunnelStepReached', data: { email: null, step: 'landing' }, metadata: { sessionId: 'session-spec0001' } });
  });

  it('keep a real-looking address out of the log when the call says it is anonymous', async () => {
    const eventId = uuidv7();
    await t.http().post('/api/track-contact').send({ email: 'ann@acme.com', currentFunnelStep: 'home', metadata: { isAnonymous: true, sessionId: 'session-anon-flag1' }, eventId }).expect(201);
    const event = await stored(eventId);
    expect(event.type).toBe('FunnelStepReached');
    expect(JSON.stringify(event)).not.toContain('ann@acme.com');
  });
});

describe('event time', () => {
  it.each([
    ['an hour ago', ago(HOUR), true],
    ['71 hours ago', ago(71 * HOUR), true],
    ['4 minutes ahead', ago(-4 * 60_000), true],
    ['73 hours ago', ago(73 * HOUR), false],
    ['10 minutes ahead', ago(-10 * 60_000), false],
  ])('keeps a client time of %s only within 72 hours before and 5 minutes after arrival', async (_label, occurredAt, kept) => {
    const eventId = uuidv7();
    await t.http().post('/api/track-page-view').send({ path: '/features', sessionId: 'session-time0001', occurredAt, eventId }).expect(201);
    const { metadata, recorded_at: arrival } = await stored(eventId);
    if (kept) {
      expect(metadata.occurredAt).toBe(occurredAt);
      expect(metadata.clientTimeRejected).toBeUndefined();
    } else {
      expect(metadata.clientTimeRejected).toBe(true);
      expect(Math.abs(Date.parse(metadata.occurredAt) - arrival.getTime())).toBeLessThan(5_000);
    }
  });

  it("reads track-contact's visitedAt, and dates a call without a time at its arrival", async () => {
    const visitedAt = ago(2 * HOUR);
    const contact = uuidv7();
    await t.http().post('/api/track-contact').send({ email: 'kai@acme.com', metadata: { visitedAt, sessionId: 'session-time0002' }, eventId: contact }).expect(201);
    expect((await stored(contact)).metadata.occurredAt).toBe(visitedAt);
    const plain = uuidv7();
    await t.http().post('/api/track-page-view').send({ path: '/', sessionId: 'session-time0002', eventId: plain }).expect(201);
    const { metadata, recorded_at: arrival } = await stored(plain);
    expect(Math.abs(Date.parse(metadata.occurredAt) - arrival.getTime())).toBeLessThan(5_000);
  });
});

describe('bots and referrers', () => {
  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false],
  ])('records %s, marked a bot: %s', async (agent, bot) => {
    const eventId = uuidv7();
    await t.http().post('/api/track-page-view').set('user-agent', agent).send({ path: '/', sessionId: 'session-agent001', eventId }).expect(201);
    expect((await stored(eventId)).metadata.bot).toBe(bot ? true : undefined);
  });

  it.each([
    ['https://www.Google.com/search?q=call+coaching', 'google.com'],
    ['https://news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['http://127.0.0.1/features', undefined],
    ['http://localhost:3000/pricing', undefined],
    ['not a url', undefined],
  ])('names the host of a referrer on another site (%s → %s)', async (referrer, host) => {
    const eventId = uuidv7();
    await t.http().post('/api/track-page-view').send({ path: '/', referrer, sessionId: 'session-refer001', eventId }).expect(201);
    expect((await stored(eventId)).metadata.referrerHost).toBe(host);
  });
});
