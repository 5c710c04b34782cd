import type { Redis } from 'ioredis';
import { until } from '../../worker/test/child-process';
import { TcpProxy } from '../../worker/test/tcp-proxy';
import { REDIS } from './common/di-tokens';
import { UNLOCK_ATTEMPTS } from './proposal/commands/unlock-proposal/unlock-proposal.http.controller';
import { startTestApp, type TestApp } from '../test/test-app';

let away: TestApp;
let burst: TestApp;
let proxy: TcpProxy;
beforeAll(async () => {
  proxy = new TcpProxy(6379);
  burst = await startTestApp('rate_limit_burst', { RATE_LIMIT_PER_MINUTE: '6', TRUST_PROXY: 'true' });
  away = await startTestApp('rate_limit_away', { RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: `redis://127.0.0.1:${await proxy.start()}` });
});
afterAll(async () => {
  await away.close();
  await burst.close();
  await proxy.stop();
});

const track = (app: TestApp) => app.http().post('/api/track-page-view').send({ path: '/', sessionId: 'session-test-0001' });

describe('an API whose calls all come from one address', () => {
  const LIMIT = 3;
  // An API of each test's own: every call comes from 127.0.0.1, so two tests on one API would share a count.
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp('rate_limit', { RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterEach(() => t.close());

  it('limits writes per client address with a JSON 429, and leaves reads alone', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await track(t));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    // Only a refusal carries the limit: accepted tracking calls are not told how many remain.
    expect(answers[0].headers['x-ratelimit-remaining']).toBeUndefined();
    expect(answers[3].headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    const limited = await track(t);
    expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
    expect(limited.body.error).toMatch(/^Too many requests/);
    await t.http().get('/api/health').expect(200);
  });

  it("counts a route with a limit of its own apart: writes refused elsewhere use up none of the proposal's attempts", async () => {
    // Past the proposal's ten attempts on the global count: the limit used up, then ten writes refused.
    for (let i = 0; i < LIMIT; i++) await track(t).expect(201);
    for (let i = 0; i < UNLOCK_ATTEMPTS.max; i++) await track(t).expect(429);
    const attempt = await t.http().post('/api/proposal/unlock').send({ password: 'not-the-password' });
    expect(attempt.status).toBe(401);
  });
});

it('counts a burst from several addresses exactly: each address gets its limit, however the calls were batched', async () => {
  const from = (address: string) => burst.http().post('/api/track-page-view').set('x-forwarded-for', address).send({ path: '/', sessionId: 'session-test-0002' });
  const answers = await Promise.all(['198.51.100.1', '198.51.100.2'].flatMap((address) => Array.from({ length: 10 }, async () => [address, (await from(address)).status] as const)));
  for (const address of ['198.51.100.1', '198.51.100.2']) {
    const statuses = answers.filter(([a]) => a === address).map(([, status]) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  }
});

it('counts in the process while Redis is away, so writes are still taken and limited', async () => {
  await track(away).expect(201);
  await proxy.cut();
  const redis = away.app.get<Redis>(REDIS);
  try {
    await until(async () => redis.status !== 'ready', 'the API to lose Redis');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await track(away));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
  } finally {
    await proxy.restore();
  }
  await until(async () => redis.status === 'ready', 'the API to have Redis again');
});
