import type { WorkerConfig } from '@pitchlens/config';
import Stripe from 'stripe';

/**
 * The worker's Stripe: the official SDK pinned to its API version, at real
 * Stripe with a secret key, or (outside production, without one) at the
 * emulator the API runs on STRIPE_EMULATOR_PORT.
 */
export function createWorkerStripe(config: WorkerConfig): Stripe {
  // A call that hangs is given up on and its batch tried again later; no transaction waits on it.
  const limits = { maxNetworkRetries: 1, timeout: 15_000 };
  if (config.STRIPE_SECRET_KEY) return new Stripe(config.STRIPE_SECRET_KEY, { apiVersion: Stripe.API_VERSION, ...limits });
  if (config.NODE_ENV === 'production') throw new Error('STRIPE_SECRET_KEY is required in production');
  return new Stripe('sk_test_pitchlens_emulator', {
    apiVersion: Stripe.API_VERSION,
    host: '127.0.0.1',
    port: config.STRIPE_EMULATOR_PORT,
    protocol: 'http',
    ...limits,
  });
}
