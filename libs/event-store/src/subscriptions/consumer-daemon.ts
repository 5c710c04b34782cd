import { setTimeout as delay } from 'node:timers/promises';
import type { Pool } from 'pg';
import type { EventReader } from '../event-reader';
import type { AppendedTypes } from './append-listener';
import type { EventConsumer } from './consumer';
import { ConsumerOwnership } from './consumer-ownership';
import { ConsumerShare } from './consumer-share';
import { LogWindow } from './log-window';
import { projectNextBatch } from './next-batch';
import type { SubscriptionLog } from './subscription-log';
import { Wakeup } from './wakeup';

/** Waits after a failed batch, doubling per failure in a row: a lost database is not hammered. */
const RETRY_AFTER_ERROR_MS = { first: 250, max: 5000 };
const OWNERSHIP_RETRY_MS = 2000;
const WINDOW_PAGES = 4;

/** Whether an append of `types` (null: not known) may hold events for `consumer`. */
export function concerns(consumer: Pick<EventConsumer, 'eventTypes'>, types: AppendedTypes): boolean {
  return types === null || consumer.eventTypes.some((type) => types.includes(type));
}

/**
 * Runs each consumer (projectors, reactors) in a loop of its own while this
 * process owns it. Ownership is a session advisory lock on a connection kept
 * open for the purpose. Workers that run the same consumers split them
 * (ConsumerShare): each takes up to its share, hands over what is past it at
 * a batch's end when another joins, and takes up the consumers of one that
 * goes. (The checkpoint row lock alone would keep two runners correct;
 * ownership keeps them from doing the work twice.)
 */
export class ConsumerDaemon {
  private readonly wakeups = new Map<string, Wakeup>();
  private readonly loops: Promise<void>[] = [];
  /** The consumers this process holds now. */
  private readonly held = new Set<string>();
  private readonly share: ConsumerShare;
  /** The page its projectors read last, read once for all of them. */
  private readonly window: LogWindow;
  private stopped = false;
  /** Ends every pause between batches at once when the daemon stops. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly pool: Pool,
    private readonly reader: EventReader,
    private readonly consumers: readonly EventConsumer[],
    private readonly options: {
      batchSize: number;
      pollIntervalMs: number;
      /**
       * The least time between the starts of two batches of a consumer that is
       * caught up: appends that arrive meanwhile go into its next batch, one
       * transaction, instead of each commit waking it on its own.
       */
      spacingMs?: number;
      /** Told each batch that applied events, and how long its transaction took. */
      onBatch?: (consumer: string, events: number, seconds: number) => void;
      /** Told when this process takes a consumer up or lets it go. */
      onOwnership?: (consumer: string, held: boolean) => void;
    },
    private readonly logger: SubscriptionLog,
  ) {
    this.share = new ConsumerShare(pool, consumers.map((consumer) => consumer.name));
    // Room for a few pages: projectors a page or two apart still share.
    this.window = new LogWindow(WINDOW_PAGES * options.batchSize);
  }

  async start(): Promise<void> {
    await this.share.start();
    for (const consumer of this.consumers) {
      const wakeup = new Wakeup();
      this.wakeups.set(consumer.name, wakeup);
      this.loops.push(this.run(consumer, wakeup));
    }
  }

  /**
   * New events were appended: every consumer of those types (every consumer
   * when they are not known) looks at once. The others move past them at
   * their next poll, so an append wakes only the loops it concerns.
   */
  nudge(types: AppendedTypes = null): void {
    for (const consumer of this.consumers) if (concerns(consumer, types)) this.wakeups.get(consumer.name)?.signal();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.nudge();
    await Promise.all(this.loops);
    await this.share.stop();
  }

  private async run(consumer: EventConsumer, wakeup: Wakeup): Promise<void> {
    let ownership: ConsumerOwnership | null = null;
    let failures = 0;
    const letGo = (why?: string) => {
      if (!ownership) return;
      if (why) this.logger.warn(`${consumer.name}: ${why}`);
      ownership.release();
      ownership = null;
      this.held.delete(consumer.name);
      this.options.onOwnership?.(consumer.name, false);
    };
    while (!this.stopped) {
      try {
        if (ownership?.lost) letGo(`lost ownership (${ownership.lost}); applying nothing until it is held again`);
        // Checked and let go in one step, so only the consumers past the share are handed over.
        if (ownership && this.held.size > this.share.quota) {
          letGo();
          this.logger.log(`${consumer.name}: handed over, another worker shares these consumers`);
          await wakeup.wait(OWNERSHIP_RETRY_MS);
          continue;
        }
        if (!ownership) {
          ownership = this.held.size < this.share.quota ? await ConsumerOwnership.tryToTake(this.pool, consumer.name) : null;
          if (!ownership) {
            await wakeup.wait(OWNERSHIP_RETRY_MS);
            continue;
          }
          this.held.add(consumer.name);
          this.options.onOwnership?.(consumer.name, true);
          this.logger.log(`${consumer.name}: running`);
        }
        const started = performance.now();
        const { applied, more } = await projectNextBatch(this.pool, this.reader, consumer, this.options.batchSize, this.window);
        if (applied > 0) this.options.onBatch?.(consumer.name, applied, (performance.now() - started) / 1000);
        failures = 0;
        // After a short page, what commits later announces itself (the wakeup keeps a signal that
        // came during the batch), so the loop sleeps instead of reading an empty page first.
        if (!more) {
          await wakeup.wait(this.options.pollIntervalMs);
          await this.spaceFrom(started);
        }
      } catch (error) {
        failures += 1;
        this.logger.error(`${consumer.name}: ${(error as Error).message}`);
        letGo();
        await wakeup.wait(Math.min(RETRY_AFTER_ERROR_MS.first * 2 ** (failures - 1), RETRY_AFTER_ERROR_MS.max));
      }
    }
    letGo();
  }

  /**
   * Waits until `spacingMs` after a batch started. A consumer idle for longer
   * goes at once, so the added delay is at most the spacing.
   */
  private async spaceFrom(started: number): Promise<void> {
    const rest = (this.options.spacingMs ?? 0) - (performance.now() - started);
    if (rest > 0 && !this.stopped) await delay(rest, undefined, { signal: this.stopping.signal }).catch(() => undefined);
  }
}
