import { TRIALS_DUE_LISTED } from '@pitchlens/contracts';
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
  // Refunds count on their own day, whatever the payment's.
  await t.db.query(
    `INSERT INTO read_model.revenue_daily (day, product, payments, amount_cents, refunded_cents) VALUES
      ('2026-11-04', 'framework_session', 0, 0, 10000),
      ('2026-11-05', 'framework_session', 0, 0, 49700),
      ('2026-11-05', 'enterprise_pilot', 0, 0, 5000)`,
  );
  // Its payments with their buyers: by session, by address only, and one nobody can be linked to.
  await t.db.query(
    `INSERT INTO read_model.contacts (id, email, anonymous, utm_source, created_at, last_activity) VALUES
      ('00000000-0000-4000-8000-000000000001', 'ann@acme.io', false, 'newsletter', now(), now()),
      ('00000000-0000-4000-8000-000000000002', 'bo@acme.io', false, 'google', now(), now()),
      ('00000000-0000-4000-8000-000000000003', NULL, true, NULL, now(), now())`,
  );
  // Who they are, as identity records it: whose each address and session is.
  await t.db.query(
    `INSERT INTO read_model.contact_addresses (email, contact_id) VALUES
      ('ann@acme.io', '00000000-0000-4000-8000-000000000001'), ('bo@acme.io', '00000000-0000-4000-8000-000000000002')`,
  );
  await t.db.query(
    `INSERT INTO read_model.contact_sessions (session_id, contact_id) VALUES
      ('session-ann-1', '00000000-0000-4000-8000-000000000001'), ('session-anon-1', '00000000-0000-4000-8000-000000000003')`,
  );
  await t.db.query(
    `INSERT INTO read_model.revenue_payments (event_id, day, product, amount_cents, session_id, email, payment_intent_id) VALUES
      (gen_random_uuid(), '2026-11-01', 'framework_session', 49700, 'session-ann-1', 'someone-else@acme.io', NULL),
      (gen_random_uuid(), '2026-11-01', 'framework_session', 49700, NULL, 'bo@acme.io', 'pi_bo'),
      (gen_random_uuid(), '2026-11-01', 'premium_monthly', 5900, 'session-anon-1', NULL, NULL),
      (gen_random_uuid(), '2026-11-03', 'framework_session', 49700, 'session-ann-1', NULL, 'pi_ann'),
      (gen_random_uuid(), '2026-11-03', 'enterprise_pilot', 99700, 'session-unknown', 'nobody@acme.io', NULL),
      (gen_random_uuid(), '2026-11-05', 'premium_yearly', 59000, NULL, 'ann@acme.io', NULL)`,
  );
  // A part of Bo's payment, all of Ann's second; their buyer is their payment's (the refunds name none here).
  // The third refunds a payment not recorded yet: until it is, the refund's own buyer (Ann).
  await t.db.query(
    `INSERT INTO read_model.revenue_refunds (event_id, day, product, amount_cents, payment_intent_id, session_id, email, transaction_id, global_position) VALUES
      (gen_random_uuid(), '2026-11-04', 'framework_session', 10000, 'pi_bo', NULL, NULL, '1', 1),
      (gen_random_uuid(), '2026-11-05', 'framework_session', 49700, 'pi_ann', NULL, NULL, '1', 2),
      (gen_random_uuid(), '2026-11-05', 'enterprise_pilot', 5000, 'pi_not_yet', NULL, 'ann@acme.io', '1', 3)`,
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

  it('sums payments, gross, refunded and net cents per product (biggest gross first), per day and per source', async () => {
    expect(await get('/api/admin/revenue')).toMatchObject({
      timeZone: 'UTC',
      from: null,
      to: null,
      products: [
        { product: 'framework_session', payments: 3, amountCents: 149_100, refundedCents: 59_700, netCents: 89_400 },
        { product: 'enterprise_pilot', payments: 1, amountCents: 99_700, refundedCents: 5_000, netCents: 94_700 },
        { product: 'premium_yearly', payments: 1, amountCents: 59_000, refundedCents: 0, netCents: 59_000 },
        { product: 'premium_monthly', payments: 1, amountCents: 5_900, refundedCents: 0, netCents: 5_900 },
      ],
      days: [
        { day: '2026-11-01', payments: 3, amountCents: 105_300, refundedCents: 0, netCents: 105_300 },
        { day: '2026-11-03', payments: 2, amountCents: 149_400, refundedCents: 0, netCents: 149_400 },
        { day: '2026-11-04', payments: 0, amountCents: 0, refundedCents: 10_000, netCents: -10_000 },
        { day: '2026-11-05', payments: 1, amountCents: 59_000, refundedCents: 54_700, netCents: 4_300 },
      ],
      // The address's contact when it is one, else the session's (someone-else@ is no contact); a payment linked to nobody, or to a contact without a touch, has no source.
      bySource: [
        { product: 'enterprise_pilot', source: null, payments: 1, amountCents: 99_700, refundedCents: 0, netCents: 99_700 },
        { product: 'framework_session', source: 'newsletter', payments: 2, amountCents: 99_400, refundedCents: 49_700, netCents: 49_700 },
        { product: 'premium_yearly', source: 'newsletter', payments: 1, amountCents: 59_000, refundedCents: 0, netCents: 59_000 },
        { product: 'framework_session', source: 'google', payments: 1, amountCents: 49_700, refundedCents: 10_000, netCents: 39_700 },
        { product: 'premium_monthly', source: null, payments: 1, amountCents: 5_900, refundedCents: 0, netCents: 5_900 },
        { product: 'enterprise_pilot', source: 'newsletter', payments: 0, amountCents: 0, refundedCents: 5_000, netCents: -5_000 },
      ],
      totalPayments: 6,
      totalAmountCents: 313_700,
      totalRefundedCents: 64_700,
      totalNetCents: 249_000,
    });
  });

  it('limits to a range of days (a refund on its own day) and refuses one that ends before it starts', async () => {
    const body = await get('/api/admin/revenue?from=2026-11-02&to=2026-11-03');
    expect(body).toMatchObject({ from: '2026-11-02', to: '2026-11-03', totalPayments: 2, totalAmountCents: 149_400, totalRefundedCents: 0, totalNetCents: 149_400 });
    expect(body.days).toEqual([{ day: '2026-11-03', payments: 2, amountCents: 149_400, refundedCents: 0, netCents: 149_400 }]);
    expect(body.bySource).toEqual([
      { product: 'enterprise_pilot', source: null, payments: 1, amountCents: 99_700, refundedCents: 0, netCents: 99_700 },
      { product: 'framework_session', source: 'newsletter', payments: 1, amountCents: 49_700, refundedCents: 0, netCents: 49_700 },
    ]);
    const refundDay = await get('/api/admin/revenue?from=2026-11-04&to=2026-11-04');
    expect(refundDay).toMatchObject({ totalPayments: 0, totalAmountCents: 0, totalRefundedCents: 10_000, totalNetCents: -10_000 });
    expect(refundDay.bySource).toEqual([{ product: 'framework_session', source: 'google', payments: 0, amountCents: 0, refundedCents: 10_000, netCents: -10_000 }]);
    const bad = await t.http().get('/api/admin/revenue?from=2026-11-05&to=2026-11-01').set('cookie', t.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('to');
    const garbage = await t.http().get('/api/admin/revenue?from=yesterday').set('cookie', t.cookie);
    expect(garbage.status).toBe(400);
    expect(garbage.body.fields[0].field).toBe('from');
  });

  it('lists the soonest trials due and counts and sums every one', async () => {
    // Thirty trials ending over the next six days (ids out of order), one already past and one beyond the seven days.
    await t.db.query(
      `INSERT INTO read_model.revenue_subscriptions (subscription_id, plan, status, interval, amount_cents, trial_ends_at, email)
       SELECT 'sub_due_' || lpad((31 - n)::text, 2, '0'), 'premium_trial', 'trialing', 'month', 7900, now() + n * interval '4 hours', NULL FROM generate_series(1, 30) n
       UNION ALL SELECT 'sub_past', 'premium_trial', 'trialing', 'month', 7900, now() - interval '1 hour', NULL
       UNION ALL SELECT 'sub_later', 'premium_trial', 'trialing', 'month', 7900, now() + interval '8 days', NULL`,
    );
    try {
      const body = await get('/api/admin/revenue');
      expect(body.trialsDueCount).toBe(30);
      expect(body.trialsDueAmountCents).toBe(30 * 7900);
      expect(body.trialsDue.map((trial: { subscriptionId: string }) => trial.subscriptionId)).toEqual(Array.from({ length: TRIALS_DUE_LISTED }, (_, i) => `sub_due_${String(30 - i).padStart(2, '0')}`));
    } finally {
      await t.db.query(`DELETE FROM read_model.revenue_subscriptions`);
    }
  });
});
