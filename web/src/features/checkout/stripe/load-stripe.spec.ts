import { callsTo, stubFetch } from '../../../../test/stub-fetch';
import type { StripeInstance } from './stripe-types';

const CONFIG = { publishableKey: 'pk_test_123', stripeJsUrl: 'http://stripe.test/v3/' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const scripts = () => document.head.querySelectorAll<HTMLScriptElement>('script[src="http://stripe.test/v3/"]');

let loadStripe: typeof import('./load-stripe').loadStripe;

// The loader is memoised for the page's life: each test loads it afresh, as a new page would.
beforeEach(async () => {
  jest.resetModules();
  ({ loadStripe } = await import('./load-stripe'));
});

afterEach(() => {
  delete window.Stripe;
  document.head.innerHTML = '';
});

describe('loadStripe', () => {
  it('forgets a failed load, so the next checkout tries again', async () => {
    const calls = stubFetch(() => ({ status: 503, body: { error: 'down' } }));
    await expect(loadStripe()).rejects.toThrow('503');
    const retry = loadStripe().catch(() => undefined);
    await retry;
    expect(callsTo(calls, '/api/payments/config')).toHaveLength(2);
  });

  it('fetches the config, injects Stripe.js once and makes one instance with the publishable key', async () => {
    const calls = stubFetch(() => ({ status: 200, body: CONFIG }));
    const first = loadStripe();
    const second = loadStripe();
    await flush();
    expect(scripts()).toHaveLength(1);
    const instance = {} as StripeInstance;
    const factory = jest.fn(() => instance);
    window.Stripe = factory;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(instance);
    await expect(second).resolves.toBe(instance);
    await expect(loadStripe()).resolves.toBe(instance);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith('pk_test_123');
    expect(callsTo(calls, '/api/payments/config')).toHaveLength(1);
  });
});
