import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('rate_limit', { RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

it('limits writes per client address with a JSON 429, and leaves reads alone', async () => {
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await t.http().post('/api/track-page-view').send({ path: '/', sessionId: 'session-test-0001' }));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
  // Only a refusal carries the limit: accepted tracking calls are not told how many remain.
  expect(answers[0].headers['x-ratelimit-remaining']).toBeUndefined();
  expect(answers[3].headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
  expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
  const limited = await t.http().post('/api/track-page-view').send({ path: '/', sessionId: 'session-test-0001' });
  expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
  expect(limited.body.error).toMatch(/^Too many requests/);
  await t.http().get('/api/health').expect(200);
});
