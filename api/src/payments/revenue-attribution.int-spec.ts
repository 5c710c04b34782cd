import type { AdminRevenueResponse, RevenueAttributionProductRow } from '@pitchlens/contracts';
import type Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { payFramework, startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * Revenue by touch, through the whole stack: touches tracked by the API,
 * payments and refunds made at Stripe (the emulator), the worker's reactor
 * and projectors; and recurring revenue and trials due from the
 * subscriptions Stripe holds.
 */
let stack: PaymentsStack<AdminTestApp>;
let stripe: Stripe;

/** A stack (and database) of the describe's own: the report's figures count every payment and contact it holds. */
function ownStack(label: string): void {
  let own: PaymentsStack<AdminTestApp> | undefined;
  beforeAll(async () => {
    own = await startPaymentsStack(() => startAdminTestApp(label, { STRIPE_EMULATOR_PORT: '0' }));
    stack = own;
    stripe = own.api.app.get(StripeGateway).stripe;
  });
  afterAll(() => own?.close());
}

const HOUR = 3_600_000;
const admin = async (query = ''): Promise<AdminRevenueResponse> => (await stack.http().get(`/api/admin/revenue${query}`).set('cookie', stack.api.cookie).expect(200)).body;
const view = (sessionId: string, at: number, extra: Record<string, string>) =>
  stack.http().post('/api/track-page-view').send({ path: '/', title: 'Home', sessionId, occurredAt: new Date(at).toISOString(), eventId: uuidv7(), ...extra }).expect(201);

/** A $497 framework session paid by `email` on `sessionId`; its PaymentIntent's id. */
const paidFramework = async (email: string, sessionId: string) => (await payFramework(stack, email, sessionId)).id;

const framework = (body: AdminRevenueResponse) =>
  body.attribution.byProduct.filter((r) => r.product === 'framework_session').map(({ product: _, ...row }: RevenueAttributionProductRow) => row);
const row = (value: string | null, cents: [number, number], buyers: number, contactsEntered: number, conversionRate: number | null) => ({
  value, payments: 1, amountCents: cents[0], refundedCents: cents[1], netCents: cents[0] - cents[1], buyers, contactsEntered, conversionRate,
});

describe('revenue by touch', () => {
  ownStack('revenue_attribution');

  beforeAll(async () => {
    const now = Date.now();
    // Ann: a newsletter campaign, then a link from a news site, then she buys; a touch after the payment is no part of it.
    await view('session-ann', now - 3 * HOUR, { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
    await view('session-ann', now - 2 * HOUR, { referrer: 'https://www.news.example.com/story' });
    await paidFramework('ann@example.com', 'session-ann');
    // Bo came from an ad and gets $100 back; Cy came without a touch and gets all of it back.
    await view('session-bo', now - HOUR, { utmSource: 'ads', utmMedium: 'cpc' });
    const bo = await paidFramework('bo@example.com', 'session-bo');
    await view('session-cy', now - HOUR, {});
    const cy = await paidFramework('cy@example.com', 'session-cy');
    await until(async () => (await admin()).totalPayments === 3, 'the three payments to be recorded');
    await view('session-ann', Date.now() + 2 * 60_000, { utmSource: 'late', utmMedium: 'cpc' });
    await stripe.refunds.create({ payment_intent: bo, amount: 10_000 });
    await stripe.refunds.create({ payment_intent: cy });
    await until(async () => (await admin()).totalRefundedCents === 59_700, 'the refunds to be recorded');
    await until(async () => {
      const last = await admin('?touch=last');
      return last.attribution.values.some((v) => v.value === 'late');
    }, 'the late touch to be projected');
  });

  it('by first touch: the source that brought each buyer, net of refunds; a fully refunded buyer still counts', async () => {
    const body = await admin();
    expect(body.attribution).toMatchObject({ touch: 'first', dimension: 'source' });
    expect(framework(body)).toEqual([
      row('newsletter', [49_700, 0], 1, 1, 1),
      row('ads', [49_700, 10_000], 1, 1, 1),
      row(null, [49_700, 49_700], 1, 1, 1),
    ]);
    expect(framework(await admin('?dimension=medium')).map((r) => r.value)).toEqual(['email', 'cpc', null]);
    expect(framework(await admin('?dimension=campaign')).map((r) => [r.value, r.netCents])).toEqual([['spring', 49_700], [null, 39_700]]);
  });

  it('by last touch: the latest touch at or before the payment; contacts entered by their latest touch now', async () => {
    const body = await admin('?touch=last');
    expect(framework(body)).toEqual([
      row('referral:news.example.com', [49_700, 0], 1, 0, null),
      row('ads', [49_700, 10_000], 1, 1, 1),
      row(null, [49_700, 49_700], 1, 1, 1),
    ]);
    // Nobody bought after the late touch, but a contact entered with it: a rate of 0.
    expect(body.attribution.values.find((v) => v.value === 'late')).toMatchObject({ payments: 0, buyers: 0, contactsEntered: 1, conversionRate: 0 });
    const referrer = await admin('?touch=last&dimension=referrer');
    expect(framework(referrer).map((r) => [r.value, r.netCents, r.buyers])).toEqual([['news.example.com', 49_700, 1], [null, 39_700, 2]]);
  });

  it('refuses a touch or dimension it does not know, naming the field', async () => {
    for (const [query, field] of [['touch=middle', 'touch'], ['dimension=color', 'dimension']]) {
      const res = await stack.http().get(`/api/admin/revenue?${query}`).set('cookie', stack.api.cookie);
      expect(res.status).toBe(400);
      expect(res.body.fields[0].field).toBe(field);
    }
  });
});

describe('recurring revenue and trials due', () => {
  ownStack('revenue_recurring');

  /** A premium subscription paid by `email`. */
  async function subscribed(billingCycle: 'monthly' | 'yearly', email: string): Promise<string> {
    const created = await stack.http().post('/api/create-premium-subscription').send({ billingCycle, email, sessionId: `session-${billingCycle}` }).expect(200);
    expect((await browserConfirm(stack.emulatorUrl, created.body.clientSecret)).body.status).toBe('succeeded');
    return created.body.subscriptionId as string;
  }

  it('counts monthly prices whole and yearly ones a twelfth; a trial ending within 7 days is due with what it will charge; a cancellation ends it', async () => {
    const monthly = await subscribed('monthly', 'dee@example.com');
    await subscribed('yearly', 'eve@example.com');
    const trial = await stack.http().post('/api/create-trial-payment').send({ email: 'fay@example.com', sessionId: 'session-fay' }).expect(200);
    expect((await browserConfirm(stack.emulatorUrl, trial.body.clientSecret, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
    await until(async () => (await admin()).mrr.activeSubscriptions === 2, 'both subscriptions to be active');
    expect((await admin()).mrr).toEqual({
      mrrCents: 10_817,
      activeSubscriptions: 2,
      byPlan: [
        { plan: 'premium_monthly', subscriptions: 1, mrrCents: 5_900 },
        { plan: 'premium_yearly', subscriptions: 1, mrrCents: 4_917 },
      ],
    });

    // The trial ends in 14 days: not due. Shortened to 3 days in Stripe, it is.
    await until(async () => (await stripe.subscriptions.list({ status: 'trialing' })).data.length === 1, 'the trial to be created');
    expect((await admin()).trialsDue).toEqual([]);
    const [trialing] = (await stripe.subscriptions.list({ status: 'trialing' })).data;
    const endsAt = Math.floor(Date.now() / 1000) + 3 * 24 * 3600;
    await stripe.subscriptions.update(trialing.id, { trial_end: endsAt });
    await until(async () => (await admin()).trialsDue.length === 1, 'the trial to be due');
    const due = await admin();
    expect(due.trialsDue).toEqual([{ subscriptionId: trialing.id, plan: 'premium_trial', email: 'fay@example.com', trialEndsAt: new Date(endsAt * 1000).toISOString(), amountCents: 7_900 }]);
    expect(due.trialsDueAmountCents).toBe(7_900);
    expect(due.trialsDueCount).toBe(1);
    expect(Date.parse(due.asOf)).toBeLessThanOrEqual(Date.now());

    await stripe.subscriptions.cancel(monthly);
    await until(async () => (await admin()).mrr.activeSubscriptions === 1, 'the cancellation to be recorded');
    expect((await admin()).mrr).toMatchObject({ mrrCents: 4_917, byPlan: [{ plan: 'premium_yearly', subscriptions: 1, mrrCents: 4_917 }] });
  });
});
