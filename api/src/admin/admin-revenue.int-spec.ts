import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'correct-horse-battery';
const PREFIX = `test-admin-revenue-${randomBytes(4).toString('hex')}`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp('admin_revenue', { ADMIN_PASSWORD: PASSWORD, REDIS_KEY_PREFIX: PREFIX });
  const res = await t.http().post('/api/admin/login').send({ password: PASSWORD }).expect(204);
  cookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  // The revenue projector (worker) makes these rows; here they are written directly.
  await t.db.query(
    `INSERT INTO read_model.revenue_daily (day, product, payments, amount_cents) VALUES
      ('2026-11-01', 'framework_session', 2, 99400),
      ('2026-11-01', 'premium_monthly', 1, 5900),
      ('2026-11-03', 'framework_session', 1, 49700),
      ('2026-11-03', 'enterprise_pilot', 1, 99700),
      ('2026-11-05', 'premium_yearly', 1, 59000)`,
  );
});
afterAll(async () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await t.close();
});

const get = async (path: string) => {
  const res = await t.http().get(path).set('cookie', cookie);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/admin/revenue', () => {
  it('answers 401 without an admin session', async () => {
    const res = await t.http().get('/api/admin/revenue');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, statusCode: 401 });
  });

  it('sums payments and cents per product (biggest first) and per day', async () => {
    expect(await get('/api/admin/revenue')).toEqual({
      from: null,
      to: null,
      products: [
        { product: 'framework_session', payments: 3, amountCents: 149_100 },
        { product: 'enterprise_pilot', payments: 1, amountCents: 99_700 },
        { product: 'premium_yearly', payments: 1, amountCents: 59_000 },
        { product: 'premium_monthly', payments: 1, amountCents: 5_900 },
      ],
      days: [
        { day: '2026-11-01', payments: 3, amountCents: 105_300 },
        { day: '2026-11-03', payments: 2, amountCents: 149_400 },
        { day: '2026-11-05', payments: 1, amountCents: 59_000 },
      ],
      totalPayments: 6,
      totalAmountCents: 313_700,
    });
  });

  it('limits to a range of days and refuses one that ends before it starts', async () => {
    const body = await get('/api/admin/revenue?from=2026-11-02&to=2026-11-03');
    expect(body).toMatchObject({ from: '2026-11-02', to: '2026-11-03', totalPayments: 2, totalAmountCents: 149_400 });
    expect(body.days).toEqual([{ day: '2026-11-03', payments: 2, amountCents: 149_400 }]);
    const bad = await t.http().get('/api/admin/revenue?from=2026-11-05&to=2026-11-01').set('cookie', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('to');
    const garbage = await t.http().get('/api/admin/revenue?from=yesterday').set('cookie', cookie);
    expect(garbage.status).toBe(400);
    expect(garbage.body.fields[0].field).toBe('from');
  });
});
