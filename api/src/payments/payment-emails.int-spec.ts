import { EMAIL_QUEUE } from '@pitchlens/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import { until } from '../../../worker/test/child-process';
import type { ReceivedEmail, SmtpTestServer } from '../../../worker/test/smtp-test-server';
import { browserConfirm } from '../../../libs/stripe-emulator/src/test-support/browser';
import { advanceEmulatorTime } from '../../test/emulator-clock';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { payFramework, startPaymentsStack, type PaymentsStack } from '../../test/payments-stack';
import type { browserRequest } from '../../test/test-app';
import { StripeGateway } from './stripe/stripe-gateway';

/**
 * The emails money promises, end to end: the API (with its in-process Stripe
 * emulator), the worker in this process and a real SMTP server. Each
 * confirmed payment reaches the buyer as one receipt, each subscription or
 * trial as one welcome, and nothing goes out twice when Stripe delivers again.
 */
const SLOW = 90_000;
const DAY = 86_400;

let stack: PaymentsStack<AdminTestApp>;
let api: AdminTestApp;
let smtp: SmtpTestServer;
let emulatorUrl: string;
let http: () => ReturnType<typeof browserRequest>;

beforeAll(async () => {
  stack = await startPaymentsStack(() => startAdminTestApp('payment_emails', { STRIPE_EMULATOR_PORT: '0' }));
  ({ api, smtp, emulatorUrl, http } = stack);
});

afterAll(() => stack?.close());

const sent = (to: string, subject: string): ReceivedEmail[] => smtp.received.filter((mail) => mail.to === to && mail.subject.startsWith(subject));

async function fact(type: string, where: string): Promise<Record<string, unknown>> {
  let data: Record<string, unknown> | undefined;
  await until(async () => {
    data = (await api.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM event_store.events WHERE type = $1 AND ${where}`, [type])).rows[0]?.data;
    return data !== undefined;
  }, `${type} where ${where}`, 30_000);
  return data as Record<string, unknown>;
}

/** The consumer has read every event in the log (Stripe's own deliveries keep coming, so it is asked, not assumed). */
function caughtUp(consumer: string): Promise<void> {
  return until(async () => {
    const { rows } = await api.db.query<{ behind: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM event_store.events e, read_model.projector_checkpoints c WHERE c.name = $1 AND e.global_position > c.global_position) AS behind`,
      [consumer],
    );
    return !rows[0].behind;
  }, `${consumer} to catch up`, 30_000);
}

/** Every queued email has been handled: none waiting, running or due for a retry. */
async function emailsSettled(): Promise<void> {
  const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queue = new Queue(EMAIL_QUEUE, { connection: redis, prefix: stack.workerEnv.QUEUE_PREFIX });
  try {
    await until(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0);
    }, 'the email queue to drain', 30_000);
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

/** Stripe sends every event it has sent so far again, signed as Stripe signs them. */
async function redeliverEverything(): Promise<number> {
  const gateway = api.app.get(StripeGateway);
  let delivered = 0;
  for await (const event of gateway.stripe.events.list({ limit: 100 })) {
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: gateway.webhookSecret });
    await http().post('/api/stripe/webhook').set('content-type', 'application/json').set('stripe-signature', signature).send(body).expect(200);
    delivered += 1;
  }
  return delivered;
}

/** A founder subscription, monthly, paid by `email`. */
async function subscribedFounder(email: string): Promise<void> {
  const created = await http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', email }).expect(200);
  expect((await browserConfirm(emulatorUrl, created.body.clientSecret)).body.status).toBe('succeeded');
}

/** A trial whose card `email` saved, once the worker has started it; its TrialStarted. */
async function startedTrial(email: string): Promise<Record<string, unknown>> {
  const created = await http().post('/api/create-trial-payment').send({ email }).expect(200);
  expect((await browserConfirm(emulatorUrl, created.body.clientSecret, '4242424242424242', 'setup_intents')).body.status).toBe('succeeded');
  return fact('TrialStarted', `data->>'email' = '${email}'`);
}

describe('emails for money', () => {
  it('sends one receipt for the framework session, with the $497 charged and the card’s last four digits', async () => {
    await payFramework(stack, 'receipt.framework@example.com');
    const payment = await fact('PaymentSucceeded', `data->>'email' = 'receipt.framework@example.com'`);
    expect(payment).toMatchObject({ product: 'framework_session', amountCents: 49_700, cardLast4: '4242' });
    await until(async () => sent('receipt.framework@example.com', 'Your Pitchlens receipt').length > 0, 'the framework receipt', 30_000);
    const [receipt] = sent('receipt.framework@example.com', 'Your Pitchlens receipt');
    expect(receipt.subject).toBe('Your Pitchlens receipt: Framework Mapping Session');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('$497.00');
      expect(part).toContain('card ending in 4242');
      expect(part).toContain('Book your 60-minute session');
      expect(part).toContain('support@pitchlens.com');
    }
  }, SLOW);

  it('sends a founder one receipt for the $59 first invoice, with the card, and one welcome', async () => {
    await subscribedFounder('receipt.founder@example.com');
    expect(await fact('PaymentSucceeded', `data->>'email' = 'receipt.founder@example.com'`)).toMatchObject({ product: 'premium_monthly', amountCents: 5_900, cardLast4: '4242' });
    await until(async () => sent('receipt.founder@example.com', '').length >= 2, 'the founder’s receipt and welcome', 30_000);
    const [receipt] = sent('receipt.founder@example.com', 'Your Pitchlens receipt');
    expect(receipt.text).toContain('Amount paid: $59.00');
    expect(receipt.text).toContain('Paid with: card ending in 4242');
    const [welcome] = sent('receipt.founder@example.com', 'Welcome to Pitchlens Premium');
    expect(welcome.text).toContain('active at $59/month');
  }, SLOW);

  it('sends a trial one welcome with its end date and the amount charged then, and no receipt for the $0 start', async () => {
    const trial = await startedTrial('receipt.trial@example.com');
    await until(async () => sent('receipt.trial@example.com', 'Your Pitchlens trial has started').length > 0, 'the trial welcome', 30_000);
    const [welcome] = sent('receipt.trial@example.com', 'Your Pitchlens trial has started');
    const endDate = new Date(trial.trialEndsAt as string).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
    expect(welcome.text).toContain(`Trial ends: ${endDate}`);
    expect(welcome.text).toContain('Charged then: $79 for your first month');
    expect(sent('receipt.trial@example.com', 'Your Pitchlens receipt')).toEqual([]);
  }, SLOW);

  it('sends the trial’s first $79 charge, taken off-session from the saved card, one receipt with its digits', async () => {
    // A trial of its own: the one above must have no receipt.
    await startedTrial('charged.trial@example.com');
    await advanceEmulatorTime(emulatorUrl, 14 * DAY);
    expect(await fact('PaymentSucceeded', `data->>'email' = 'charged.trial@example.com'`)).toMatchObject({ product: 'premium_trial', amountCents: 7_900, cardLast4: '4242' });
    await until(async () => sent('charged.trial@example.com', 'Your Pitchlens receipt').length > 0, 'the trial’s first receipt', 30_000);
    const [receipt] = sent('charged.trial@example.com', 'Your Pitchlens receipt');
    expect(receipt.text).toContain('Amount paid: $79.00');
    expect(receipt.text).toContain('Paid with: card ending in 4242');
    expect(receipt.text).toContain('Premium renews at $79/month');
  }, SLOW);

  it('shows the receipt on the buyer’s timeline, next to the payment', async () => {
    await payFramework(stack, 'timeline.framework@example.com');
    let contactId: string | undefined;
    await until(async () => {
      contactId = (await api.db.query<{ id: string }>(`SELECT id::text FROM read_model.contacts WHERE email = 'timeline.framework@example.com'`)).rows[0]?.id;
      return contactId !== undefined;
    }, 'the buyer’s contact', 30_000);
    const timeline = async () => (await http().get(`/api/admin/contacts/${contactId}/timeline`).set('cookie', api.cookie).expect(200)).body.events as { type: string; summary: string }[];
    await until(async () => (await timeline()).some((event) => event.type === 'EmailSent'), 'the receipt’s outcome', 30_000);
    expect((await timeline()).map((event) => event.summary)).toContain('Email "payment-receipt" sent to timeline.framework@example.com');
  }, SLOW);

  it('sends exactly those emails once, even when Stripe delivers everything again and the worker re-reads the log', async () => {
    // Buyers of its own, their emails counted: the other tests' buyers are emailed too.
    const buyers = ['once.founder@example.com', 'once.framework@example.com', 'once.trial@example.com'];
    const received = () => smtp.received.filter((mail) => buyers.includes(mail.to)).map((mail) => `${mail.to} ${mail.subject}`).sort();
    await payFramework(stack, 'once.framework@example.com');
    await subscribedFounder('once.founder@example.com');
    await startedTrial('once.trial@example.com');
    await advanceEmulatorTime(emulatorUrl, 14 * DAY);
    await until(async () => received().length >= 6, 'the six emails', 30_000);
    await caughtUp('payments-reactor');
    await caughtUp('email-reactor');
    await emailsSettled();
    const before = received();
    expect(before).toEqual([
      'once.founder@example.com Welcome to Pitchlens Premium',
      'once.founder@example.com Your Pitchlens receipt: Pitchlens Premium, founder rate (monthly)',
      'once.framework@example.com Your Pitchlens receipt: Framework Mapping Session',
      'once.trial@example.com Your Pitchlens receipt: Pitchlens Premium, 14-day trial',
      expect.stringMatching(/^once\.trial@example\.com Your Pitchlens trial ends on /),
      'once.trial@example.com Your Pitchlens trial has started',
    ]);

    expect(await redeliverEverything()).toBeGreaterThan(10);
    // As after a crash or a restore: both reactors read the whole log again.
    await stack.restartWorker(async () => {
      await api.db.query(`UPDATE read_model.projector_checkpoints SET transaction_id = '0', global_position = 0 WHERE name IN ('payments-reactor', 'email-reactor')`);
    });
    await caughtUp('payments-reactor');
    await caughtUp('email-reactor');
    await emailsSettled();
    expect(received()).toEqual(before);
    const { rows } = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'EmailSent' AND data->>'to' = ANY($1)`, [buyers]);
    expect(rows[0].n).toBe(before.length);
  }, SLOW);
});
