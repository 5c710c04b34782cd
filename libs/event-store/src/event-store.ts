import { isConnectionLost } from '@pitchlens/database';
import type { Pool } from 'pg';
import { planAfterHeads, planBatch, type CallerOutcome } from './batch-plan';
import { AppendContentionError } from './errors';
import { extendPartitions } from './partitions';
import { insertRows, readState, type WrittenPosition } from './sql';
import type { AppendResult, StreamAppend } from './types';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** The log has no month for the row: refused like a CHECK, but naming no constraint. */
const noPartition = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === CHECK_VIOLATION && !constraint;
};

export interface EventStoreOptions {
  /** Most events one INSERT carries; more waiting callers go in the next one. */
  maxBatchEvents?: number;
  /** Tries of a batch that loses a race with another writer before giving up. */
  maxAttempts?: number;
  /**
   * Batches written at the same time (default 1). A batch is one statement,
   * so a second in flight only splits the waiting callers into two smaller
   * commits: on two cores, bench:ingest committed ~31 events per commit with
   * one against ~18 with two, and about a tenth more calls per second.
   */
  maxInFlight?: number;
  /** Told the event types each INSERT committed: the API counts appends and batch sizes from it. */
  onCommitted?: (types: string[]) => void;
}

interface Pending {
  appends: StreamAppend[];
  eventCount: number;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

class LostRace extends Error {}

interface BatchOutcome {
  outcomes: CallerOutcome[];
  /** Where each written event id landed. */
  positions: Map<string, WrittenPosition>;
}

/**
 * Appends to `event_store.events` with group commit: callers that arrive while
 * batches are being written wait and go together into the next single
 * multi-row INSERT. Each caller is answered only after its batch committed.
 * Batches in flight at the same time never share a stream, so a stream's
 * events keep their order and positions; several processes are safe too, since
 * the unique constraints decide any race between them and the loser retries.
 */
export class EventStore {
  private queue: Pending[] = [];
  private readonly busyStreams = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatchEvents: number;
  private readonly maxAttempts: number;
  private readonly maxInFlight: number;
  private readonly onCommitted: EventStoreOptions['onCommitted'];

  constructor(
    private readonly pool: Pool,
    options: EventStoreOptions = {},
  ) {
    this.maxBatchEvents = options.maxBatchEvents ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.maxInFlight = options.maxInFlight ?? 1;
    this.onCommitted = options.onCommitted;
  }

  /** Appends all the given events atomically: all are stored, or none. */
  append(appends: StreamAppend | StreamAppend[]): Promise<AppendResult> {
    // Postgres prints uuids in lower case; compare ids the same way.
    const list = (Array.isArray(appends) ? appends : [appends]).map((a) => ({
      ...a,
      events: a.events.map((e) => ({ ...e, eventId: e.eventId.toLowerCase() })),
    }));
    const eventCount = list.reduce((n, a) => n + a.events.length, 0);
    if (eventCount === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise((resolve, reject) => {
      this.queue.push({ appends: list, eventCount, resolve, reject });
      if (!this.scheduled && this.inFlight < this.maxInFlight) {
        this.scheduled = true;
        // Let callers arriving in the same turn of the event loop join the batch.
        setImmediate(() => {
          this.scheduled = false;
          this.startBatches();
        });
      }
    });
  }

  private startBatches(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      const streams = [...new Set(batch.flatMap((p) => p.appends.map((a) => a.streamId)))];
      streams.forEach((id) => this.busyStreams.add(id));
      this.inFlight += 1;
      void this.commitIsolatingFailures(batch).finally(() => {
        streams.forEach((id) => this.busyStreams.delete(id));
        this.inFlight -= 1;
        this.startBatches();
      });
    }
  }

  /**
   * Takes waiting callers in arrival order, passing over those whose streams
   * are being written (so are all later callers of those streams: a stream's
   * order is kept), until the batch is full.
   */
  private takeBatch(): Pending[] {
    const taken: Pending[] = [];
    const waiting: Pending[] = [];
    const passedOver = new Set<string>();
    let events = 0;
    for (const pending of this.queue) {
      const streamIds = pending.appends.map((a) => a.streamId);
      const full = taken.length > 0 && events + pending.eventCount > this.maxBatchEvents;
      if (full || streamIds.some((id) => this.busyStreams.has(id) || passedOver.has(id))) {
        streamIds.forEach((id) => passedOver.add(id));
        waiting.push(pending);
      } else {
        taken.push(pending);
        events += pending.eventCount;
      }
    }
    this.queue = waiting;
    return taken;
  }

  /**
   * A batch that fails for a reason other than a lost race (a value Postgres
   * refuses, say) is split, so one caller's bad data never fails the others
   * that shared its INSERT. A lost connection is nobody's data: the batch is
   * tried once more on a fresh connection (an INSERT that did commit before
   * the answer was lost is then recognised by its event ids), and a second
   * loss fails every caller at once rather than one connection attempt each.
   */
  private async commitIsolatingFailures(batch: Pending[], reconnected = false): Promise<void> {
    let outcomes: CallerOutcome[];
    let positions: Map<string, WrittenPosition>;
    try {
      ({ outcomes, positions } = await this.commitWithRetry(batch));
    } catch (error) {
      if (isConnectionLost(error)) {
        if (!reconnected) return this.commitIsolatingFailures(batch, true);
        return batch.forEach((pending) => pending.reject(error));
      }
      if (batch.length === 1) return batch[0].reject(error);
      for (const pending of batch) await this.commitIsolatingFailures([pending], reconnected);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome.kind === 'reject') return pending.reject(outcome.error);
      if (outcome.kind === 'duplicate') return pending.resolve({ status: 'duplicate', eventIds: outcome.eventIds });
      pending.resolve({
        status: 'appended',
        events: outcome.rows.map((row) => ({
          eventId: row.event.eventId,
          streamId: row.streamId,
          ...(positions.get(row.event.eventId) as WrittenPosition),
        })),
      });
    });
  }

  private async commitWithRetry(batch: Pending[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        // A batch that lost a race is planned from what is stored; the first try trusts it is new.
        return await this.commitOnce(batch, attempt === 1);
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        if (attempt >= this.maxAttempts) throw new AppendContentionError(attempt);
      }
    }
  }

  /**
   * No explicit transaction: one INSERT, which is atomic by itself, planned
   * without reading anything first when the batch allows (planAfterHeads),
   * otherwise after one read of the stored ids and stream heads it depends on.
   * If another writer got in between, it took the same event id or the same
   * next stream position, the INSERT fails on a unique constraint of
   * event_store.event_keys and the batch is planned again from what is stored.
   */
  private async commitOnce(batch: Pending[], optimistic: boolean): Promise<BatchOutcome> {
    const callers = batch.map((p) => p.appends);
    const plan = (optimistic && planAfterHeads(callers)) || planBatch(callers, ...(await readState(this.pool, callers)));
    const rows = plan.outcomes.flatMap((o) => (o.kind === 'write' ? o.rows : []));
    try {
      const positions = rows.length > 0 ? await insertRows(this.pool, rows, plan) : new Map<string, WrittenPosition>();
      if (rows.length > 0) this.onCommitted?.(rows.map((row) => row.event.type));
      return { outcomes: plan.outcomes, positions };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new LostRace();
      // The worker makes months ahead; one that has not run for months must not stop appends.
      if (noPartition(error)) {
        await extendPartitions(this.pool);
        throw new LostRace();
      }
      throw error;
    }
  }
}
