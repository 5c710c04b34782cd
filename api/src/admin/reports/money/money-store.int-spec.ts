import { boughtRows, groupMoney } from '@pitchlens/reports';
import { startAdminTestApp, type AdminTestApp } from '../../../../test/admin-test-app';
import { MoneyStore, type RevenueBuyersAsk } from './money-store';

/**
 * The revenue report's money held in the API's memory (MoneyStore) follows
 * the money tables as they change: new rows, rewritten rows (a merge moves a
 * payment to another buyer), a table swapped in by a replay; and it gives
 * the figures Postgres's own working of the rows gives (the worker's digests).
 */
let t: AdminTestApp;

const ANN = '00000000-0000-4000-8000-0000000000a1';
const BO = '00000000-0000-4000-8000-0000000000b0';
const PAYMENT = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];

// An app (and database) per test: the store is the app's memory, and one test swaps a table out from under it.
beforeEach(async () => {
  t = await startAdminTestApp('money_store');
  await t.db.query(
    `INSERT INTO read_model.revenue_payments (event_id, day, product, amount_cents, email, payment_intent_id) VALUES
      ($1, '2026-11-01', 'framework_session', 49700, 'ann@acme.io', 'pi_1'),
      ($2, '2026-11-02', 'framework_session', 49700, 'someone@acme.io', 'pi_2')`,
    PAYMENT.slice(0, 2),
  );
  await t.db.query(
    `INSERT INTO read_model.payment_buyers (event_id, email, transaction_id, global_position, buyer_id, first_source, last_source) VALUES
      ($1, 'ann@acme.io', '1', 1, $3, 'newsletter', 'google'),
      ($2, 'someone@acme.io', '1', 2, NULL, NULL, NULL)`,
    [...PAYMENT.slice(0, 2), ANN],
  );
});
afterEach(() => t.close());

const revenue = async (query = '') => {
  const res = await t.http().get(`/api/admin/revenue?from=2026-11-01&to=2026-11-30${query}`).set('cookie', t.cookie);
  expect(res.status).toBe(200);
  return res.body;
};

/** The figures the report shows of the money rows, and those Postgres's own rows give. */
const bySource = (body: { bySource: { source: string | null; amountCents: number }[]; totalBuyers: number }) => ({ totalBuyers: body.totalBuyers, bySource: body.bySource.map((r) => [r.source, r.amountCents]) });
const fromPostgres = async (touch: 'first' | 'last', dimension: 'source' | 'campaign') => {
  const figures = groupMoney(await boughtRows(t.db, ['2026-11-01', '2026-11-30']), touch, dimension);
  return { buyers: figures.buyers.get(null), values: sorted(figures.attributed.filter((r) => r.product === null).map((r) => [r.value, Number(r.gross), r.buyers])) };
};
const attributed = (body: { totalBuyers: number; attribution: { values: { value: string | null; amountCents: number; buyers: number }[] } }) => ({
  buyers: body.totalBuyers,
  values: sorted(body.attribution.values.map((r) => [r.value, r.amountCents, r.buyers])),
});
const sorted = (rows: unknown[][]) => rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** A third payment, and its refund named by PaymentIntent: the refund is the payment's buyer's (Bo's, from an ad). */
async function addBosPayment(): Promise<void> {
  await t.db.query(`INSERT INTO read_model.revenue_payments (event_id, day, product, amount_cents, email, payment_intent_id) VALUES ($1, '2026-11-03', 'premium_monthly', 5900, 'bo@acme.io', 'pi_3')`, [PAYMENT[2]]);
  await t.db.query(
    `INSERT INTO read_model.revenue_refunds (event_id, day, product, amount_cents, payment_intent_id, email, transaction_id, global_position) VALUES (gen_random_uuid(), '2026-11-04', 'premium_monthly', 900, 'pi_3', NULL, '1', 4)`,
  );
  await t.db.query(`INSERT INTO read_model.payment_buyers (event_id, email, transaction_id, global_position, buyer_id, first_source, last_campaign) VALUES ($1, 'bo@acme.io', '1', 3, $2, 'ads', 'spring')`, [PAYMENT[2], BO]);
}

it('catches up with payments and buyers written after its last use, and agrees with Postgres', async () => {
  expect(bySource(await revenue())).toEqual({ totalBuyers: 2, bySource: [['newsletter', 49_700], [null, 49_700]] });

  await addBosPayment();
  const body = await revenue('&touch=last&dimension=campaign');
  expect(body.bySource).toContainEqual(expect.objectContaining({ product: 'premium_monthly', source: 'ads', amountCents: 5900, refundedCents: 900 }));
  expect(attributed(body)).toEqual(await fromPostgres('last', 'campaign'));
  expect(body.totalBuyers).toBe(3);
});

describe('once it holds Bo’s payment and refund', () => {
  // The store has read these rows before a test changes them.
  beforeEach(async () => {
    await addBosPayment();
    await revenue();
  });

  it('follows a buyer rewritten in place: a merge credits the payment to the person it went to', async () => {
    // The payment nobody could be linked to turns out to be Ann's: she now has two payments and is one buyer.
    await t.db.query(`UPDATE read_model.payment_buyers SET buyer_id = $2, first_source = 'newsletter' WHERE event_id = $1`, [PAYMENT[1], ANN]);
    const body = await revenue();
    expect(bySource(body)).toEqual({ totalBuyers: 2, bySource: [['newsletter', 99_400], ['ads', 5900]] });
    expect(attributed(await revenue('&touch=first&dimension=source'))).toEqual(await fromPostgres('first', 'source'));
  });

  it('reads a table swapped in under the name whole, keeping nothing of the one before', async () => {
    // As a replay's swap does: another table, holding only some of the payments.
    await t.db.query(`CREATE TABLE read_model.revenue_payments_next (LIKE read_model.revenue_payments INCLUDING ALL)`);
    await t.db.query(`INSERT INTO read_model.revenue_payments_next SELECT * FROM read_model.revenue_payments WHERE event_id = $1`, [PAYMENT[0]]);
    await t.db.query(`BEGIN; DROP TABLE read_model.revenue_payments; ALTER TABLE read_model.revenue_payments_next RENAME TO revenue_payments; COMMIT`);
    const body = await revenue();
    // The refund of the payment gone stands alone, credited to its own buyer (none).
    expect(bySource(body)).toEqual({ totalBuyers: 1, bySource: [['newsletter', 49_700], [null, 0]] });
    expect(attributed(await revenue('&touch=first&dimension=source'))).toEqual(await fromPostgres('first', 'source'));
  });
});

it('gives the latest time its buyers’ contacts were made, the next millisecond, and none while a buyer’s is not known', async () => {
  const createdBefore = async (ask: RevenueBuyersAsk = {}) => {
    const buyers = await t.app.get(MoneyStore).buyers({ from: '2026-11-01', to: '2026-11-30' }, ask);
    buyers.ids.release();
    return buyers.createdBefore?.toISOString() ?? null;
  };
  await t.db.query(`UPDATE read_model.payment_buyers SET buyer_created_at = '2026-10-30T08:00:00.000250Z' WHERE event_id = $1`, [PAYMENT[0]]);
  expect(await createdBefore()).toBe('2026-10-30T08:00:00.001Z');
  // Bo's row names his contact but not when it was made (none the projector writes): no bound is known then.
  await addBosPayment();
  expect(await createdBefore()).toBeNull();
  expect(await createdBefore({ product: 'framework_session' })).toBe('2026-10-30T08:00:00.001Z');
  await t.db.query(`UPDATE read_model.payment_buyers SET buyer_created_at = '2026-11-20T10:00:00Z' WHERE event_id = $1`, [PAYMENT[2]]);
  expect(await createdBefore()).toBe('2026-11-20T10:00:00.001Z');
});
