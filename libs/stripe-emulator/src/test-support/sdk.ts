import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from '../index';
import { SECRET_KEY } from './browser';

/** A listening emulator and the official SDK pointed at it, without retries (a test wants Stripe's first answer). */
export async function startEmulatorWithSdk(options: Parameters<typeof createStripeEmulator>[0] = {}): Promise<{ emulator: StripeEmulator; stripe: Stripe }> {
  const emulator = createStripeEmulator(options);
  await emulator.listen();
  return { emulator, stripe: new Stripe(SECRET_KEY, { ...emulator.sdkConfig(), maxNetworkRetries: 0 }) };
}
