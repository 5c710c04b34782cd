import type { Pool, PoolClient } from 'pg';
import { planBatch, type CallerOutcome, type PlannedRow } from './batch-plan';
import { AppendContentionError } from './errors';
import type { AppendResult, StreamAppend } from './types';

/** Channel notified after each committed batch, so readers wake without polling. */
export const APPEND_CHANNEL = 'event_store_appended';
const UNIQUE_VIOLATION = '23505';

export interface EventStoreOptions {
  /** Most events one INSERT carries; more waiting callers go in the next one. */
  maxBatchEvents?: number;
  /** Tries of a batch that loses a race with another writer before giving up. */
  maxAttempts?: number;
}

interface Pending {
  appends: StreamAppend[];
  eventCount: number;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

class LostRace extends Error {}

/**
 * Appends to `event_store.events` with group commit: callers that arrive while
 * a batch is being written wait and go together into the next single
 * multi-row INSERT. Each caller is answered only after its batch committed.
 * One batch is in flight at a time per process; several processes are safe,
 * since the unique constraints decide any race and the loser retries.
 */
export class EventStore {
  private readonly queue: Pending[] = [];
  private flushing = false;
  private readonly maxBatchEvents: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly pool: Pool,
    options: EventStoreOptions = {},
  ) {
    this.maxBatchEvents = options.maxBatchEvents ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 5;
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
      if (!this.flushing) {
        this.flushing = true;
        // Let callers arriving in the same turn of the event loop join the batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      await this.commitIsolatingFailures(this.takeBatch());
    }
    this.flushing = false;
  }

  private takeBatch(): Pending[] {
    let events = 0;
    let count = 0;
    while (count < this.queue.length && (count === 0 || events + this.queue[count].eventCount <= this.maxBatchEvents)) {
      events += this.queue[count].eventCount;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  /**
   * A batch that fails for a reason other than a lost race (a value Postgres
   * refuses, say) is split, so one caller's bad data never fails the others
   * that shared its INSERT.
   */
  private async commitIsolatingFailures(batch: Pending[]): Promise<void> {
    let outcomes: CallerOutcome[];
    let positions: Map<string, string>;
    try {
      ({ outcomes, positions } = await this.commitWithRetry(batch));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const pending of batch) await this.commitIsolatingFailures([pending]);
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
          streamPosition: row.streamPosition,
          globalPosition: positions.get(row.event.eventId) as string,
        })),
      });
    });
  }

  private async commitWithRetry(batch: Pending[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.commitOnce(batch);
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        if (attempt >= this.maxAttempts) throw new AppendContentionError(attempt);
      }
    }
  }

  private async commitOnce(batch: Pending[]): Promise<{ outcomes: CallerOutcome[]; positions: Map<string, string> }> {
    const client = await this.pool.connect();
    let released = false;
    try {
      await client.query('BEGIN');
      const outcomes = planBatch(
        batch.map((p) => p.appends),
        ...(await readState(client, batch)),
      );
      const rows = outcomes.flatMap((o) => (o.kind === 'write' ? o.rows : []));
      const positions = rows.length > 0 ? await insertRows(client, rows) : new Map<string, string>();
      await client.query('COMMIT');
      return { outcomes, positions };
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        client.release(rollbackError as Error);
        released = true;
      });
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new LostRace();
      throw error;
    } finally {
      if (!released) client.release();
    }
  }
}

/** The stored event ids among the batch's, and the current version of each stream it touches. */
async function readState(client: PoolClient, batch: Pending[]): Promise<[Set<string>, Map<string, number>]> {
  const eventIds = batch.flatMap((p) => p.appends.flatMap((a) => a.events.map((e) => e.eventId)));
  const streamIds = [...new Set(batch.flatMap((p) => p.appends.map((a) => a.streamId)))];
  const { rows } = await client.query<{ kind: 'e' | 's'; key: string; version: number }>(
    `SELECT 'e' AS kind, event_id::text AS key, 0 AS version
       FROM event_store.events WHERE event_id = ANY($1::uuid[])
     UNION ALL
     SELECT 's', stream_id, max(stream_position)
       FROM event_store.events WHERE stream_id = ANY($2::text[]) GROUP BY stream_id`,
    [eventIds, streamIds],
  );
  const stored = new Set<string>();
  const versions = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'e') stored.add(row.key);
    else versions.set(row.key, row.version);
  }
  return [stored, versions];
}

/** One INSERT for the whole batch (arrays unnested: one parameter per column). */
async function insertRows(client: PoolClient, rows: PlannedRow[]): Promise<Map<string, string>> {
  const result = await client.query<{ event_id: string; global_position: string }>(
    `WITH inserted AS (
       INSERT INTO event_store.events (event_id, stream_id, stream_position, type, schema_version, data, metadata)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
       RETURNING event_id, global_position
     )
     SELECT event_id::text, global_position::text, (SELECT pg_notify('${APPEND_CHANNEL}', '')) AS notified
       FROM inserted`,
    [
      rows.map((r) => r.event.eventId),
      rows.map((r) => r.streamId),
      rows.map((r) => r.streamPosition),
      rows.map((r) => r.event.type),
      rows.map((r) => r.event.schemaVersion),
      rows.map((r) => JSON.stringify(r.event.data)),
      rows.map((r) => JSON.stringify(r.event.metadata)),
    ],
  );
  return new Map(result.rows.map((r) => [r.event_id, r.global_position]));
}
