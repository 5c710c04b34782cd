import { rawRequest } from '../../../test/hostile/raw-http';
import { countEvents, startTestApp, type TestApp } from '../../../test/test-app';

/** Writes take JSON from this site only: a plain HTML form on another site must not reach the event log. */
const SITE_URL = 'https://www.pitchlens.example';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp('write_requests', { SITE_URL });
  port = t.port;
});
afterAll(() => t.close());

const pageView = () => t.http().post('/api/track-page-view');

/** The request is refused with `status`, naming `field`, and the log is unchanged. */
async function expectRefused(call: () => PromiseLike<{ status: number; body: unknown }>, status: number, field: string): Promise<void> {
  const before = await countEvents(t.db);
  const res = await call();
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, statusCode: status, fields: [{ field }] });
  expect(await countEvents(t.db)).toBe(before);
}

describe('a write’s body must be JSON', () => {
  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'path=/x'],
    ['plain text', 'text/plain', '{"path":"/x"}'],
    ['multipart', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="path"\r\n\r\n/x\r\n--b--\r\n'],
    ['JSON’s look-alike', 'application/jsonx', '{"path":"/x"}'],
  ])('refuses %s with 415 naming content-type', async (_label, type, body) => {
    await expectRefused(() => pageView().set('content-type', type).send(body), 415, 'content-type');
  });

  it('accepts JSON with parameters', async () => {
    await pageView().set('content-type', 'application/json; charset=utf-8').send('{"path":"/x","sessionId":"session-test-0001"}').expect(201);
  });

  it('lets a write without a body omit the content type (admin logout)', async () => {
    await t.http().post('/api/admin/logout').expect(204);
  });

  it('names the body when it is not JSON', async () => {
    await expectRefused(() => pageView().set('content-type', 'application/json').send('{"path":'), 400, 'body');
  });

  it('leaves the Stripe webhook to its signature check', async () => {
    const res = await t.http().post('/api/stripe/webhook').set('content-type', 'text/plain').set('origin', 'https://evil.example').send('{}');
    expect(res.status).toBe(400);
    expect(res.body.fields[0].field).toBe('stripe-signature');
  });
});

describe('a write must come from this site', () => {
  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin (null)', { origin: 'null' }],
    ['an Origin that is not an origin', { origin: 'evil' }],
    ['a look-alike of the site', { origin: 'https://www.pitchlens.example.evil.example' }],
    ['another site’s Referer', { referer: 'https://evil.example/page' }],
  ])('refuses %s with 403 naming origin', async (_label, headers) => {
    await expectRefused(() => pageView().set(headers).send({ path: '/x' }), 403, 'origin');
  });

  it('refuses a cross-site form post for its origin', async () => {
    await expectRefused(() => pageView().set('origin', 'https://evil.example').type('form').send('path=/x'), 403, 'origin');
  });

  it('refuses a cross-site admin logout, which has no body', async () => {
    await expectRefused(() => t.http().post('/api/admin/logout').set('origin', 'https://evil.example'), 403, 'origin');
  });

  it.each([
    ['the request’s own host', { host: 'pitchlens.test:8080', origin: 'http://pitchlens.test:8080' }],
    ['the request’s own host, in capitals', { host: 'pitchlens.test', origin: 'HTTP://PitchLens.Test' }],
    ['the configured SITE_URL', { origin: SITE_URL }],
    ['a Referer on the site', { referer: `${SITE_URL}/pricing?plan=yearly` }],
    ['neither header (a server or curl)', {}],
  ])('accepts %s', async (_label, headers) => {
    await pageView().set(headers).send({ path: '/x', sessionId: 'session-test-0001' }).expect(201);
  });

  it('leaves reads alone', async () => {
    await t.http().get('/api/payments/config').set('origin', 'https://evil.example').expect(200);
  });
});

describe('a write is judged by the route it reaches, whatever the form of its target', () => {
  const body = JSON.stringify({ path: '/x', sessionId: 'session-test-0001' });
  const post = (target: string, origin: string) =>
    rawRequest(port, `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json`, body);

  it.each([
    ['an absolute-form target', () => `http://127.0.0.1:${port}/api/track-page-view`],
    ['an absolute-form target naming another host', () => 'http://evil.example/api/track-page-view'],
    ['an absolute-form target in capitals', () => `HTTPS://127.0.0.1:${port}/api/track-page-view`],
    ['a percent-encoded target', () => '/%61pi/track-page-view'],
  ])('refuses a cross-site write with %s, with the API’s headers, and records nothing', async (_label, target) => {
    const before = await countEvents(t.db);
    const res = await post(target(), 'https://evil.example');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, fields: [{ field: 'origin' }] });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await countEvents(t.db)).toBe(before);
  });

  it('records the site’s own write with an absolute-form target, answered with the API’s headers', async () => {
    const before = await countEvents(t.db);
    const res = await post(`http://127.0.0.1:${port}/api/track-page-view`, SITE_URL);
    expect(res.status).toBe(201);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await countEvents(t.db)).toBe(before + 1);
  });
});

describe('the site’s own tracking client', () => {
  it('records a keepalive fetch of JSON from the page’s origin', async () => {
    const url = new URL(t.url);
    const before = await countEvents(t.db);
    const res = await fetch(new URL('/api/track-page-view', url), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Origin: url.origin },
      body: JSON.stringify({ path: '/features', title: 'Features', sessionId: 'session-test-0001' }),
    });
    expect(res.status).toBe(201);
    expect(await countEvents(t.db)).toBe(before + 1);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp('write_requests_proxied', { TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  it('takes the forwarded host as the request’s own', async () => {
    const call = (origin: string) =>
      proxied.http().post('/api/track-page-view').set({ 'x-forwarded-host': 'pitchlens.example', 'x-forwarded-proto': 'https', origin }).send({ path: '/x', sessionId: 'session-test-0001' });
    expect((await call('https://pitchlens.example')).status).toBe(201);
    expect((await call('https://evil.example')).status).toBe(403);
  });

  it('ignores a forwarded host without TRUST_PROXY', async () => {
    const res = await pageView().set({ 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' }).send({ path: '/x', sessionId: 'session-test-0001' });
    expect(res.status).toBe(403);
  });
});
