import { Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { WorkerConfig } from '@pitchlens/config';
import { createPool, isConnectionLost } from '@pitchlens/database';
import type { Pool } from 'pg';
import { Clock, systemClock } from './clock';
import { runsRole } from '../../runtime/worker-roles';
import { expireRawMetadata } from './raw-metadata';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the privacy policy's promise that an event's user agent and hashed IP
 * are unreadable after RAW_METADATA_RETENTION_DAYS: at start, then hourly.
 * One process does it at a time (expireRawMetadata's lock); a failure, such as
 * Postgres being away, is logged and the next hour tries again.
 */
@Injectable()
export class RawMetadataRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  /** One connection: the lock's, which also runs the batches. */
  private readonly pool: Pool;
  private readonly stopping = new AbortController();
  private running: Promise<void> | null = null;

  constructor(
    private readonly config: WorkerConfig,
    @Optional() private readonly clock: Clock = systemClock,
  ) {
    this.pool = createPool(config.DATABASE_URL, { max: 1 }, (error) => this.logger.warn(`Postgres connection lost: ${error.message}`));
  }

  onApplicationBootstrap(): void {
    void this.run();
  }

  /** Resolves when this run (or the one already going) is over; never rejects. Nothing once shutting down. */
  @Interval(HOUR_MS)
  run(): Promise<void> {
    if (this.stopping.signal.aborted || !runsRole(this.config, 'privacy')) return Promise.resolve();
    this.running ??= this.expire().finally(() => (this.running = null));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.running;
    await this.pool.end();
  }

  private async expire(): Promise<void> {
    const days = this.config.RAW_METADATA_RETENTION_DAYS;
    try {
      const expired = await expireRawMetadata(this.pool, this.clock.now(), days, { signal: this.stopping.signal });
      if (expired) this.logger.log(`User agent and hashed IP of ${expired} events older than ${days} days expired`);
    } catch (error) {
      const message = `Expiring raw metadata failed, trying again in an hour: ${(error as Error).message}`;
      if (isConnectionLost(error)) this.logger.warn(message);
      else this.logger.error(message);
    }
  }
}
