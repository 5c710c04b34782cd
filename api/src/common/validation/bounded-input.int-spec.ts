import type { ErrorResponse } from '@pitchlens/contracts';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-test-app';
import { countEvents } from '../../../test/test-app';

/** Whatever a client sends is answered 4xx naming the field at fault, never 500, and appends nothing. */
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp('bounded_input');
});
afterAll(() => t.close());

/** JSON arrays nested `depth` deep: 7,000 levels are 14 KB, under the body limit. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function expectRefused(call: () => PromiseLike<{ status: number; body: unknown }>, field: string | RegExp): Promise<void> {
  const before = await countEvents(t.db);
  const res = await call();
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, statusCode: 400 });
  expect((res.body as ErrorResponse).fields).toContainEqual(expect.objectContaining({ field: typeof field === 'string' ? field : expect.stringMatching(field) }));
  expect(await countEvents(t.db)).toBe(before);
}

const postJson = (path: string, json: string) => () => t.http().post(path).set('content-type', 'application/json').send(json);
const post = (path: string, body: object) => () => t.http().post(path).send(body);
const admin = (url: string) => () => t.http().get(url).set('cookie', t.cookie);

describe('JSON nested deeper than 32 levels', () => {
  it.each([
    ['/api/track-contact', `{"email":"deep@acme.io","metadata":{"x":${nested(7000)}}}`, /^metadata\.x(\.0)+$/],
    ['/api/create-payment-intent', `{"metadata":{"product":${nested(7000)}}}`, /^metadata\.product(\.0)+$/],
    ['/api/track-funnel-step', `{"step":"landing","stepData":{"x":${nested(7000)}}}`, /^stepData\.x(\.0)+$/],
    ['/api/track-page-view', `{"path":"/",${'"a":{'.repeat(2000)}${'}'.repeat(2000)}}`, /^a(\.a)+$/],
  ])('is refused by %s', async (path, json, field) => {
    await expectRefused(postJson(path, json), field);
  });

  it('is accepted up to the limit', async () => {
    await t.http().post('/api/track-page-view').set('content-type', 'application/json').send(`{"path":"/","sessionId":"session-test-0001","extra":${nested(31)}}`).expect(201);
  });
});

describe('text Postgres cannot store, in a query', () => {
  it.each([
    ['/api/contacts?email=%00', 'email'],
    ['/api/contacts.csv?email=a%00b', 'email'],
    ['/api/admin/funnel?from=2026-01-01%00', 'from'],
  ])('is refused by GET %s', async (url, field) => {
    await expectRefused(admin(url), field);
  });
});

describe('an array where the contract says object', () => {
  it.each([
    ['/api/track-contact', { email: 'list@acme.io', metadata: [] }, 'metadata'],
    ['/api/track-funnel-step', { step: 'landing', stepData: [] }, 'stepData'],
    ['/api/create-payment-intent', { metadata: [] }, 'metadata'],
  ])('is refused by %s', async (path, body, field) => {
    await expectRefused(post(path, body), field);
  });
});

describe('null where the contract lets a field be left out', () => {
  it.each([
    ['/api/track-funnel-step', { step: 'landing', email: null }, 'email'],
    ['/api/track-download', { downloadType: 'tactics-csv', email: null }, 'email'],
    ['/api/track-contact', { email: 'null@acme.io', metadata: null }, 'metadata'],
  ])('is refused by %s, not taken for a value', async (path, body, field) => {
    await expectRefused(post(path, body), field);
  });
});

describe('strings and records past their bounds', () => {
  it.each([
    ['a long step detail', '/api/track-funnel-step', { step: 'landing', stepData: { note: 'x'.repeat(501) } }, 'stepData'],
    ['too many step details', '/api/track-funnel-step', { step: 'landing', stepData: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, 'stepData'],
    ['a nested step detail', '/api/track-funnel-step', { step: 'landing', stepData: { plan: { id: 1 } } }, 'stepData'],
    ['a long visit date', '/api/track-contact', { email: 'long@acme.io', metadata: { visitedAt: `2026-01-01T00:00:00${'0'.repeat(100)}Z` } }, 'metadata.visitedAt'],
    ['a long referrer name', '/api/referrals/submit', { name: 'x'.repeat(201), email: 'a@acme.io', consent: true }, 'name'],
    ['a long referred company', '/api/referrals/submit', { name: 'Ana', email: 'a@acme.io', referral1Company: 'x'.repeat(201), consent: true }, 'referral1Company'],
  ])('refuses %s', async (_label, path, body, field) => {
    await expectRefused(post(path, body), field);
  });

  it('keeps the step details the site sends', async () => {
    const stepData = { productType: 'premium', billingCycle: 'yearly', amount: 708, purchaseDate: '2026-11-21T10:00:00.000Z' };
    await t.http().post('/api/track-funnel-step').send({ email: 'lee@acme.io', step: 'premium_purchase_success', stepData }).expect(201);
  });
});

describe('keys that would reach an object’s prototype', () => {
  it.each([
    ['{"path":"/","__proto__":{"admin":true}}', '__proto__'],
    ['{"path":"/","title":"t","constructor":{"prototype":{"admin":true}}}', 'constructor'],
    ['{"path":"/","extra":{"nested":{"__proto__":{}}}}', 'extra.nested.__proto__'],
  ])('are refused by name: %s', async (json, field) => {
    await expectRefused(postJson('/api/track-page-view', json), field);
  });
});
