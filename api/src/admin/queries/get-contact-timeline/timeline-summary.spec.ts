import { summarizeEvent } from './timeline-summary';

describe('summarizeEvent', () => {
  it('says what happened in a line', () => {
    expect(summarizeEvent('PageViewed', { path: '/pitchlens-premium', title: null, referrer: null })).toBe('Viewed /pitchlens-premium');
    expect(summarizeEvent('FunnelStepReached', { email: null, step: 'trial_checkout', stepData: {} })).toBe('Reached funnel step trial_checkout');
    expect(summarizeEvent('ContactIdentified', { email: 'a@b.io', sessionId: 's', firstName: null, lastName: null, source: 'track-contact' })).toBe(
      'Identified as a@b.io (track-contact)',
    );
    expect(
      summarizeEvent('ReferralSubmitted', {
        submissionId: 'x',
        row: 1,
        referrer: { name: 'Ann Lee', email: 'ann@acme.io' },
        referred: { name: 'Bo', email: 'bo@corp.io', title: 'Sales Manager', company: 'Corp' },
      }),
    ).toBe('Ann Lee <ann@acme.io> referred Bo <bo@corp.io> (Sales Manager, Corp)');
  });

  it('names what a refund gave back, of which payment, and why when Stripe was told', () => {
    const refund = { refundId: 're_1', chargeId: 'ch_1', paymentIntentId: 'pi_1', product: 'framework_session', amountCents: 10_000, currency: 'usd', email: 'a@b.io', refundedAt: '2026-11-22T10:00:00.000Z' };
    expect(summarizeEvent('PaymentRefunded', { ...refund, reason: 'requested_by_customer' })).toBe('Refunded 100.00 USD of the framework_session payment (requested_by_customer)');
    expect(summarizeEvent('PaymentRefunded', { ...refund, reason: null })).toBe('Refunded 100.00 USD of the framework_session payment');
  });

  it('names the amount a failed payment tried to charge, when it was recorded', () => {
    const failed = { product: 'framework_session', reason: 'Your card was declined.', paymentIntentId: 'pi_1', invoiceId: null, email: null };
    expect(summarizeEvent('PaymentFailed', { ...failed, amountCents: 49_700, currency: 'usd' })).toBe('Payment of 497.00 USD for framework_session failed: Your card was declined.');
    expect(summarizeEvent('PaymentFailed', { ...failed, product: null, amountCents: 7_900, currency: 'usd' })).toBe('Payment of 79.00 USD failed: Your card was declined.');
    expect(summarizeEvent('PaymentFailed', { ...failed, product: 'premium_trial', paymentIntentId: null, amountCents: 0, currency: 'usd' })).toBe(
      'Card check for premium_trial failed: Your card was declined.',
    );
    // Recorded before failures kept their amount.
    expect(summarizeEvent('PaymentFailed', failed)).toBe('Payment for framework_session failed: Your card was declined.');
    expect(summarizeEvent('PaymentFailed', { ...failed, amountCents: null, currency: null })).toBe('Payment for framework_session failed: Your card was declined.');
  });

  it('falls back to the type for events newer than this code', () => {
    expect(summarizeEvent('SomethingNew', {})).toBe('SomethingNew');
  });
});
