import type { AdminRevenueResponse, EventOfType } from '@pitchlens/contracts';
import type Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * Refunds of subscription invoices' charges, made at Stripe (the emulator):
 * a monthly subscription's first invoice, and a trial's invoice when it
 * converted. Each is a PaymentRefunded fact against the invoice's plan and
 * buyer, and revenue nets it as it nets a one-time purchase's refund: on the
 * refund's day, against the payment's buyer and the touch that payment had.
 */
type Refunded = EventOfType<'PaymentRefunded'>['data'];

let stack: PaymentsStack<AdminTestApp>;
let stripe: Stripe;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startAdminTestApp('invoice_refunds', { STRIPE_EMULATOR_PORT: '0' }));
  stripe = stack.api.app.get(StripeGateway).stripe;
});
afterAll(() => stack?.close());

const admin = async (query = ''): Promise<AdminRevenueResponse> => (await stack.http().get(`/api/admin/revenue${query}`).set('cookie', stack.api.cookie).expect(200)).body;
const view = (sessionId: string, utmSource: string, at = Date.now()) =>
  stack.http().post('/api/track-page-view').send({ path: '/', title: 'Home', sessionId, utmSource, occurredAt: new Date(at).toISOString(), eventId: uuidv7() }).expect(201);

/** The subscription's paid invoice and the PaymentIntent that paid it. */
async function paidInvoice(subscription: string): Promise<{ invoiceId: string; paymentIntentId: string }> {
  const [invoice] = (await stripe.invoices.list({ subscription })).data.filter((i) => i.status === 'paid' && i.amount_paid > 0);
  const [payment] = (await stripe.invoicePayments.list({ invoice: invoice.id as string })).data;
  return { invoiceId: invoice.id as string, paymentIntentId: payment.payment.payment_intent as string };
}

async function refundsOf(invoiceId: string): Promise<Refunded[]> {
  const { rows } = await stack.api.db.query<{ data: Refunded }>(`SELECT data FROM event_store.events WHERE type = 'PaymentRefunded' AND data->>'invoiceId' = $1`, [invoiceId]);
  return rows.map((row) => row.data);
}

describe('a refund of a subscription invoice’s charge', () => {
  let monthly: { invoiceId: string; paymentIntentId: string };
  let trial: { invoiceId: string; paymentIntentId: string };

  beforeAll(async () => {
    // Dee came by an ad and subscribes monthly; Fay came by the newsletter and starts a trial, which converts now.
    await view('session-dee', 'ads', Date.now() - 60_000);
    const created = await stack.http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', email: 'dee@example.com', sessionId: 'session-dee' }).expect(200);
    expect((await browserConfirm(stack.emulatorUrl, created.body.clientSecret)).body.status).toBe('succeeded');
    await view('session-fay', 'newsletter', Date.now() - 60_000);
    const started = await stack.http().post('/api/create-trial-payment').send({ email: 'fay@example.com', sessionId: 'session-fay' }).expect(200);
    expect((await browserConfirm(stack.emulatorUrl, started.body.clientSecret, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
    await until(async () => (await stripe.subscriptions.list({ status: 'trialing' })).data.length === 1, 'the trial to be created');
    const [trialing] = (await stripe.subscriptions.list({ status: 'trialing' })).data;
    await stripe.subscriptions.update(trialing.id, { trial_end: 'now' });
    await until(async () => (await admin()).totalPayments === 2, 'both invoices’ payments to be recorded');
    monthly = await paidInvoice(created.body.subscriptionId as string);
    trial = await paidInvoice(trialing.id);
    // A touch after paying earns nothing: the refund keeps the touch its payment had.
    await view('session-dee', 'late', Date.now() + 60_000);
    await stripe.refunds.create({ payment_intent: monthly.paymentIntentId, amount: 2_000 });
    await stripe.refunds.create({ payment_intent: trial.paymentIntentId, reason: 'requested_by_customer' });
    await until(async () => (await admin()).totalRefundedCents === 9_900, 'both refunds to be recorded');
  });

  it('is a PaymentRefunded fact naming the invoice, its plan and its buyer', async () => {
    expect(await refundsOf(monthly.invoiceId)).toEqual([expect.objectContaining({ paymentIntentId: monthly.paymentIntentId, invoiceId: monthly.invoiceId, product: 'premium_monthly', amountCents: 2_000, email: 'dee@example.com' })]);
    expect(await refundsOf(trial.invoiceId)).toEqual([expect.objectContaining({ paymentIntentId: trial.paymentIntentId, invoiceId: trial.invoiceId, product: 'premium_trial', amountCents: 7_900, email: 'fay@example.com', reason: 'requested_by_customer' })]);
  });

  it('nets out of revenue per product and source as a one-time purchase’s does; a buyer refunded in full still bought', async () => {
    const report = await admin();
    expect(report).toMatchObject({ totalPayments: 2, totalAmountCents: 13_800, totalRefundedCents: 9_900, totalNetCents: 3_900, totalBuyers: 2 });
    expect(report.products.map(({ product, netCents, refundedCents, buyers }) => ({ product, netCents, refundedCents, buyers })).sort((a, b) => a.product.localeCompare(b.product))).toEqual([
      { product: 'premium_monthly', netCents: 3_900, refundedCents: 2_000, buyers: 1 },
      { product: 'premium_trial', netCents: 0, refundedCents: 7_900, buyers: 1 },
    ]);
    expect(report.bySource.map(({ product, source, refundedCents }) => [product, source, refundedCents]).sort()).toEqual([
      ['premium_monthly', 'ads', 2_000],
      ['premium_trial', 'newsletter', 7_900],
    ]);
  });

  it('counts against the touch its payment had, found through the invoice', async () => {
    const last = await admin('?touch=last');
    const dee = last.attribution.byProduct.filter((r) => r.product === 'premium_monthly').map(({ value, refundedCents }) => [value, refundedCents]);
    expect(dee).toEqual([['ads', 2_000]]);
  });
});
