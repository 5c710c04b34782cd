import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp('admin_revenue');
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
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.http().get(path).set('cookie', t.cookie);
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
    const bad = await t.http().get('/api/admin/revenue?from=2026-11-05&to=2026-11-01').set('cookie', t.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('to');
    const garbage = await t.http().get('/api/admin/revenue?from=yesterday').set('cookie', t.cookie);
    expect(garbage.status).toBe(400);
    expect(garbage.body.fields[0].field).toBe('from');
  });
});
