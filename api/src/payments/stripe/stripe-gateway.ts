import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '@pitchlens/config';
import Stripe from 'stripe';

/** The real Stripe.js; the page loads it only with real keys. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** Our webhook endpoint (the full path, the API's global prefix included). */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Origins the browser needs for Stripe, for the content security policy. */
export interface StripeBrowserOrigins {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

/** The part of the dev/test emulator the API drives; typed here so production code never imports it. */
interface RunningEmulator {
  url: string;
  stripeJsUrl: string;
  setWebhookEndpoint(url: string, secret: string): void;
  close(): Promise<void>;
}

/**
 * The API's Stripe: the official SDK, pinned to its API version, pointed at
 * real Stripe when a secret key is configured, or (outside production, with
 * no key) at the Stripe emulator this process starts. Only the emulator case
 * loads `@pitchlens/stripe-emulator`, through a dynamic import.
 */
export class StripeGateway {
  private constructor(
    readonly stripe: Stripe,
    readonly publishableKey: string,
    readonly webhookSecret: string,
    readonly stripeJsUrl: string,
    readonly browserOrigins: StripeBrowserOrigins,
    private readonly emulator: RunningEmulator | null,
  ) {}

  static async start(config: ApiConfig): Promise<StripeGateway> {
    if (config.STRIPE_SECRET_KEY) {
      const stripe = new Stripe(config.STRIPE_SECRET_KEY, { apiVersion: Stripe.API_VERSION, maxNetworkRetries: 2 });
      return new StripeGateway(stripe, config.STRIPE_PUBLISHABLE_KEY as string, config.STRIPE_WEBHOOK_SECRET as string, STRIPE_JS_URL, REAL_STRIPE_ORIGINS, null);
    }
    if (config.NODE_ENV === 'production') throw new Error('STRIPE_SECRET_KEY is required in production');
    const { createStripeEmulator } = await import('@pitchlens/stripe-emulator');
    const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
    const emulator = createStripeEmulator({ webhookSecret, retry: { baseDelayMs: 100, maxDelayMs: 2_000 } });
    await emulator.listen(config.STRIPE_EMULATOR_PORT);
    const stripe = new Stripe('sk_test_pitchlens_emulator', { ...emulator.sdkConfig(), maxNetworkRetries: 2 });
    const origins = { scriptSrc: [emulator.url], connectSrc: [emulator.url], frameSrc: [emulator.url] };
    const gateway = new StripeGateway(stripe, config.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_pitchlens_emulator', webhookSecret, emulator.stripeJsUrl, origins, emulator);
    return gateway;
  }

  /** Base URL of the in-process emulator, or null with real Stripe. */
  get emulatorUrl(): string | null {
    return this.emulator?.url ?? null;
  }

  /** Once the API listens, the emulator delivers its events to our webhook (real Stripe is configured in its dashboard). */
  listeningAt(apiOrigin: string): void {
    this.emulator?.setWebhookEndpoint(`${apiOrigin}${STRIPE_WEBHOOK_PATH}`, this.webhookSecret);
  }

  async close(): Promise<void> {
    await this.emulator?.close();
  }
}

const REAL_STRIPE_ORIGINS: StripeBrowserOrigins = {
  scriptSrc: ['https://js.stripe.com'],
  connectSrc: ['https://api.stripe.com', 'https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
