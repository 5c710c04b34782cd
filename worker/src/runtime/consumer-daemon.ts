import { Logger } from '@nestjs/common';
import type { EventReader } from '@pitchlens/event-store';
import type { Pool, PoolClient } from 'pg';
import { projectNextBatch } from '../projections/projection-runner';
import type { EventConsumer } from '../projections/projector';
import { Wakeup } from './wakeup';

const RETRY_AFTER_ERROR_MS = 1000;
const OWNERSHIP_RETRY_MS = 2000;

/**
 * Runs each consumer (projectors, reactors) in a loop of its own while this
 * process owns it. Ownership is a session advisory lock on a connection kept
 * open for the purpose: another worker process waits as a standby and takes
 * over when this one's connection goes. (The checkpoint row lock alone would
 * keep two runners correct; ownership keeps them from doing the work twice.)
 */
export class ConsumerDaemon {
  private readonly logger = new Logger('Consumers');
  private readonly wakeups = new Map<string, Wakeup>();
  private readonly loops: Promise<void>[] = [];
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly reader: EventReader,
    private readonly consumers: readonly EventConsumer[],
    private readonly options: { batchSize: number; pollIntervalMs: number },
  ) {}

  start(): void {
    for (const consumer of this.consumers) {
      const wakeup = new Wakeup();
      this.wakeups.set(consumer.name, wakeup);
      this.loops.push(this.run(consumer, wakeup));
    }
  }

  /** New events were appended: every consumer looks at once. */
  nudge(): void {
    this.wakeups.forEach((wakeup) => wakeup.signal());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.nudge();
    await Promise.all(this.loops);
  }

  private async run(consumer: EventConsumer, wakeup: Wakeup): Promise<void> {
    let ownership: PoolClient | null = null;
    while (!this.stopped) {
      try {
        ownership ??= await this.tryToOwn(consumer.name);
        if (!ownership) {
          await wakeup.wait(OWNERSHIP_RETRY_MS);
          continue;
        }
        const applied = await projectNextBatch(this.pool, this.reader, consumer, this.options.batchSize);
        if (applied === 0) await wakeup.wait(this.options.pollIntervalMs);
      } catch (error) {
        this.logger.error(`${consumer.name}: ${(error as Error).message}`);
        ownership?.release(true);
        ownership = null;
        await wakeup.wait(RETRY_AFTER_ERROR_MS);
      }
    }
    ownership?.release(true);
  }

  private async tryToOwn(name: string): Promise<PoolClient | null> {
    const client = await this.pool.connect();
    const { rows } = await client.query<{ owned: boolean }>(`SELECT pg_try_advisory_lock(hashtext('consumer:' || $1)) AS owned`, [name]);
    if (rows[0].owned) {
      this.logger.log(`${name}: running`);
      return client;
    }
    client.release();
    return null;
  }
}
