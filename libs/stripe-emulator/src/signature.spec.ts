import Stripe from 'stripe';
import { computeSignature, signatureHeader } from './signature';

describe('webhook signature', () => {
  const secret = 'whsec_test_secret';
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });

  it('matches the SDK test header for the same timestamp', () => {
    const t = 1_700_000_000;
    const sdkHeader = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: t });
    expect(signatureHeader(secret, payload, t)).toBe(sdkHeader);
    expect(computeSignature(secret, t, payload)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is accepted by stripe.webhooks.constructEvent on the raw body', () => {
    const event = Stripe.webhooks.constructEvent(payload, signatureHeader(secret, payload), secret);
    expect(event.id).toBe('evt_1');
  });

  it('is rejected for another secret or an altered body', () => {
    const header = signatureHeader(secret, payload);
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(/signature/i);
    expect(() => Stripe.webhooks.constructEvent(payload.replace('invoice.paid', 'invoice.void'), header, secret)).toThrow(/signature/i);
  });
});
