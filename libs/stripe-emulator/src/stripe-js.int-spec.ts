import Stripe from 'stripe';
import type { StripeEmulator } from './index';
import { PUBLISHABLE_KEY, browserConfirm } from './test-support/browser';
import { startEmulatorWithSdk } from './test-support/sdk';

describe('Stripe emulator: browser side (stand-in Stripe.js and publishable-key routes)', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    ({ emulator, stripe } = await startEmulatorWithSdk());
  });
  afterAll(() => emulator.close());

  it.each(['/v3/', '/v3', '/v3/stripe.js', '/clover/stripe.js'])('serves the stand-in Stripe.js at %s as application/javascript', async (path) => {
    const res = await fetch(`${emulator.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const source = await res.text();
    expect(source).toContain('window.Stripe = Stripe');
    // It must at least parse as a classic script.
    expect(() => new Function(source)).not.toThrow();
  });

  it('answers CORS preflights for the Stripe.js routes', async () => {
    const res = await fetch(`${emulator.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets a publishable key retrieve and confirm only with the matching client secret', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 49_700, currency: 'usd' });
    const secret = pi.client_secret as string;
    const ok = await fetch(`${emulator.url}/v1/payment_intents/${pi.id}?key=${PUBLISHABLE_KEY}&client_secret=${encodeURIComponent(secret)}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const wrong = await fetch(`${emulator.url}/v1/payment_intents/${pi.id}?key=${PUBLISHABLE_KEY}&client_secret=${pi.id}_secret_nope`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    expect((await browserConfirm(emulator.url, secret, '4242424242424242')).body.status).toBe('succeeded');
  });

  it('refuses secret-key-only calls made with a publishable key', async () => {
    const res = await fetch(`${emulator.url}/v1/customers`, { method: 'POST', headers: { Authorization: `Bearer ${PUBLISHABLE_KEY}` }, body: 'email=x@example.com' });
    expect(res.status).toBe(401);
  });
});
