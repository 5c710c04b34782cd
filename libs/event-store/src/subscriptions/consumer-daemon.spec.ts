import { concerns } from './consumer-daemon';

describe('which consumers an append wakes', () => {
  const payments = { eventTypes: ['StripeEventReceived'] };

  it('wakes a consumer when the append holds a type it reads', () => {
    expect(concerns(payments, ['PageViewed', 'StripeEventReceived'])).toBe(true);
  });

  it('leaves a consumer asleep when the append holds none of its types', () => {
    expect(concerns(payments, ['PageViewed', 'FunnelStepReached'])).toBe(false);
  });

  it('wakes every consumer when the types are not known', () => {
    expect(concerns(payments, null)).toBe(true);
  });
});
