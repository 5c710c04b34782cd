import { Logger } from '@nestjs/common';
import type { EventOfType } from '@pitchlens/contracts';
import { recordedEvent as recorded } from '../../../test/recorded-event';
import { emailJobsFor } from './email-reactor';

const payment = (data: Partial<EventOfType<'PaymentSucceeded'>['data']> = {}): EventOfType<'PaymentSucceeded'> => ({
  type: 'PaymentSucceeded',
  data: { product: 'framework_session', amountCents: 49_700, currency: 'usd', paymentIntentId: 'pi_1', invoiceId: null, email: 'buyer@example.com', paidAt: '2026-11-22T10:00:00.000Z', cardLast4: '4242', ...data },
});
const started = (plan: 'premium_monthly' | 'premium_trial', email: string | null = 'buyer@example.com'): EventOfType<'SubscriptionStarted'> => ({
  type: 'SubscriptionStarted',
  data: { subscriptionId: 'sub_1', plan, status: plan === 'premium_trial' ? 'trialing' : 'active', interval: 'month', amountCents: plan === 'premium_trial' ? 7_900 : 5_900, email },
});
const trial: EventOfType<'TrialStarted'> = {
  type: 'TrialStarted',
  data: { subscriptionId: 'sub_2', plan: 'premium_trial', email: 'trial@example.com', amountCents: 7_900, trialEndsAt: '2026-12-06T10:00:00.000Z' },
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the emails payment facts ask for', () => {
  it('a payment is one receipt to its buyer, keyed by the fact, with what Stripe charged and the card', () => {
    const event = recorded(payment());
    expect(emailJobsFor([event], 'ops@pitchlens.com')).toEqual([
      {
        key: `${event.eventId}.payment-receipt`,
        template: 'payment-receipt',
        to: 'buyer@example.com',
        sourceEventId: event.eventId,
        correlationId: String(event.metadata.correlationId),
        data: { product: 'framework_session', amountCents: 49_700, currency: 'usd', paidAt: '2026-11-22T10:00:00.000Z', cardLast4: '4242', reference: 'pi_1' },
      },
    ]);
  });

  it('a payment recorded before the card digits were gets a receipt without them; an invoice is its reference', () => {
    const older = payment({ paymentIntentId: null, invoiceId: 'in_1' });
    Reflect.deleteProperty(older.data, 'cardLast4');
    const [job] = emailJobsFor([recorded(older)], 'ops@pitchlens.com');
    expect(job.data).toMatchObject({ cardLast4: null, reference: 'in_1' });
  });

  it('a paid subscription gets a welcome; a trial gets one welcome, from TrialStarted, not two', () => {
    const jobs = emailJobsFor([recorded(started('premium_monthly')), recorded(started('premium_trial', 'trial@example.com')), recorded(trial)], 'ops@pitchlens.com');
    expect(jobs.map((job) => [job.template, job.to])).toEqual([
      ['subscription-welcome', 'buyer@example.com'],
      ['trial-welcome', 'trial@example.com'],
    ]);
    expect(jobs[0].data).toEqual({ plan: 'premium_monthly', amountCents: 5_900, interval: 'month' });
    expect(jobs[1].data).toEqual({ plan: 'premium_trial', amountCents: 7_900, trialEndsAt: '2026-12-06T10:00:00.000Z' });
  });

  it('sends nothing, and says so in the log, when the buyer has no known address', () => {
    const event = recorded(payment({ email: null }));
    expect(emailJobsFor([event, recorded(started('premium_monthly', null))], 'ops@pitchlens.com')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(`PaymentSucceeded ${event.eventId} has no buyer address: no payment-receipt email sent`);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
