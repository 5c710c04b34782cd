import { Logger } from '@nestjs/common';
import { APPEND_CHANNEL } from '@pitchlens/event-store';
import { Client } from 'pg';

const RECONNECT_MS = 1000;

/**
 * Listens for the notification the event store sends after each append and
 * calls back at once. If the connection drops it reconnects; the projectors'
 * polling covers the gap.
 */
export class AppendListener {
  private readonly logger = new Logger('AppendListener');
  private client: Client | null = null;
  private stopped = false;
  private readonly callbacks: (() => void)[] = [];

  constructor(private readonly databaseUrl: string) {}

  onAppend(callback: () => void): void {
    this.callbacks.push(callback);
  }

  async start(): Promise<void> {
    try {
      const client = new Client({ connectionString: this.databaseUrl });
      client.on('notification', () => this.callbacks.forEach((callback) => callback()));
      client.on('error', (error) => this.reconnect(error));
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.reconnect(error as Error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private reconnect(error: Error): void {
    if (this.stopped) return;
    this.logger.warn(`Lost the append notifications (${error.message}); reconnecting`);
    void this.client?.end().catch(() => undefined);
    this.client = null;
    setTimeout(() => void this.start(), RECONNECT_MS).unref();
  }
}
