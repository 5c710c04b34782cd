import type Stripe from 'stripe';
import { personStreams } from '@pitchlens/event-store';
import { factId, invoiceFacts, paymentIntentFacts, refundFacts, setupFailureFacts, subscriptionFacts, type Trigger } from './stripe-facts';

const at = Date.UTC(2026, 10, 22, 10) / 1000;
const trigger = (type: string, stripeEventId = 'evt_1'): Trigger => ({ type, stripeEventId, created: at });

function intent(fields: Partial<Stripe.PaymentIntent>): Stripe.PaymentIntent {
  return { id: 'pi_1', object: 'payment_intent', amount: 49_700, amount_received: 49_700, currency: 'usd', status: 'succeeded', metadata: { product: 'framework_session' }, last_payment_error: null, ...fields } as Stripe.PaymentIntent;
}

function subscription(fields: Partial<Stripe.Subscription>, unitAmount = 5_900, interval: 'month' | 'year' = 'month'): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    trial_end: null,
    metadata: { product: 'premium_monthly' },
    items: { object: 'list', data: [{ quantity: 1, price: { unit_amount: unitAmount, recurring: { interval } } }] },
    ...fields,
  } as unknown as Stripe.Subscription;
}

function invoice(fields: Partial<Stripe.Invoice>): Stripe.Invoice {
  return {
    id: 'in_1',
    object: 'invoice',
    status: 'paid',
    amount_paid: 59_000,
    currency: 'usd',
    status_transitions: { paid_at: at },
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    ...fields,
  } as unknown as Stripe.Invoice;
}

/** Stripe's error on a declined attempt. */
const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } as Stripe.PaymentIntent.LastPaymentError;

const buyer = (email: string, sessionId: string | null = null) => ({ email, sessionId });
const nobody = { email: null, sessionId: null };

const types = (facts: { event: { type: string } }[]) => facts.map((f) => f.event.type);

describe('PaymentIntent → facts', () => {
  it('a succeeded one-time purchase is one payment of what was charged, and completes the buyer', () => {
    const facts = paymentIntentFacts(intent({ amount_received: 49_700, payment_method: 'pm_1' }), trigger('payment_intent.succeeded'), buyer('buyer@example.com'), '4242');
    expect(facts[0]).toEqual({
      streamId: 'stripe-pi_1',
      eventId: factId('payment-succeeded/pi_1'),
      event: {
        type: 'PaymentSucceeded',
        data: { product: 'framework_session', amountCents: 49_700, currency: 'usd', paymentIntentId: 'pi_1', invoiceId: null, email: 'buyer@example.com', paidAt: '2026-11-22T10:00:00.000Z', cardLast4: '4242' },
      },
      sessionId: null,
      occurredAt: '2026-11-22T10:00:00.000Z',
    });
    expect(facts[1]).toMatchObject({ streamId: personStreams.contact('buyer@example.com'), event: { type: 'FunnelStepReached', data: { step: 'completed' } } });
  });

  it("credits the steps to the session that bought, in its stream, at the time Stripe took the money", () => {
    const facts = paymentIntentFacts(intent({}), trigger('payment_intent.succeeded'), buyer('buyer@example.com', 'session-0001'));
    expect(facts.map((f) => [f.streamId, f.sessionId, f.occurredAt])).toEqual([
      ['stripe-pi_1', 'session-0001', '2026-11-22T10:00:00.000Z'],
      ['visitor-session-0001', 'session-0001', '2026-11-22T10:00:00.000Z'],
    ]);
    const anonymous = paymentIntentFacts(intent({}), trigger('payment_intent.succeeded'), { email: null, sessionId: 'session-0001' });
    expect(anonymous[1]).toMatchObject({ event: { data: { email: null, step: 'completed' } } });
    expect(paymentIntentFacts(intent({}), trigger('payment_intent.succeeded'), nobody)).toHaveLength(1);
  });

  it('records no card digits when none were found', () => {
    const [payment] = paymentIntentFacts(intent({ payment_method: 'pm_1' }), trigger('payment_intent.succeeded'), nobody);
    expect(payment.event.data).toMatchObject({ cardLast4: null });
  });

  it('gives the same ids however often it is delivered', () => {
    const once = paymentIntentFacts(intent({}), trigger('payment_intent.succeeded', 'evt_a'), buyer('b@example.com'));
    const again = paymentIntentFacts(intent({}), trigger('payment_intent.succeeded', 'evt_b'), buyer('b@example.com'));
    expect(again.map((f) => f.eventId)).toEqual(once.map((f) => f.eventId));
  });

  it('a declined attempt is recorded from its failed event’s copy, with what it tried to charge and when, although a retry has succeeded since', () => {
    // The intent now: paid by the retry. The failure's own event still holds the attempt as it was.
    const now = intent({ status: 'succeeded', payment_method: 'pm_2' });
    const attempt = { ...now, status: 'requires_payment_method', amount_received: 0, payment_method: null, last_payment_error: declined } as Stripe.PaymentIntent;
    const facts = paymentIntentFacts(attempt, trigger('payment_intent.payment_failed', 'evt_9'), buyer('buyer@example.com', 'session-0001'));
    expect(facts).toEqual([
      {
        streamId: 'stripe-pi_1',
        eventId: factId('payment-failed/evt_9'),
        event: {
          type: 'PaymentFailed',
          data: { product: 'framework_session', reason: 'Your card was declined.', paymentIntentId: 'pi_1', invoiceId: null, email: 'buyer@example.com', amountCents: 49_700, currency: 'usd' },
        },
        sessionId: 'session-0001',
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('without Stripe’s message, the reason is its decline code, else its error code', () => {
    const reason = (error: Partial<Stripe.PaymentIntent.LastPaymentError>) =>
      paymentIntentFacts(intent({ status: 'requires_payment_method', last_payment_error: error as Stripe.PaymentIntent.LastPaymentError }), trigger('payment_intent.payment_failed'), nobody)[0].event.data;
    expect(reason({ code: 'card_declined', decline_code: 'insufficient_funds' })).toMatchObject({ reason: 'insufficient_funds' });
    expect(reason({ code: 'expired_card' })).toMatchObject({ reason: 'expired_card' });
  });

  it('a delivery maps only to what it reports: a failure is never a payment, a payment never a failure', () => {
    expect(types(paymentIntentFacts(intent({ status: 'succeeded' }), trigger('payment_intent.payment_failed'), nobody))).toEqual(['PaymentFailed']);
    expect(paymentIntentFacts(intent({ status: 'requires_payment_method', last_payment_error: declined }), trigger('payment_intent.succeeded'), nobody)).toEqual([]);
  });

  it('ignores PaymentIntents that are not one-time catalogue purchases (subscription invoices)', () => {
    expect(paymentIntentFacts(intent({ metadata: {} }), trigger('payment_intent.succeeded'), nobody)).toEqual([]);
    expect(paymentIntentFacts(intent({ metadata: { product: 'premium_monthly' } }), trigger('payment_intent.succeeded'), nobody)).toEqual([]);
  });
});

describe('SetupIntent → facts', () => {
  const setup = (metadata: Record<string, string>) =>
    ({ id: 'seti_1', object: 'setup_intent', status: 'requires_payment_method', metadata, last_setup_error: declined }) as unknown as Stripe.SetupIntent;

  it("a trial's card that could not be saved is the trial's failed attempt, of nothing charged, dated when Stripe reported it", () => {
    expect(setupFailureFacts(setup({ product: 'premium_trial' }), trigger('setup_intent.setup_failed', 'evt_7'), buyer('t@example.com', 'session-0002'))).toEqual([
      {
        streamId: 'stripe-seti_1',
        eventId: factId('payment-failed/evt_7'),
        event: {
          type: 'PaymentFailed',
          data: { product: 'premium_trial', reason: 'Your card was declined.', paymentIntentId: null, invoiceId: null, email: 't@example.com', amountCents: 0, currency: 'usd' },
        },
        sessionId: 'session-0002',
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('ignores SetupIntents of no trial, and deliveries that report no failure', () => {
    expect(setupFailureFacts(setup({}), trigger('setup_intent.setup_failed'), nobody)).toEqual([]);
    expect(setupFailureFacts(setup({ product: 'premium_trial' }), trigger('setup_intent.succeeded'), nobody)).toEqual([]);
  });
});

describe('Subscription → facts', () => {
  it('an incomplete (unpaid) founder checkout starts nothing', () => {
    expect(subscriptionFacts(subscription({ status: 'incomplete' }), trigger('customer.subscription.created'), buyer('a@example.com'))).toEqual([]);
  });

  it('a paid founder subscription starts once, with its plan, interval and price', () => {
    const facts = subscriptionFacts(subscription({ metadata: { product: 'premium_yearly' } }, 59_000, 'year'), trigger('customer.subscription.created'), buyer('a@example.com'));
    expect(facts[0]).toEqual({
      streamId: 'stripe-sub_1',
      eventId: factId('subscription-started/sub_1'),
      event: { type: 'SubscriptionStarted', data: { subscriptionId: 'sub_1', plan: 'premium_yearly', status: 'active', interval: 'year', amountCents: 59_000, email: 'a@example.com', trialEndsAt: null } },
      sessionId: null,
    });
    expect(facts.slice(1).map((f) => (f.event.data as { step: string }).step)).toEqual(['premium_purchase_success', 'completed']);
  });

  it('an update is recorded per update event, next to the (deduplicated) start', () => {
    expect(types(subscriptionFacts(subscription({}), trigger('customer.subscription.updated', 'evt_u'), nobody))).toEqual(['SubscriptionStarted', 'SubscriptionUpdated']);
  });

  it('a trial starts with its end date and the trial funnel steps', () => {
    const trialEnd = at + 14 * 86_400;
    const facts = subscriptionFacts(subscription({ status: 'trialing', trial_end: trialEnd, metadata: { product: 'premium_trial' } }, 7_900), trigger('customer.subscription.created'), buyer('t@example.com'));
    expect(types(facts)).toEqual(['SubscriptionStarted', 'TrialStarted', 'FunnelStepReached', 'FunnelStepReached']);
    expect(facts[1].event.data).toEqual({ subscriptionId: 'sub_1', plan: 'premium_trial', email: 't@example.com', amountCents: 7_900, trialEndsAt: '2026-12-06T10:00:00.000Z' });
    expect(facts.slice(2).map((f) => (f.event.data as { step: string }).step)).toEqual(['trial_signup_success', 'completed']);
  });

  it('trial_will_end is a TrialEnding', () => {
    const facts = subscriptionFacts(subscription({ status: 'trialing', trial_end: at + 3 * 86_400, metadata: { product: 'premium_trial' } }, 7_900), trigger('customer.subscription.trial_will_end'), nobody);
    expect(types(facts)).toContain('TrialEnding');
  });

  it('a cancelled subscription is cancelled once and not started by that', () => {
    const facts = subscriptionFacts(subscription({ status: 'canceled' }), trigger('customer.subscription.deleted'), nobody);
    expect(facts).toEqual([expect.objectContaining({ eventId: factId('subscription-cancelled/sub_1'), event: expect.objectContaining({ type: 'SubscriptionCancelled' }) })]);
  });

  it('ignores subscriptions that name no catalogue plan', () => {
    expect(subscriptionFacts(subscription({ metadata: {} }), trigger('customer.subscription.created'), nobody)).toEqual([]);
  });
});

describe('Invoice → facts', () => {
  it('a paid founder year is an invoice paid and one payment of the $590 charged', () => {
    const facts = invoiceFacts(invoice({}), 'premium_yearly', trigger('invoice.paid'), buyer('a@example.com'), '4242');
    expect(types(facts)).toEqual(['InvoicePaid', 'PaymentSucceeded']);
    expect(facts[1]).toMatchObject({ eventId: factId('payment-succeeded/in_1'), event: { data: { product: 'premium_yearly', amountCents: 59_000, invoiceId: 'in_1', cardLast4: '4242' } } });
  });

  it('a trial’s $0 first invoice is paid but takes no money', () => {
    const facts = invoiceFacts(invoice({ amount_paid: 0 }), 'premium_trial', trigger('invoice.paid'), nobody);
    expect(facts).toEqual([expect.objectContaining({ event: expect.objectContaining({ type: 'InvoicePaid', data: expect.objectContaining({ amountCents: 0 }) }) })]);
  });

  it('a failed invoice payment is a PaymentFailed of its plan, of the amount due, dated when Stripe reported it', () => {
    const facts = invoiceFacts(invoice({ status: 'open', amount_paid: 0, amount_due: 7_900 }), 'premium_trial', trigger('invoice.payment_failed', 'evt_f'), nobody);
    expect(facts).toEqual([
      expect.objectContaining({
        eventId: factId('payment-failed/evt_f'),
        event: { type: 'PaymentFailed', data: { product: 'premium_trial', reason: 'The invoice payment failed', paymentIntentId: null, invoiceId: 'in_1', email: null, amountCents: 7_900, currency: 'usd' } },
        occurredAt: '2026-11-22T10:00:00.000Z',
      }),
    ]);
  });
});

describe('Refund → facts', () => {
  const purchase = { paymentIntentId: 'pi_1', invoiceId: null, product: 'framework_session' } as const;
  function refund(fields: Partial<Stripe.Refund>): Stripe.Refund {
    return { id: 're_1', object: 'refund', amount: 49_700, currency: 'usd', charge: 'ch_1', payment_intent: 'pi_1', status: 'succeeded', created: at, reason: null, ...fields } as Stripe.Refund;
  }

  it('a refund that succeeded is one fact of what it gave back, against the payment’s product and buyer, dated when Stripe made it', () => {
    const facts = refundFacts(refund({ amount: 10_000, reason: 'requested_by_customer' }), purchase, buyer('buyer@example.com', 'session-1'));
    expect(facts).toEqual([
      {
        streamId: 'stripe-pi_1',
        eventId: factId('payment-refunded/re_1'),
        event: {
          type: 'PaymentRefunded',
          data: {
            refundId: 're_1',
            chargeId: 'ch_1',
            paymentIntentId: 'pi_1',
            invoiceId: null,
            product: 'framework_session',
            amountCents: 10_000,
            currency: 'usd',
            email: 'buyer@example.com',
            refundedAt: '2026-11-22T10:00:00.000Z',
            reason: 'requested_by_customer',
          },
        },
        sessionId: 'session-1',
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('each refund of a payment is its own fact, the same however it is read again', () => {
    const first = refundFacts(refund({ id: 're_a', amount: 2_500 }), purchase, nobody);
    const second = refundFacts(refund({ id: 're_b', amount: 47_200 }), purchase, nobody);
    expect(first[0].eventId).not.toBe(second[0].eventId);
    expect(refundFacts(refund({ id: 're_a', amount: 2_500 }), purchase, nobody)).toEqual(first);
    expect(first[0].event.data).toMatchObject({ amountCents: 2_500, email: null });
  });

  it.each(['pending', 'failed', 'canceled', 'requires_action'])('a %s refund gave nothing back yet: no fact', (status) => {
    expect(refundFacts(refund({ status }), purchase, nobody)).toEqual([]);
  });

  it('a subscription invoice’s refund is kept beside the invoice’s payment, naming the invoice and its plan', () => {
    const [fact] = refundFacts(refund({}), { paymentIntentId: 'pi_1', invoiceId: 'in_1', product: 'premium_monthly' }, nobody);
    expect(fact).toMatchObject({ streamId: 'stripe-in_1', event: { data: { paymentIntentId: 'pi_1', invoiceId: 'in_1', product: 'premium_monthly', amountCents: 49_700 } } });
  });
});
