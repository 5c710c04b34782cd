import type Stripe from 'stripe';
import { factId, subscriptionFacts, type Trigger } from './stripe-facts';

const createdAt = Date.UTC(2026, 10, 22, 10) / 1000;
const expiredAt = createdAt + 23 * 3_600;
const trigger = (type: string, stripeEventId: string): Trigger => ({ type, stripeEventId, created: expiredAt + 5 });

function founderCheckout(fields: Partial<Stripe.Subscription>): Stripe.Subscription {
  return {
    id: 'sub_abandoned',
    object: 'subscription',
    status: 'incomplete',
    start_date: createdAt,
    trial_end: null,
    ended_at: null,
    latest_invoice: 'in_1',
    metadata: { product: 'premium_yearly', sessionId: 'session-0001' },
    items: { object: 'list', data: [{ quantity: 1, price: { unit_amount: 59_000, recurring: { interval: 'year' } } }] },
    ...fields,
  } as unknown as Stripe.Subscription;
}

const buyer = { email: 'founder@example.com', sessionId: 'session-0001' };

describe('an abandoned premium checkout → CheckoutExpired', () => {
  it('an incomplete checkout records no fact but its updates; expired, it is one CheckoutExpired and nothing else', () => {
    expect(subscriptionFacts(founderCheckout({}), trigger('customer.subscription.created', 'evt_1'), buyer)).toEqual([]);

    const facts = subscriptionFacts(founderCheckout({ status: 'incomplete_expired', ended_at: expiredAt }), trigger('customer.subscription.updated', 'evt_2'), buyer);
    expect(facts).toEqual([
      {
        streamId: 'stripe-sub_abandoned',
        eventId: factId('checkout-expired/sub_abandoned'),
        event: { type: 'CheckoutExpired', data: { subscriptionId: 'sub_abandoned', plan: 'premium_yearly', email: 'founder@example.com' } },
        sessionId: 'session-0001',
        occurredAt: new Date(expiredAt * 1000).toISOString(),
      },
    ]);
  });

  it('is the same fact however often and by whichever delivery it is seen', () => {
    const expired = founderCheckout({ status: 'incomplete_expired', ended_at: expiredAt });
    const ids = ['customer.subscription.created', 'customer.subscription.updated'].map((type, i) => subscriptionFacts(expired, trigger(type, `evt_${i}`), buyer).map((f) => f.eventId));
    expect(ids[0]).toEqual(ids[1]);
    expect(ids[0]).toHaveLength(1);
  });

  it('names no buyer when the checkout never learned one, and ignores subscriptions that are not ours', () => {
    const expired = founderCheckout({ status: 'incomplete_expired', ended_at: expiredAt });
    expect(subscriptionFacts(expired, trigger('customer.subscription.updated', 'evt_3'), { email: null, sessionId: null })[0]).toMatchObject({
      event: { data: { email: null } },
      sessionId: null,
    });
    expect(subscriptionFacts(founderCheckout({ status: 'incomplete_expired', metadata: {} }), trigger('customer.subscription.updated', 'evt_4'), buyer)).toEqual([]);
  });
});
