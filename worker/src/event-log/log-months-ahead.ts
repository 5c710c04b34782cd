import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { WorkerConfig } from '@pitchlens/config';
import { createPool, isConnectionLost } from '@pitchlens/database';
import { extendPartitions, PARTITION_MONTHS_AHEAD } from '@pitchlens/event-store';
import type { Pool } from 'pg';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the log's months made PARTITION_MONTHS_AHEAD ahead (README "The event
 * log"): at start, then daily, so an append never waits for one to be made.
 * A failure is logged and the next day tries again; meanwhile an append that
 * finds no month makes it itself.
 */
@Injectable()
export class LogMonthsAhead implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventLog');
  private readonly pool: Pool;
  private running: Promise<void> | null = null;

  constructor(config: WorkerConfig) {
    this.pool = createPool(config.DATABASE_URL, { max: 1 }, (error) => this.logger.warn(`Postgres connection lost: ${error.message}`));
  }

  onApplicationBootstrap(): void {
    void this.run();
  }

  /** Resolves when this run (or the one already going) is over; never rejects. */
  @Interval(DAY_MS)
  run(): Promise<void> {
    this.running ??= this.extend().finally(() => (this.running = null));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.running;
    await this.pool.end();
  }

  private async extend(): Promise<void> {
    try {
      const made = await extendPartitions(this.pool);
      if (made > 0) this.logger.log(`${made} months of the event log made, up to ${PARTITION_MONTHS_AHEAD} ahead`);
    } catch (error) {
      const message = `Making the event log's months ahead failed, trying again tomorrow: ${(error as Error).message}`;
      if (isConnectionLost(error)) this.logger.warn(message);
      else this.logger.error(message);
    }
  }
}
