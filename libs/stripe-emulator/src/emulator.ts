import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from './api-version';
import { Clock } from './clock';
import { createHttpHandler } from './http-handler';
import { runBillingClock } from './billing-clock';
import { EmulatorState } from './state';
import type { StripeEvent, StripeObject } from './types';
import { DEFAULT_RETRY_POLICY, WebhookSender, type DeliveryRecord, type RetryPolicy } from './webhook-delivery';

export interface StripeEmulatorOptions {
  /** Where signed events are POSTed; can be set later with setWebhookEndpoint. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_…`); the API verifies with the same value. */
  webhookSecret?: string;
  /** Event types to deliver; all by default. */
  enabledEvents?: string[];
  /** Accept only this secret key; by default any `sk_test_…` key works. */
  secretKey?: string;
  /** Accept only this publishable key; by default any `pk_test_…` key works. */
  publishableKey?: string;
  /** Webhook retry timing; tests shorten it. */
  retry?: Partial<RetryPolicy>;
}

export interface StripeEmulator {
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
  /** Base URL once listening, e.g. `http://127.0.0.1:12111`. */
  readonly url: string;
  /** `new Stripe(key, emulator.sdkConfig())` points the official SDK here. */
  sdkConfig(): { host: string; port: number; protocol: 'http'; apiVersion: typeof STRIPE_API_VERSION };
  /** Address of the stand-in Stripe.js for a `<script src>`. */
  readonly stripeJsUrl: string;
  setWebhookEndpoint(url: string, secret: string, enabledEvents?: string[]): void;
  /** Moves the billing clock forward and runs what Stripe would (trial notices, trial ends, renewals). Returns the events it caused. */
  advanceTime(seconds: number): StripeEvent[];
  /** Emulated "now", Unix seconds. */
  now(): number;
  /** Resolves when every queued webhook is delivered or given up. */
  waitForWebhooks(timeoutMs?: number): Promise<void>;
  deliveries(): DeliveryRecord[];
  events(): StripeEvent[];
  /** Any stored object by id, for assertions. */
  get(id: string): StripeObject | undefined;
  readonly state: EmulatorState;
}

export function createStripeEmulator(options: StripeEmulatorOptions = {}): StripeEmulator {
  const state = new EmulatorState(new Clock());
  const sender = new WebhookSender({ ...DEFAULT_RETRY_POLICY, ...options.retry });
  state.onEvent((event) => sender.enqueue(event));
  if (options.webhookUrl) {
    sender.setEndpoint({ url: options.webhookUrl, secret: options.webhookSecret ?? 'whsec_test_emulator', enabledEvents: options.enabledEvents ?? ['*'] });
  }

  const setWebhookEndpoint = (url: string, secret: string, enabledEvents: string[] = []): void => {
    sender.setEndpoint({ url, secret, enabledEvents: enabledEvents.length ? enabledEvents : ['*'] });
  };
  const advanceTime = (seconds: number): StripeEvent[] => {
    const from = state.events.length;
    state.clock.advance(seconds);
    runBillingClock(state);
    return state.events.slice(from);
  };

  const handler = createHttpHandler(state, options, { advanceTime, setWebhookEndpoint, deliveries: () => [...sender.records.values()] });
  const server: Server = createServer((req, res) => void handler(req, res));
  // Keep-alive sockets from the SDK would otherwise hold close() open.
  server.keepAliveTimeout = 1_000;
  let address: { host: string; port: number } | undefined;

  const requireAddress = (): { host: string; port: number } => {
    if (!address) throw new Error('The Stripe emulator is not listening yet; await listen() first.');
    return address;
  };

  return {
    state,
    async listen(port = 0, host = '127.0.0.1') {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const info = server.address() as AddressInfo;
      address = { host, port: info.port };
      return { url: `http://${host}:${info.port}`, port: info.port };
    },
    async close() {
      await sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    get url() {
      const a = requireAddress();
      return `http://${a.host}:${a.port}`;
    },
    get stripeJsUrl() {
      return `${this.url}/v3/`;
    },
    sdkConfig() {
      const a = requireAddress();
      return { host: a.host, port: a.port, protocol: 'http' as const, apiVersion: STRIPE_API_VERSION };
    },
    setWebhookEndpoint,
    advanceTime,
    now: () => state.now(),
    waitForWebhooks: (timeoutMs) => sender.idle(timeoutMs),
    deliveries: () => [...sender.records.values()],
    events: () => [...state.events],
    get: (id) => state.objects.get(id),
  };
}
