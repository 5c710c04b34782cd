import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('rate_limit', { RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

it('limits writes per client address with a JSON 429, and leaves reads alone', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await t.http().post('/api/track-page-view').send({ path: '/' })).status);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const limited = await t.http().post('/api/track-page-view').send({ path: '/' });
  expect(limited.body).toMatchObject({ success: false, statusCode: 429 });
  expect(limited.body.error).toMatch(/^Too many requests/);
  await t.http().get('/api/health').expect(200);
});
