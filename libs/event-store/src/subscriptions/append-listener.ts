import { APPEND_CHANNEL } from '../sql';
import type { SubscriptionLog } from './subscription-log';
import { Client } from 'pg';

/** Waits before listening again, doubling per failure in a row. */
const RECONNECT_MS = { first: 250, max: 5000 };

/** The event types an append wrote; null when not known (every consumer looks). */
export type AppendedTypes = readonly string[] | null;

/**
 * Listens for the notification the event store sends after each append (its
 * payload names the types appended) and calls back at once. A lost connection is an ordinary event: it reconnects
 * with backoff, and calls back once listening again, since appends made
 * while it was away announced themselves to nobody (the projectors' polling
 * covers the gap too).
 */
export class AppendListener {
  private client: Client | null = null;
  private stopped = false;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private readonly callbacks: ((types: AppendedTypes) => void)[] = [];

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: SubscriptionLog,
  ) {}

  onAppend(callback: (types: AppendedTypes) => void): void {
    this.callbacks.push(callback);
  }

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true });
    // An empty payload (an append by an older release) names no types.
    client.on('notification', (message) => this.notify(message.payload ? message.payload.split(',') : null));
    // A dropped connection may report twice (the server's notice, then the closed socket): only the first counts.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection closed')));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
      if (this.failures > 0) this.logger.log('Listening for appends again');
      this.failures = 0;
      this.notify(null);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private notify(types: AppendedTypes): void {
    this.callbacks.forEach((callback) => callback(types));
  }

  private lost(client: Client, error: Error): void {
    if (this.stopped || client !== this.client) return;
    this.client = null;
    this.failures += 1;
    if (this.failures === 1) this.logger.warn(`Lost the append notifications (${error.message}); reconnecting`);
    void client.end().catch(() => undefined);
    const delay = Math.min(RECONNECT_MS.first * 2 ** (this.failures - 1), RECONNECT_MS.max);
    this.retry = setTimeout(() => void this.start(), delay);
    this.retry.unref();
  }
}
