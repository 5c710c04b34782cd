import { REVENUE_DIMENSIONS, REVENUE_TOUCHES, type AdminRevenueResponse, type ContactsResponse } from '@pitchlens/contracts';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/**
 * The buyers behind every revenue figure: the net revenue over a range, each
 * product's row and each by-touch row (every touch and field), through the
 * real API. The list's total and the CSV's rows are the figure's buyers; a
 * revenue cohort that names no figure is refused in admin-cohorts.int-spec.ts.
 */
let t: AdminTestApp;

const ANN = '00000000-0000-4000-8000-000000000001';
const BO = '00000000-0000-4000-8000-000000000002';
const ANON = '00000000-0000-4000-8000-000000000003';
const CY = '00000000-0000-4000-8000-000000000004';
/** Paid on 2 November by address, and first acted on the site weeks later: her contact was made after the range. */
const DEE = '00000000-0000-4000-8000-000000000005';

beforeAll(async () => {
  t = await startAdminTestApp('admin_revenue_cohorts');
  // The revenue and contacts projectors (worker) make these rows; here they are written directly.
  await t.db.query(
    `INSERT INTO read_model.contacts (id, email, anonymous, utm_source, utm_medium, utm_campaign, created_at, last_activity) VALUES
      ('${ANN}', 'ann@acme.io', false, 'newsletter', 'email', 'spring', '2026-10-30', now()),
      ('${BO}', 'bo@acme.io', false, 'google', 'cpc', NULL, '2026-10-30', now()),
      ('${ANON}', NULL, true, NULL, NULL, NULL, '2026-10-30', now()),
      ('${CY}', 'cy@acme.io', false, 'referral:blog.example', NULL, NULL, '2026-10-30', now()),
      ('${DEE}', 'dee@acme.io', false, NULL, NULL, NULL, '2026-11-25T09:30:00.123456Z', now())`,
  );
  // Ann came back by Google on 2 November: her last touch before her later payments.
  await t.db.query(
    `INSERT INTO read_model.contact_touches (contact_id, at, event_id, source, medium, campaign) VALUES
      ('${ANN}', '2026-10-30T10:00:00Z', gen_random_uuid(), 'newsletter', 'email', 'spring'),
      ('${ANN}', '2026-11-02T10:00:00Z', gen_random_uuid(), 'google', 'cpc', NULL),
      ('${BO}', '2026-10-30T10:00:00Z', gen_random_uuid(), 'google', 'cpc', NULL),
      ('${CY}', '2026-10-30T10:00:00Z', gen_random_uuid(), 'referral:blog.example', NULL, NULL)`,
  );
  // Identity's tables: who each address and session is.
  await t.db.query(`INSERT INTO read_model.contact_addresses (email, contact_id) VALUES ('ann@acme.io', '${ANN}'), ('bo@acme.io', '${BO}'), ('cy@acme.io', '${CY}'), ('dee@acme.io', '${DEE}')`);
  await t.db.query(`INSERT INTO read_model.contact_sessions (session_id, contact_id) VALUES ('session-ann-1', '${ANN}'), ('session-anon-1', '${ANON}')`);
  // By session, by address, twice by Ann; Cy's payment is refunded in full. The last is linked to no contact.
  await t.db.query(
    `INSERT INTO read_model.revenue_payments (event_id, day, paid_at, product, amount_cents, session_id, email, payment_intent_id) VALUES
      (gen_random_uuid(), '2026-11-01', '2026-11-01T12:00:00Z', 'framework_session', 49700, 'session-ann-1', NULL, NULL),
      (gen_random_uuid(), '2026-11-01', '2026-11-01T13:00:00Z', 'framework_session', 49700, NULL, 'bo@acme.io', 'pi_bo'),
      (gen_random_uuid(), '2026-11-01', '2026-11-01T14:00:00Z', 'premium_monthly', 5900, 'session-anon-1', NULL, NULL),
      (gen_random_uuid(), '2026-11-02', '2026-11-02T12:00:00Z', 'enterprise_pilot', 99700, NULL, 'cy@acme.io', 'pi_cy'),
      (gen_random_uuid(), '2026-11-02', '2026-11-02T15:00:00Z', 'premium_monthly', 5900, NULL, 'dee@acme.io', 'pi_dee'),
      (gen_random_uuid(), '2026-11-03', '2026-11-03T12:00:00Z', 'framework_session', 49700, 'session-ann-1', NULL, 'pi_ann'),
      (gen_random_uuid(), '2026-11-20', '2026-11-20T12:00:00Z', 'premium_yearly', 59000, 'session-unknown', NULL, NULL)`,
  );
  await t.db.query(
    `INSERT INTO read_model.revenue_refunds (event_id, day, product, amount_cents, payment_intent_id, session_id, email, transaction_id, global_position) VALUES
      (gen_random_uuid(), '2026-11-04', 'framework_session', 10000, 'pi_bo', NULL, NULL, '1', 1),
      (gen_random_uuid(), '2026-11-04', 'enterprise_pilot', 99700, 'pi_cy', NULL, NULL, '1', 2)`,
  );
  await t.db.query(
    `INSERT INTO read_model.revenue_daily (day, product, payments, amount_cents, refunded_cents) VALUES
      ('2026-11-01', 'framework_session', 2, 99400, 0), ('2026-11-01', 'premium_monthly', 1, 5900, 0),
      ('2026-11-02', 'enterprise_pilot', 1, 99700, 0), ('2026-11-02', 'premium_monthly', 1, 5900, 0), ('2026-11-03', 'framework_session', 1, 49700, 0),
      ('2026-11-04', 'framework_session', 0, 0, 10000), ('2026-11-04', 'enterprise_pilot', 0, 0, 99700),
      ('2026-11-20', 'premium_yearly', 1, 59000, 0)`,
  );
});
afterAll(() => t.close());

async function get<T>(path: string): Promise<T> {
  const res = await t.http().get(path).set('cookie', t.cookie);
  expect({ path, status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ path, status: 200, body: 'ok' });
  return res.body as T;
}

/** The people a cohort names: the list's total and ids, and the CSV's ids. */
async function people(cohort: string): Promise<{ total: number; ids: string[]; csvIds: string[] }> {
  const list = await get<ContactsResponse>(`/api/contacts?includeAnonymous=true&pageSize=200&${cohort}`);
  const csv = await t.http().get(`/api/contacts.csv?includeAnonymous=true&${cohort}`).set('cookie', t.cookie).expect(200);
  return { total: list.total, ids: list.contacts.map((c) => c.id).sort(), csvIds: csv.text.trim().split('\n').slice(1).map((line) => line.split(',')[0]).sort() };
}

const RANGES = [
  ['the first ten days', '2026-11-01', '2026-11-10'],
  ['two days', '2026-11-02', '2026-11-03'],
  ['refunds only', '2026-11-04', '2026-11-05'],
] as const;

describe('the buyers behind revenue', () => {
  it.each(RANGES)('are, over %s, for the total, every product and every by-touch row, as many as the figure', async (_label, from, to) => {
    const range = `cohort=revenue&cohortFrom=${from}&cohortTo=${to}`;
    const report = await get<AdminRevenueResponse>(`/api/admin/revenue?from=${from}&to=${to}`);
    const total = await people(range);
    expect({ total: total.total, csv: total.csvIds }).toEqual({ total: report.totalBuyers, csv: total.ids });
    for (const p of report.products) {
      const found = await people(`${range}&cohortProduct=${p.product}`);
      expect({ product: p.product, total: found.total, csv: found.csvIds }).toEqual({ product: p.product, total: p.buyers, csv: found.ids });
    }
    for (const touch of REVENUE_TOUCHES) {
      for (const dimension of REVENUE_DIMENSIONS) {
        const { attribution } = await get<AdminRevenueResponse>(`/api/admin/revenue?from=${from}&to=${to}&touch=${touch}&dimension=${dimension}`);
        const rows = [...attribution.values.map((r) => ({ ...r, product: undefined })), ...attribution.byProduct];
        for (const row of rows) {
          const which = row.value === null ? 'cohortRow=none' : `cohortRow=value&cohortValue=${encodeURIComponent(row.value)}`;
          const found = await people(`${range}&cohortTouch=${touch}&cohortDimension=${dimension}&${which}${row.product ? `&cohortProduct=${row.product}` : ''}`);
          const name = { touch, dimension, value: row.value, product: row.product };
          expect({ ...name, total: found.total, csv: found.csvIds }).toEqual({ ...name, total: row.buyers, csv: found.ids });
        }
      }
    }
  });

  it('hold a buyer refunded in full, credit each payment to its own last touch, and make no buyer of a refund alone', async () => {
    expect((await people('cohort=revenue&cohortFrom=2026-11-01&cohortTo=2026-11-10')).ids).toEqual([ANN, BO, ANON, CY, DEE].sort());
    expect((await people('cohort=revenue&cohortFrom=2026-11-01&cohortTo=2026-11-10&cohortProduct=enterprise_pilot')).ids).toEqual([CY]);
    const lastSource = 'cohort=revenue&cohortFrom=2026-11-01&cohortTo=2026-11-10&cohortTouch=last&cohortDimension=source&cohortRow=value&cohortValue=';
    expect((await people(`${lastSource}newsletter`)).ids).toEqual([ANN]);
    expect((await people(`${lastSource}google`)).ids).toEqual([ANN, BO].sort());
    expect((await people('cohort=revenue&cohortFrom=2026-11-01&cohortTo=2026-11-10&cohortDimension=referrer&cohortRow=value&cohortValue=blog.example')).ids).toEqual([CY]);
    expect((await people('cohort=revenue&cohortFrom=2026-11-01&cohortTo=2026-11-10&cohortDimension=campaign&cohortRow=none')).ids).toEqual([BO, ANON, CY, DEE].sort());
    expect((await people('cohort=revenue&cohortFrom=2026-11-04&cohortTo=2026-11-05')).total).toBe(0);
  });

  it('count a payment linked to no contact among the buyers, though nobody can be listed for it', async () => {
    const report = await get<AdminRevenueResponse>('/api/admin/revenue?from=2026-11-20&to=2026-11-20');
    expect(report.totalBuyers).toBe(1);
    expect((await people('cohort=revenue&cohortFrom=2026-11-20&cohortTo=2026-11-20')).total).toBe(0);
  });
});
