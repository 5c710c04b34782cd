import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'correct-horse-battery';
const PREFIX = `test-admin-auth-${randomBytes(4).toString('hex')}`;
const ENV = { ADMIN_PASSWORD: PASSWORD, REDIS_KEY_PREFIX: PREFIX, TRUST_PROXY: 'true' };

const ADMIN_GETS = [
  '/api/contacts',
  '/api/contacts.csv',
  '/api/admin/summary',
  '/api/admin/funnel',
  '/api/admin/traffic',
  '/api/admin/utm',
  '/api/admin/contacts/0193a0a0-0000-7000-8000-000000000000/timeline',
];

let t: TestApp;
let redis: Redis;
beforeAll(async () => {
  t = await startTestApp('admin_auth', ENV);
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await t.close();
});

let nextIp = 1;
/** Each test logs in from an address of its own, so one test's failures never limit another. */
const freshIp = () => `203.0.113.${nextIp++}`;

const logIn = (password: unknown, ip: string, app = t) => app.http().post('/api/admin/login').set('x-forwarded-for', ip).send({ password });

async function sessionCookie(): Promise<string> {
  const res = await logIn(PASSWORD, freshIp()).expect(204);
  return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
}

describe('admin login', () => {
  it('answers 204 with an HttpOnly, SameSite=Strict session cookie scoped to /api', async () => {
    const res = await logIn(PASSWORD, freshIp());
    expect(res.status).toBe(204);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^pitchlens_admin=[A-Za-z0-9_-]{43}; /);
    const attributes = cookies[0].split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api']));
    // Not production: no Secure, so it works on http://localhost.
    expect(attributes).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with the gate message and no cookie', async () => {
    const res = await logIn('not-the-password', freshIp());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      statusCode: 401,
      error: 'Invalid password. Please try again.',
      fields: [{ field: 'password', message: 'is incorrect' }],
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 naming password when it is missing or not text', async () => {
    for (const body of [{}, { password: 12345678901234 }, { password: '' }, { password: ['a'] }]) {
      const res = await t.http().post('/api/admin/login').set('x-forwarded-for', freshIp()).send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain('password');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('stops an address after 5 failures, even with the right password, on every replica; another address still gets in', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await logIn(`guess-${i}`, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await logIn(PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429, fields: [] });
    expect(limited.body.error).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.headers['set-cookie']).toBeUndefined();

    // A second API replica sharing Redis knows the count.
    const replica = await startTestApp('admin_auth_replica', ENV);
    try {
      expect((await logIn(PASSWORD, ip, replica)).status).toBe(429);
    } finally {
      await replica.close();
    }
    expect((await logIn(PASSWORD, freshIp())).status).toBe(204);
  });

  it('clears the count on success, so earlier typos do not add up across logins', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await logIn('typo', ip).expect(401);
    await logIn(PASSWORD, ip).expect(204);
    for (let i = 0; i < 4; i++) await logIn('typo', ip).expect(401);
    await logIn(PASSWORD, ip).expect(204);
  });
});

describe('admin endpoints', () => {
  it.each(ADMIN_GETS)('GET %s answers 401 JSON without a session, or with a made-up one', async (path) => {
    for (const cookie of [undefined, `pitchlens_admin=${randomBytes(32).toString('base64url')}`, 'pitchlens_admin=../../x']) {
      const req = t.http().get(path);
      if (cookie) void req.set('cookie', cookie);
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, statusCode: 401 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('checks the session before the query: bad parameters without a session are still 401', async () => {
    await t.http().get('/api/contacts?pageSize=0').expect(401);
    await t.http().get('/api/admin/contacts/not-a-uuid/timeline').expect(401);
  });

  it.each(ADMIN_GETS.filter((p) => !p.includes('/timeline')))('GET %s works with a session', async (path) => {
    const res = await t.http().get(path).set('cookie', await sessionCookie());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/admin/session says so', async () => {
    const res = await t.http().get('/api/admin/session').set('cookie', await sessionCookie());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ authenticated: true });
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown session', 'pitchlens_admin=' + 'a'.repeat(43)],
    ['a malformed cookie', 'pitchlens_admin=../../etc'],
  ])('GET /api/admin/session answers 200 and not authenticated with %s, so a logged-out visit logs no failed request', async (_case, cookie) => {
    const req = t.http().get('/api/admin/session');
    const res = await (cookie ? req.set('cookie', cookie) : req);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ authenticated: false });
  });

  it('logout ends the session on the server: the same cookie is useless afterwards', async () => {
    const cookie = await sessionCookie();
    await t.http().get('/api/admin/summary').set('cookie', cookie).expect(200);
    const out = await t.http().post('/api/admin/logout').set('cookie', cookie);
    expect(out.status).toBe(204);
    expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^pitchlens_admin=; Max-Age=0; Path=\/api/);
    await t.http().get('/api/admin/summary').set('cookie', cookie).expect(401);
    expect((await t.http().get('/api/admin/session').set('cookie', cookie).expect(200)).body).toEqual({ authenticated: false });
    // Logging out again, or without a session, is harmless.
    await t.http().post('/api/admin/logout').set('cookie', cookie).expect(204);
    await t.http().post('/api/admin/logout').expect(204);
  });

  it('keeps sessions in Redis under the configured prefix, with an 8-hour lifetime, never by their raw id', async () => {
    const cookie = await sessionCookie();
    const keys = await redis.keys(`${PREFIX}:admin:session:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes(cookie.split('=')[1]))).toBe(false);
    const ttls = await Promise.all(keys.map((k) => redis.ttl(k)));
    expect(Math.max(...ttls)).toBeLessThanOrEqual(8 * 3600);
    expect(Math.max(...ttls)).toBeGreaterThan(8 * 3600 - 60);
  });
});
