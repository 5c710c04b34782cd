import Stripe from 'stripe';
import { v4 as uuidv4 } from 'uuid';
import { until } from '../../../worker/test/child-process';
import type { SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { advanceEmulatorTime } from '../../test/emulator-clock';
import { FOUR_CHECKOUTS } from '../../test/four-checkouts';
import { payFramework, startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import { countEvents, startTestApp, type browserRequest, type TestApp } from '../../test/test-app';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * The four checkouts end to end on the server side: the API (with the Stripe
 * emulator it starts in-process), the worker and real Postgres/Redis, the
 * browser's confirmations played with what the stand-in Stripe.js sends.
 */
const DAY = 86_400;

let stack: PaymentsStack<TestApp>;
let api: TestApp;
let smtp: SmtpTestServer;
let emulatorUrl: string;
let http: () => ReturnType<typeof browserRequest>;
let settle: () => Promise<void>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startTestApp('payments', { STRIPE_EMULATOR_PORT: '0' }));
  ({ api, smtp, emulatorUrl, http, settle } = stack);
});

afterAll(() => stack?.close());

async function facts(type: string, where = 'true', params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { rows } = await api.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM event_store.events WHERE type = $1 AND ${where} ORDER BY global_position`, [type, ...params]);
  return rows.map((r) => r.data);
}

function waitForFact(type: string, where: string, params: unknown[], what: string): Promise<void> {
  return until(async () => (await facts(type, where, params)).length > 0, what, 20_000);
}

const paymentIntentId = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/**
 * How many events the call that gave this answer recorded (they carry its
 * request id). Not a count of the whole log: the worker's webhooks, facts and
 * email outcomes land on their own clock.
 */
async function recordedBy(response: { headers: Record<string, string> }): Promise<number> {
  const requestId = response.headers['x-request-id'];
  expect(requestId).toEqual(expect.any(String));
  const { rows } = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE metadata->>'correlationId' = $1`, [requestId]);
  return rows[0].n;
}

describe('payments config', () => {
  it('hands the page the publishable key and the emulator’s Stripe.js, and the pages’ CSP allows that origin', async () => {
    const response = await http().get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ publishableKey: expect.stringMatching(/^pk_test_/), stripeJsUrl: `${emulatorUrl}/v3/` });
    const page = await http().get('/framework-checkout');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`script-src [^;]*${emulatorUrl.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${emulatorUrl.replace(/[.:/]/g, '\\$&')}`));
  });
});

describe('a buyer with a long address', () => {
  it('checks out: Stripe never sees an idempotency key over 255 characters, nor the address in one', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    const created = await http().post('/api/create-framework-payment').send({ customerEmail: email, eventId: '0190f0c8-0000-7000-8000-00000000abcd' }).expect(200);
    expect(created.body.clientSecret).toMatch(/^pi_.+_secret_/);
  });
});

describe('the four purchases', () => {
  it('framework session: one PaymentSucceeded of $497 although the page asked for $1', async () => {
    const created = await FOUR_CHECKOUTS.framework(http);
    expect(created.body).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), hasStoredPayment: false });
    const frameworkIntent = paymentIntentId(created.body.clientSecret);
    expect((await browserConfirm(emulatorUrl, created.body.clientSecret)).body.status).toBe('succeeded');
    await waitForFact('PaymentSucceeded', `data->>'paymentIntentId' = $2`, [frameworkIntent], 'the framework payment');
    await settle();
    expect(await facts('PaymentSucceeded', `data->>'paymentIntentId' = $2`, [frameworkIntent])).toEqual([
      expect.objectContaining({ product: 'framework_session', amountCents: 49_700, currency: 'usd', email: 'framework@example.com' }),
    ]);
    await until(async () => (await facts('FunnelStepReached', `data->>'email' = 'framework@example.com' AND data->>'step' = 'completed'`)).length === 1, 'the completed step');
  });

  it('enterprise pilot: one PaymentSucceeded of $997 although the page asked for $5', async () => {
    const created = await FOUR_CHECKOUTS.pilot(http);
    expect(Object.keys(created.body)).toEqual(['clientSecret']);
    const id = paymentIntentId(created.body.clientSecret);
    await browserConfirm(emulatorUrl, created.body.clientSecret);
    await waitForFact('PaymentSucceeded', `data->>'paymentIntentId' = $2`, [id], 'the pilot payment');
    await settle();
    expect(await facts('PaymentSucceeded', `data->>'paymentIntentId' = $2`, [id])).toEqual([expect.objectContaining({ product: 'enterprise_pilot', amountCents: 99_700 })]);
  });

  it('founder year: started once, one PaymentSucceeded of the $590 charged although the page asked for $1', async () => {
    const created = await FOUR_CHECKOUTS.founderYear(http);
    expect(created.body).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), subscriptionId: expect.stringMatching(/^sub_/) });
    const { subscriptionId } = created.body;
    expect((await browserConfirm(emulatorUrl, created.body.clientSecret)).body.status).toBe('succeeded');
    await waitForFact('PaymentSucceeded', `data->>'product' = 'premium_yearly'`, [], 'the founder payment');
    await waitForFact('SubscriptionStarted', `data->>'subscriptionId' = $2`, [subscriptionId], 'the founder subscription');
    await settle();
    expect(await facts('PaymentSucceeded', `data->>'product' = 'premium_yearly'`)).toEqual([expect.objectContaining({ amountCents: 59_000, email: 'founder@example.com' })]);
    expect(await facts('SubscriptionStarted', `data->>'subscriptionId' = $2`, [subscriptionId])).toEqual([
      { subscriptionId, plan: 'premium_yearly', status: 'active', interval: 'year', amountCents: 59_000, email: 'founder@example.com', trialEndsAt: null },
    ]);
    await until(async () => (await facts('FunnelStepReached', `data->>'email' = 'founder@example.com' AND data->>'step' = 'premium_purchase_success'`)).length === 1, 'the purchase step');
  });

  it('trial: the card is saved, the $79 subscription trials 14 days, the reminder is emailed, then $79 is charged once', async () => {
    const created = await FOUR_CHECKOUTS.trial(http);
    expect(created.body).toEqual({ clientSecret: expect.stringMatching(/^seti_.+_secret_/), setupIntentId: expect.stringMatching(/^seti_/) });
    expect((await browserConfirm(emulatorUrl, created.body.clientSecret, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
    await waitForFact('TrialStarted', `data->>'email' = 'trial@example.com'`, [], 'the trial');
    await settle();
    // The trial's own facts: other tests save cards for trials too, and moving the clock charges theirs as well.
    const ownTrial = `data->>'plan' = 'premium_trial' AND data->>'email' = 'trial@example.com'`;
    const ownCharges = `data->>'product' = 'premium_trial' AND data->>'email' = 'trial@example.com'`;
    expect(await facts('SubscriptionStarted', ownTrial)).toEqual([expect.objectContaining({ status: 'trialing', interval: 'month', amountCents: 7_900 })]);
    expect(await facts('PaymentSucceeded', ownCharges)).toEqual([]);

    await advanceEmulatorTime(emulatorUrl, 11 * DAY);
    await waitForFact('TrialEnding', `data->>'email' = 'trial@example.com'`, [], 'the trial ending notice');
    // Receipts and welcomes go out meanwhile (payment-emails.int-spec.ts): the reminder is found by its subject.
    const reminders = () => smtp.received.filter((mail) => mail.to === 'trial@example.com' && mail.subject.includes('trial ends'));
    await until(async () => reminders().length > 0, 'the trial ending reminder');
    expect(reminders()).toHaveLength(1);

    await advanceEmulatorTime(emulatorUrl, 3 * DAY);
    await waitForFact('PaymentSucceeded', ownCharges, [], 'the first trial charge');
    await settle();
    expect(await facts('PaymentSucceeded', ownCharges)).toEqual([expect.objectContaining({ amountCents: 7_900, email: 'trial@example.com' })]);
  });

  it('a declined card is one PaymentFailed with Stripe’s reason, and no payment', async () => {
    const created = await http().post('/api/create-framework-payment').send({}).expect(200);
    const id = paymentIntentId(created.body.clientSecret);
    expect((await browserConfirm(emulatorUrl, created.body.clientSecret, '4000000000000002')).status).toBe(402);
    await waitForFact('PaymentFailed', `data->>'paymentIntentId' = $2`, [id], 'the failed payment');
    await settle();
    expect(await facts('PaymentFailed', `data->>'paymentIntentId' = $2`, [id])).toEqual([
      expect.objectContaining({ product: 'framework_session', reason: 'Your card was declined.' }),
    ]);
    expect(await facts('PaymentSucceeded', `data->>'paymentIntentId' = $2`, [id])).toEqual([]);
  });

  describe('returning-customer lookup', () => {
    /** A framework session whose buyer is not stored: what strangers try, and what the page stores. */
    let paid: { id: string; secret: string };
    /** One whose buyer is stored, and the token that names them. */
    const storedEmail = 'fran.work@example.com';
    let storedPayment: { id: string; secret: string };
    let token: string;
    const lookup = (customerToken?: string) => {
      const call = http().get('/api/customer');
      return (customerToken ? call.set('x-customer-token', customerToken) : call).expect(200);
    };
    /** The page storing the buyer of a framework session `email` paid, as Fran Work. */
    const storeFran = (email: string, { id, secret }: { id: string; secret: string }) =>
      http().post('/api/store-customer').send({ email, paymentIntentId: id, paymentIntentClientSecret: secret, firstName: 'Fran', lastName: 'Work' });

    /** A second buyer, who paid on a Stripe customer of their own. */
    async function otherBuyer(): Promise<{ token: string; customerId: string }> {
      const other = await payFramework(stack, 'other@example.com');
      const saved = await http().post('/api/store-customer').send({ email: 'other@example.com', paymentIntentId: other.id, paymentIntentClientSecret: other.secret }).expect(200);
      const intent = await api.app.get(StripeGateway).stripe.paymentIntents.retrieve(other.id);
      return { token: saved.body.customerToken, customerId: intent.customer as string };
    }

    beforeAll(async () => {
      paid = await payFramework(stack, 'buyer@example.com');
      storedPayment = await payFramework(stack, storedEmail);
      token = (await storeFran(storedEmail, storedPayment).expect(200)).body.customerToken;
    });

    it('refuses a stranger who knows a succeeded payment id but not its client secret, recording nothing', async () => {
      for (const secret of [undefined, `${paid.id}_secret_guessed`, paid.secret.slice(0, -1)]) {
        const response = await http().post('/api/store-customer').send({ email: 'stranger@example.com', paymentIntentId: paid.id, paymentIntentClientSecret: secret });
        expect(response.status).toBe(secret === undefined ? 400 : 403);
        expect(new Set(response.body.fields.map((f: { field: string }) => f.field))).toEqual(new Set(['paymentIntentClientSecret']));
        expect(response.body.customerToken).toBeUndefined();
        expect(await recordedBy(response)).toBe(0);
      }
    });

    it('refuses another address than the one the payment was made with, recording nothing', async () => {
      const response = await http().post('/api/store-customer').send({ email: 'stranger@example.com', paymentIntentId: paid.id, paymentIntentClientSecret: paid.secret }).expect(400);
      expect(response.body.fields).toEqual([{ field: 'email', message: 'is not the address this payment was made with' }]);
      expect(await recordedBy(response)).toBe(0);
    });

    it("refuses a receipt address that is not the address of the payment's customer, recording nothing", async () => {
      const stripe = api.app.get(StripeGateway).stripe;
      const customer = await stripe.customers.create({ email: 'owner@example.com' });
      const intent = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd', customer: customer.id, receipt_email: 'receipt@example.com' });
      const secret = intent.client_secret as string;
      await browserConfirm(emulatorUrl, secret);
      for (const email of ['receipt@example.com', 'owner@example.com']) {
        const response = await http().post('/api/store-customer').send({ email, paymentIntentId: intent.id, paymentIntentClientSecret: secret }).expect(400);
        expect(response.body.fields).toEqual([{ field: 'email', message: 'is not the address this payment was made with' }]);
      }
      expect(await facts('CustomerStored', `data->>'paymentIntentId' = $2`, [intent.id])).toEqual([]);
      expect(await facts('ContactIdentified', `data->>'email' IN ('receipt@example.com', 'owner@example.com')`)).toEqual([]);
    });

    it("a stranger who knows only the payment id never checks out on the buyer's Stripe customer", async () => {
      const stripe = api.app.get(StripeGateway).stripe;
      const buyersCustomer = (await stripe.paymentIntents.retrieve(paid.id)).customer;
      const attempt = await http().post('/api/store-customer').send({ email: 'stranger@example.com', paymentIntentId: paid.id, paymentIntentClientSecret: `${paid.id}_secret_guessed` });
      const created = await http().post('/api/create-framework-payment').send({ customerEmail: 'stranger@example.com', customerToken: attempt.body.customerToken }).expect(200);
      expect(created.body.hasStoredPayment).toBe(false);
      expect((await stripe.paymentIntents.retrieve(paymentIntentId(created.body.clientSecret))).customer).not.toBe(buyersCustomer);
    });

    it('stores the buyer of a succeeded payment who shows its client secret, and hands back a token', async () => {
      const stored = await storeFran('buyer@example.com', paid).expect(200);
      expect(stored.body).toEqual({ success: true, customerToken: expect.any(String) });
      expect(await facts('CustomerStored', `data->>'paymentIntentId' = $2`, [paid.id])).toHaveLength(1);
      // What the refusals are held to: a call's own events are found by its request id.
      expect(await recordedBy(stored)).toBeGreaterThan(0);
    });

    it('refuses a payment that did not succeed, naming the field', async () => {
      const created = await http().post('/api/create-payment-intent').send({}).expect(200);
      const response = await http()
        .post('/api/store-customer')
        .send({ email: 'x@example.com', paymentIntentId: paymentIntentId(created.body.clientSecret), paymentIntentClientSecret: created.body.clientSecret })
        .expect(400);
      expect(response.body.fields).toEqual([{ field: 'paymentIntentId', message: 'must be a payment that succeeded' }]);
    });

    it('reveals nothing without the token or with a wrong one, and takes no address in the URL', async () => {
      const nothing = { hasStoredPayment: false, customer: null };
      expect((await lookup()).body).toEqual(nothing);
      expect((await lookup(`${token}x`)).body).toEqual(nothing);
      await http().get(`/api/customer/${storedEmail}`).set('x-customer-token', token).expect(404);
    });

    it('answers the buyer the token names', async () => {
      expect((await lookup(token)).body).toEqual({ hasStoredPayment: true, customer: { firstName: 'Fran', lastName: 'Work', email: storedEmail } });
    });

    it("a token opens and charges only its own buyer's customer, whatever address comes with it", async () => {
      const other = await otherBuyer();
      const stripe = api.app.get(StripeGateway).stripe;
      const ownCustomer = (await stripe.paymentIntents.retrieve(storedPayment.id)).customer;
      expect((await lookup(other.token)).body.customer).toEqual(expect.objectContaining({ email: 'other@example.com' }));
      expect((await lookup(token)).body.customer).toEqual(expect.objectContaining({ email: storedEmail }));
      const created = await http().post('/api/create-framework-payment').send({ customerEmail: 'other@example.com', customerToken: token }).expect(200);
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId(created.body.clientSecret));
      expect(intent.customer).toBe(ownCustomer);
      expect(intent.customer).not.toBe(other.customerId);
      expect(intent.metadata.email).toBe(storedEmail);
    });

    it('a framework checkout with the token offers the saved card', async () => {
      const created = await http().post('/api/create-framework-payment').send({ customerToken: token }).expect(200);
      expect(created.body.hasStoredPayment).toBe(true);
    });
  });
});

describe('naming the buyer on submit (checkout-buyer)', () => {
  const identified = (email: string) => facts('ContactIdentified', `data->>'email' = $2 AND data->>'source' = 'checkout'`, [email]);

  it('premium: the session is identified before the card, a decline still leaves the buyer known, and the payment is credited to that session', async () => {
    const sessionId = 'session-buyer-premium';
    const created = await http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', sessionId }).expect(200);
    const { clientSecret, subscriptionId } = created.body;
    await http().post('/api/checkout-buyer').send({ clientSecret, subscriptionId, email: 'Premium.Buyer@Example.com', sessionId }).expect(200, { success: true });
    expect(await identified('premium.buyer@example.com')).toEqual([{ email: 'premium.buyer@example.com', sessionId, firstName: null, lastName: null, source: 'checkout' }]);
    const stripe = api.app.get(StripeGateway).stripe;
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.metadata).toMatchObject({ email: 'premium.buyer@example.com', sessionId });
    expect(await stripe.customers.retrieve(subscription.customer as string)).toMatchObject({ email: 'premium.buyer@example.com' });

    expect((await browserConfirm(emulatorUrl, clientSecret, '4000000000000002')).status).toBe(402);
    expect((await browserConfirm(emulatorUrl, clientSecret)).body.status).toBe('succeeded');
    await until(async () => (await facts('FunnelStepReached', `data->>'email' = 'premium.buyer@example.com' AND data->>'step' = 'completed'`)).length === 1, 'the completed step');
    const { rows } = await api.db.query(
      `SELECT stream_id, metadata->>'sessionId' AS session FROM event_store.events WHERE type IN ('FunnelStepReached', 'PaymentSucceeded') AND data->>'email' = 'premium.buyer@example.com' ORDER BY global_position`,
    );
    expect(rows).toEqual(expect.arrayContaining([{ stream_id: `visitor-${sessionId}`, session: sessionId }, expect.objectContaining({ session: sessionId })]));
    expect(rows.every((row: { session: string }) => row.session === sessionId)).toBe(true);
  });

  it("trial: names the SetupIntent's buyer, and store-customer takes the saved card as the trial's payment", async () => {
    const sessionId = 'session-buyer-trial01';
    const created = await http().post('/api/create-trial-payment').send({ sessionId }).expect(200);
    const { clientSecret, setupIntentId } = created.body;
    await http().post('/api/checkout-buyer').send({ clientSecret, email: 'trial.buyer@example.com', sessionId }).expect(200);
    expect((await browserConfirm(emulatorUrl, clientSecret, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
    const stored = await http()
      .post('/api/store-customer')
      .send({ email: 'trial.buyer@example.com', paymentIntentId: setupIntentId, paymentIntentClientSecret: clientSecret, sessionId })
      .expect(200);
    expect(stored.body.customerToken).toEqual(expect.any(String));
    expect(await facts('CustomerStored', `data->>'paymentIntentId' = $2`, [setupIntentId])).toEqual([expect.objectContaining({ email: 'trial.buyer@example.com', hasStoredPayment: true })]);
    await until(async () => (await facts('FunnelStepReached', `data->>'email' = 'trial.buyer@example.com' AND data->>'step' = 'trial_signup_success'`)).length === 1, 'the trial step');
  });

  it('refuses a wrong secret, an unknown checkout, a placeholder address, and another address once the checkout is paid, recording nothing', async () => {
    const created = await http().post('/api/create-framework-payment').send({}).expect(200);
    const { clientSecret } = created.body;
    // Stripe's own deliveries (payment_intent.created, …) arrive meanwhile: only the buyer's facts are counted.
    const buyerFacts = () => countEvents(api.db, 'ContactIdentified');
    const before = await buyerFacts();
    const refused = async (body: object, status: number, field: string) => {
      const response = await http().post('/api/checkout-buyer').send(body).expect(status);
      expect(response.body.fields).toEqual([expect.objectContaining({ field })]);
    };
    await refused({ clientSecret: `${clientSecret}x`, email: 'a@example.com' }, 403, 'clientSecret');
    await refused({ clientSecret: 'pi_nothing_secret_nothing', email: 'a@example.com' }, 400, 'clientSecret');
    await refused({ clientSecret, email: 'temp_abc@anonymous.local' }, 400, 'email');
    await refused({ clientSecret, email: 'a@example.com', subscriptionId: 'sub_nope' }, 400, 'clientSecret');
    expect(await buyerFacts()).toBe(before);

    await http().post('/api/checkout-buyer').send({ clientSecret, email: 'first@example.com' }).expect(200);
    await browserConfirm(emulatorUrl, clientSecret);
    const settled = await buyerFacts();
    await refused({ clientSecret, email: 'second@example.com' }, 400, 'email');
    expect(await buyerFacts()).toBe(settled);
  });
});

describe('the one-click upsell (pay-with-saved-card)', () => {
  /** A founder who paid with `card` and was stored: their token, as the browser keeps it. */
  async function founderWithSavedCard(email: string, card: string): Promise<string> {
    const created = await http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', sessionId: 'session-oneclick-01' }).expect(200);
    const { clientSecret, subscriptionId } = created.body;
    await http().post('/api/checkout-buyer').send({ clientSecret, subscriptionId, email }).expect(200);
    expect((await browserConfirm(emulatorUrl, clientSecret, card)).body.status).toBe('succeeded');
    const stored = await http().post('/api/store-customer').send({ email, paymentIntentId: paymentIntentId(clientSecret), paymentIntentClientSecret: clientSecret }).expect(200);
    expect((await http().get('/api/customer').set('x-customer-token', stored.body.customerToken).expect(200)).body.hasStoredPayment).toBe(true);
    return stored.body.customerToken;
  }

  it("charges the framework session to the buyer's saved card, with no card typed, once however often it is sent", async () => {
    const token = await founderWithSavedCard('oneclick@example.com', '4242424242424242');
    const body = { eventId: '0190f0c8-0000-7000-8000-0000000c11c1', sessionId: 'session-oneclick-01' };
    const paid = await http().post('/api/pay-with-saved-card').set('x-customer-token', token).send(body).expect(200);
    const again = await http().post('/api/pay-with-saved-card').set('x-customer-token', token).send(body).expect(200);
    expect(again.body.paymentIntentId).toBe(paid.body.paymentIntentId);
    const intent = await api.app.get(StripeGateway).stripe.paymentIntents.retrieve(paid.body.paymentIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 49_700, metadata: { product: 'framework_session', email: 'oneclick@example.com', sessionId: 'session-oneclick-01' } });
    await waitForFact('PaymentSucceeded', `data->>'paymentIntentId' = $2`, [paid.body.paymentIntentId], 'the one-click payment');
    // The page then stores the buyer with the payment's secret, as after any checkout.
    await http()
      .post('/api/store-customer')
      .send({ email: 'oneclick@example.com', paymentIntentId: paid.body.paymentIntentId, paymentIntentClientSecret: paid.body.clientSecret })
      .expect(200);
  });

  it('answers 402 naming the card when the saved card is declined, and charges nothing', async () => {
    // A trial saves 4000 0000 0000 0341 without charging it; any charge to it is declined.
    const email = 'declined.later@example.com';
    const created = await http().post('/api/create-trial-payment').send({ sessionId: 'session-oneclick-02' }).expect(200);
    await http().post('/api/checkout-buyer').send({ clientSecret: created.body.clientSecret, email }).expect(200);
    expect((await browserConfirm(emulatorUrl, created.body.clientSecret, '4000000000000341', 'setup_intents')).body.status).toBe('succeeded');
    const stored = await http()
      .post('/api/store-customer')
      .send({ email, paymentIntentId: created.body.setupIntentId, paymentIntentClientSecret: created.body.clientSecret })
      .expect(200);
    const response = await http().post('/api/pay-with-saved-card').set('x-customer-token', stored.body.customerToken).send({}).expect(402);
    expect(response.body.fields).toEqual([{ field: 'card', message: 'Your card was declined.' }]);
    await settle();
    expect(await facts('PaymentSucceeded', `data->>'email' = $2 AND data->>'product' = 'framework_session'`, [email])).toEqual([]);
  });

  it('refuses a browser without a valid customer token, charging no one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const call = http().post('/api/pay-with-saved-card');
      const response = await (token ? call.set('x-customer-token', token) : call).send({}).expect(403);
      expect(response.body.fields).toEqual([{ field: 'x-customer-token', message: 'does not name a buyer with a saved card' }]);
    }
  });
});

describe('the webhook', () => {
  const secret = () => api.app.get(StripeGateway).webhookSecret;
  const payload = (id: string) => JSON.stringify({ id, object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: 'cus_x', object: 'customer' } } });
  const signed = (body: string, timestamp = Math.floor(Date.now() / 1000), key = secret()) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: key, timestamp });
  const received = (id: string) => facts('StripeEventReceived', `data->>'stripeEventId' = $2`, [id]);

  it.each([
    ['unsigned', (_body: string) => undefined],
    ['wrongly signed', (body: string) => signed(body, undefined, 'whsec_not_ours')],
    ['stale (signed 10 minutes ago)', (body: string) => signed(body, Math.floor(Date.now() / 1000) - 600)],
  ])('refuses a delivery %s with 400 and records nothing', async (_label, signature) => {
    const id = `evt_refused_${uuidv4().slice(0, 8)}`;
    const body = payload(id);
    const call = http().post('/api/stripe/webhook').set('content-type', 'application/json');
    const header = signature(body);
    const response = await (header ? call.set('stripe-signature', header) : call).send(body).expect(400);
    expect(response.body).toMatchObject({ success: false, statusCode: 400, fields: [{ field: 'stripe-signature' }] });
    expect(await received(id)).toEqual([]);
  });

  it('records the same delivery twice only once', async () => {
    const id = `evt_twice_${uuidv4().slice(0, 8)}`;
    const body = payload(id);
    for (let i = 0; i < 2; i++) {
      await http().post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signed(body)).send(body).expect(200);
    }
    expect(await received(id)).toHaveLength(1);
  });

  it('accepts Stripe events larger than the site’s form body limit', async () => {
    const id = `evt_large_${uuidv4().slice(0, 8)}`;
    const body = JSON.stringify({ ...JSON.parse(payload(id)), padding: 'x'.repeat(40_000) });
    await http().post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signed(body)).send(body).expect(200);
  });
});

describe('validation', () => {
  it('names the bad fields', async () => {
    const response = await http().post('/api/create-premium-subscription').send({ billingCycle: 'weekly' }).expect(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ field: 'billingCycle' })]);
    const store = await http().post('/api/store-customer').send({ email: 'nope' }).expect(400);
    expect([...new Set(store.body.fields.map((f: { field: string }) => f.field))].sort()).toEqual(['email', 'paymentIntentClientSecret', 'paymentIntentId']);
  });
});
