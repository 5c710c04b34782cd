import { signatureHeader } from './signature';
import type { StripeEvent } from './types';

export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** Event types to send; `['*']` (the default) sends all. */
  enabledEvents: string[];
}

export interface RetryPolicy {
  /** Attempts per event before giving up (Stripe tries for 3 days; tests want seconds). */
  maxAttempts: number;
  /** Delay before the second attempt; doubles each time up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per-attempt timeout: Stripe's is 10 s (well, 20 s), the receiver must answer fast. */
  timeoutMs: number;
}

export interface DeliveryRecord {
  eventId: string;
  type: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** HTTP status of the last attempt, or undefined when the connection failed. */
  lastStatus?: number;
  lastError?: string;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 250, maxDelayMs: 10_000, timeoutMs: 10_000 };

/**
 * Signed webhook delivery with retries. Each event is sent independently (Stripe does not
 * promise order), re-signed on every attempt with a fresh timestamp, until a 2xx answer or
 * maxAttempts. At least once: a receiver may see an event again if its 2xx got lost.
 */
export class WebhookSender {
  private endpoint: WebhookEndpoint | undefined;
  readonly records = new Map<string, DeliveryRecord>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private waiters: Array<() => void> = [];
  private closed = false;

  constructor(private readonly policy: RetryPolicy = DEFAULT_RETRY_POLICY) {}

  setEndpoint(endpoint: WebhookEndpoint | undefined): void {
    this.endpoint = endpoint;
  }

  getEndpoint(): WebhookEndpoint | undefined {
    return this.endpoint;
  }

  /** Queues an event for the endpoint configured now; events before any endpoint are not sent (as in Stripe). */
  enqueue(event: StripeEvent): void {
    const endpoint = this.endpoint;
    if (!endpoint || this.closed) return;
    if (!endpoint.enabledEvents.includes('*') && !endpoint.enabledEvents.includes(event.type)) return;
    const record: DeliveryRecord = { eventId: event.id, type: event.type, url: endpoint.url, status: 'pending', attempts: 0 };
    this.records.set(event.id, record);
    event.pending_webhooks = 1;
    const body = JSON.stringify(event, null, 2);
    // Deliver after the current request's response is written, as Stripe does asynchronously.
    this.schedule(() => this.attempt(record, endpoint, body, event), 0);
  }

  pending(): DeliveryRecord[] {
    return [...this.records.values()].filter((r) => r.status === 'pending');
  }

  /** Resolves when no delivery is pending (each delivered or given up). */
  async idle(timeoutMs = 15_000): Promise<void> {
    if (this.pending().length === 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        reject(new Error(`Webhook deliveries still pending after ${timeoutMs} ms: ${this.pending().map((r) => `${r.type} (${r.attempts} attempts)`).join(', ')}`));
      }, timeoutMs);
      const done = (): void => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
    for (const r of this.records.values()) if (r.status === 'pending') r.status = 'failed';
    this.notify();
  }

  private schedule(fn: () => Promise<void>, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = fn().finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async attempt(record: DeliveryRecord, endpoint: WebhookEndpoint, body: string, event: StripeEvent): Promise<void> {
    if (this.closed) return;
    record.attempts += 1;
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(endpoint.secret, body),
        },
        body,
        signal: AbortSignal.timeout(this.policy.timeoutMs),
      });
      record.lastStatus = res.status;
      record.lastError = undefined;
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        record.status = 'delivered';
        event.pending_webhooks = 0;
        this.notify();
        return;
      }
    } catch (error) {
      record.lastStatus = undefined;
      record.lastError = error instanceof Error ? error.message : String(error);
    }
    if (this.closed) return;
    if (record.attempts >= this.policy.maxAttempts) {
      record.status = 'failed';
      this.notify();
      return;
    }
    const delay = Math.min(this.policy.baseDelayMs * 2 ** (record.attempts - 1), this.policy.maxDelayMs);
    this.schedule(() => this.attempt(record, endpoint, body, event), delay);
  }

  private notify(): void {
    if (this.pending().length > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
