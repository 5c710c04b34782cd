/**
 * Runs the emulator on its own: `node libs/stripe-emulator/dist/main.js`.
 * PORT (default 12111, stripe-mock's port), HOST (127.0.0.1), STRIPE_WEBHOOK_URL,
 * STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY (accept only these).
 */
import { createStripeEmulator } from './emulator';

async function main(): Promise<void> {
  const env = process.env;
  const emulator = createStripeEmulator({
    webhookUrl: env.STRIPE_WEBHOOK_URL || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    secretKey: env.STRIPE_SECRET_KEY || undefined,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
  });
  const { url } = await emulator.listen(Number(env.PORT ?? 12111), env.HOST ?? '127.0.0.1');
  console.log(`Stripe emulator listening on ${url} (Stripe.js at ${url}/v3/)${env.STRIPE_WEBHOOK_URL ? `, webhooks to ${env.STRIPE_WEBHOOK_URL}` : ''}`);
  const stop = (): void => void emulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
