import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('security_headers');
});
afterAll(() => t.close());

describe('security headers', () => {
  it('give pages the site’s content policy', async () => {
    const page = await t.http().get('/features');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=/);
  });

  it.each([
    ['a tracking answer', () => t.http().post('/api/track-page-view').send({ path: '/features', sessionId: 'session-test-0001' }), 201],
    ['a refused call', () => t.http().post('/api/track-page-view').send({ path: 42 }), 400],
    ['an unknown API path', () => t.http().get('/api/nothing-here'), 404],
  ])('give %s only what applies to JSON: load nothing, no framing, no sniffing, HTTPS', async (_label, call, status) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
