import type { Pool, PoolClient } from 'pg';
import type { Checkpoint, RecordedEvent } from './types';

interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_position: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const COLUMNS = `global_position::text, transaction_id::text, event_id::text, stream_id, stream_position,
  type, schema_version, data, metadata, recorded_at`;

/** Turns an old schema version of an event into the current one; identity by default. */
export type Upcaster = (event: RecordedEvent) => RecordedEvent;

/**
 * Reads the log for projectors and reactors. Positions come from a sequence,
 * and transactions commit out of order, so "everything after position N" can
 * skip an event that commits late with a lower position. Instead the reader
 * returns only events of transactions older than every transaction still
 * running (the snapshot's xmin), ordered by (transaction id, position), and
 * that pair is the checkpoint: nothing at or below it can still appear.
 */
export class EventReader {
  constructor(
    private readonly pool: Pool,
    private readonly upcast: Upcaster = (event) => event,
  ) {}

  /**
   * Up to about `limit` events after the checkpoint, optionally of the given
   * types only. A page never ends inside a transaction: what one append wrote
   * together is read together. `db` lets a projector read inside its own
   * transaction.
   */
  async readAfter(
    checkpoint: Checkpoint,
    limit: number,
    options: { types?: readonly string[]; db?: Pool | PoolClient } = {},
  ): Promise<{ events: RecordedEvent[]; checkpoint: Checkpoint }> {
    const db = options.db ?? this.pool;
    const types = options.types ? [...options.types] : null;
    const { rows } = await db.query<EventRow>(
      `SELECT ${COLUMNS} FROM event_store.events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          AND ($4::text[] IS NULL OR type = ANY($4))
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      [checkpoint.transactionId, checkpoint.globalPosition, limit, types],
    );
    const last = rows.at(-1);
    if (last && rows.length === limit) {
      const rest = await db.query<EventRow>(
        `SELECT ${COLUMNS} FROM event_store.events
          WHERE transaction_id = $1::xid8 AND global_position > $2::bigint AND ($3::text[] IS NULL OR type = ANY($3))
          ORDER BY global_position`,
        [last.transaction_id, last.global_position, types],
      );
      rows.push(...rest.rows);
    }
    const events = rows.map((row) => this.upcast(toRecorded(row)));
    const newest = events.at(-1);
    return {
      events,
      checkpoint: newest ? { transactionId: newest.transactionId, globalPosition: newest.globalPosition } : checkpoint,
    };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
      [streamId],
    );
    return rows.map((row) => this.upcast(toRecorded(row)));
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
