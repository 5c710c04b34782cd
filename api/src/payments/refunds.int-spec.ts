import type { EventOfType } from '@pitchlens/contracts';
import Stripe from 'stripe';
import { until } from '../../../worker/test/child-process';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { payFramework, startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { refundedInParts, refundedWhole } from '../../test/refunded-payments';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * Refunds made at Stripe (the emulator the API runs) become PaymentRefunded
 * facts through the webhook and the worker's payments reactor: whole or in
 * parts, one fact per refund however many deliveries tell of it; and the
 * admin's refund route. What revenue makes of them: refunds-revenue.int-spec.ts.
 */
type Refunded = EventOfType<'PaymentRefunded'>['data'];

let stack: PaymentsStack<AdminTestApp>;
let stripe: Stripe;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startAdminTestApp('refunds', { STRIPE_EMULATOR_PORT: '0' }));
  stripe = stack.api.app.get(StripeGateway).stripe;
});

afterAll(() => stack?.close());

const paidFramework = async (email: string) => (await payFramework(stack, email)).id;

async function refundsOf(paymentIntentId: string): Promise<Refunded[]> {
  const { rows } = await stack.api.db.query<{ data: Refunded }>(
    `SELECT data FROM event_store.events WHERE type = 'PaymentRefunded' AND data->>'paymentIntentId' = $1 ORDER BY global_position`,
    [paymentIntentId],
  );
  return rows.map((row) => row.data);
}

/** Every Stripe delivery about these objects is recorded, and the reactor has acted on all of them. */
async function settledDeliveries(objectIds: string[], count: number): Promise<void> {
  await until(async () => {
    const { rows } = await stack.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'StripeEventReceived' AND data->>'objectId' = ANY($1)`,
      [objectIds],
    );
    return rows[0].n >= count;
  }, `${count} deliveries about ${objectIds.join(', ')}`);
  await stack.settle();
}

/** Stripe sends an event again (as it may, any number of times), signed as Stripe signs it. */
async function deliver(event: Stripe.Event): Promise<void> {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: stack.api.app.get(StripeGateway).webhookSecret });
  await stack.http().post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signature).send(body).expect(200);
}

it('a whole refund: one fact of the $497, against the framework session and its buyer, dated when Stripe refunded', async () => {
  const { paymentIntentId, refund } = await refundedWhole(stack, 'refund.whole@example.com');
  // refund.created and charge.refunded both tell of it.
  await settledDeliveries([refund.id, refund.charge as string], 2);

  expect(await refundsOf(paymentIntentId)).toEqual([
    {
      refundId: refund.id,
      chargeId: refund.charge,
      paymentIntentId,
      invoiceId: null,
      product: 'framework_session',
      amountCents: 49_700,
      currency: 'usd',
      email: 'refund.whole@example.com',
      refundedAt: new Date(refund.created * 1000).toISOString(),
      reason: 'requested_by_customer',
    },
  ]);
});

it('refunds in parts: one fact per refund, each of what it gave back; deliveries sent again (and a refund.updated) change nothing', async () => {
  const { paymentIntentId, first, rest } = await refundedInParts(stack, 'refund.parts@example.com');
  const charge = first.charge as string;
  // Two refund.created and two charge.refunded.
  await settledDeliveries([first.id, rest.id, charge], 4);
  const recorded = await refundsOf(paymentIntentId);
  expect(recorded.map((r) => [r.refundId, r.amountCents]).sort()).toEqual(
    [
      [first.id, 10_000],
      [rest.id, 15_000],
    ].sort(),
  );

  const told = (await stripe.events.list({ limit: 100 })).data.filter((e) => [first.id, rest.id, charge].includes((e.data.object as { id: string }).id));
  for (const event of told) await deliver(event);
  // Stripe's refund.updated (a refund's reference number arriving, say) is a delivery of its own.
  const updated = { ...told.find((e) => e.type === 'refund.created'), id: `evt_refund_updated_${first.id}`, type: 'refund.updated' } as Stripe.Event;
  await deliver(updated);
  await settledDeliveries([first.id, rest.id, charge], told.length + 1);

  expect(await refundsOf(paymentIntentId)).toEqual(recorded);
});

describe('POST /api/admin/payments/:paymentIntentId/refund', () => {
  const refund = (paymentIntentId: string, body: object = {}) => stack.http().post(`/api/admin/payments/${paymentIntentId}/refund`).set('cookie', stack.api.cookie).send(body);
  const refundsAtStripe = async (paymentIntentId: string) => (await stripe.refunds.list({ payment_intent: paymentIntentId })).data.map((r) => r.amount);

  it('answers 401 without the admin session, and refunds nothing', async () => {
    const paymentIntentId = await paidFramework('refund.route.anonymous@example.com');
    const res = await stack.http().post(`/api/admin/payments/${paymentIntentId}/refund`).send({});
    expect(res.status).toBe(401);
    expect(await refundsAtStripe(paymentIntentId)).toEqual([]);
  });

  it('refunds a part, then the rest; the facts come by webhook, caused by Stripe’s deliveries', async () => {
    const paymentIntentId = await paidFramework('refund.route@example.com');
    const part = await refund(paymentIntentId, { amountCents: 10_000 }).expect(202);
    expect(part.body).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    const rest = await refund(paymentIntentId).expect(202);
    expect(await refundsAtStripe(paymentIntentId)).toEqual([39_700, 10_000]);

    await until(async () => (await refundsOf(paymentIntentId)).length === 2, 'both refunds recorded');
    expect((await refundsOf(paymentIntentId)).map((r) => [r.refundId, r.amountCents]).sort()).toEqual(
      [
        [part.body.refundId, 10_000],
        [rest.body.refundId, 39_700],
      ].sort(),
    );
    const { rows } = await stack.api.db.query<{ cause: string }>(
      `SELECT c.type AS cause FROM event_store.events e JOIN event_store.events c ON c.event_id::text = e.metadata->>'causationId'
        WHERE e.type = 'PaymentRefunded' AND e.data->>'paymentIntentId' = $1`,
      [paymentIntentId],
    );
    expect(rows.map((row) => row.cause)).toEqual(['StripeEventReceived', 'StripeEventReceived']);

    const nothingLeft = await refund(paymentIntentId).expect(400);
    expect(nothingLeft.body).toMatchObject({ success: false, statusCode: 400, fields: [{ field: 'amountCents' }] });
  });

  it('a double click is one refund, at once or after the first was made', async () => {
    const paymentIntentId = await paidFramework('refund.twice@example.com');
    // As the dashboard asks: the amount, and what it showed was left.
    const asked = { amountCents: 5_000, leftCents: 49_700 };
    const [a, b] = await Promise.all([refund(paymentIntentId, asked), refund(paymentIntentId, asked)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.refundId).toBe(b.body.refundId);
    // The same click arriving once Stripe has made the refund (a retry, a slow second click).
    const late = await refund(paymentIntentId, asked).expect(202);
    expect(late.body.refundId).toBe(a.body.refundId);
    expect(await refundsAtStripe(paymentIntentId)).toEqual([5_000]);
  });

  it('refuses a refund past what the admin saw was left, and one past what is left now', async () => {
    const paymentIntentId = await paidFramework('refund.stale@example.com');
    const past = await refund(paymentIntentId, { amountCents: 10_000, leftCents: 9_000 }).expect(400);
    expect(past.body).toMatchObject({ fields: [{ field: 'amountCents' }] });
    await refund(paymentIntentId, { amountCents: 40_000, leftCents: 49_700 }).expect(202);
    // Another admin, who saw the whole payment, asks for more than the 9,700 left.
    const stale = await refund(paymentIntentId, { amountCents: 20_000, leftCents: 49_700 }).expect(400);
    expect(stale.body).toMatchObject({ fields: [{ field: 'amountCents' }] });
    expect(await refundsAtStripe(paymentIntentId)).toEqual([40_000]);
  });

  it.each([
    ['nothing', 0],
    ['a fraction of a cent', 10.5],
    ['text', '49700'],
    ['more than was paid', 49_701],
  ])('refuses a leftCents of %s with a 400 naming leftCents, and refunds nothing', async (_, leftCents) => {
    const paymentIntentId = await paidFramework('refund.left@example.com');
    const res = await refund(paymentIntentId, { amountCents: 1_000, leftCents }).expect(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    expect(new Set((res.body.fields as { field: string }[]).map((f) => f.field))).toEqual(new Set(['leftCents']));
    expect(await refundsAtStripe(paymentIntentId)).toEqual([]);
  });

  it.each([
    ['nothing', 0],
    ['less than nothing', -100],
    ['a fraction of a cent', 10.5],
    ['text', '1000'],
    ['more than was paid', 49_701],
  ])('refuses %s with a 400 naming amountCents, and refunds nothing', async (_, amountCents) => {
    const paymentIntentId = await paidFramework('refund.refused@example.com');
    const res = await refund(paymentIntentId, { amountCents }).expect(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    expect(new Set((res.body.fields as { field: string }[]).map((f) => f.field))).toEqual(new Set(['amountCents']));
    expect(await refundsAtStripe(paymentIntentId)).toEqual([]);
  });

  it('answers 404 for a payment Stripe does not know, one not paid, and an id that is none', async () => {
    const created = await stack.http().post('/api/create-framework-payment').send({ customerEmail: 'refund.unpaid@example.com' }).expect(200);
    const unpaid = (created.body as { clientSecret: string }).clientSecret.split('_secret_')[0];
    for (const id of ['pi_missing', unpaid, 'not-a-payment']) {
      const res = await refund(id, { amountCents: 100 }).expect(404);
      expect(res.body).toMatchObject({ success: false, statusCode: 404 });
    }
  });

  it('answers 503 with retry-after while Stripe is out of reach', async () => {
    const offline = await startAdminTestApp('refunds_offline', { STRIPE_EMULATOR_PORT: '0' });
    try {
      await offline.app.get(StripeGateway).close();
      const res = await offline.http().post('/api/admin/payments/pi_123/refund').set('cookie', offline.cookie).send({});
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ success: false, statusCode: 503, error: expect.stringContaining('stripe') });
    } finally {
      await offline.close();
    }
  });
});
