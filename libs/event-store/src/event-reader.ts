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

/**
 * Positions leave as text (they are bigints). Every ORDER BY and WHERE below
 * names the table's columns through the alias `e`: a bare `global_position`
 * would mean the text output column and sort 1, 10, 100, 2…
 */
const COLUMNS = `e.global_position::text AS global_position, e.transaction_id::text AS transaction_id, e.event_id::text AS event_id,
  e.stream_id, e.stream_position, e.type, e.schema_version, e.data, e.metadata, e.recorded_at`;

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
      `SELECT ${COLUMNS} FROM event_store.events e
        WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
          AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          AND ($4::text[] IS NULL OR e.type = ANY($4))
        ORDER BY e.transaction_id, e.global_position
        LIMIT $3`,
      [checkpoint.transactionId, checkpoint.globalPosition, limit, types],
    );
    const last = rows.at(-1);
    if (last && rows.length === limit) {
      const rest = await db.query<EventRow>(
        `SELECT ${COLUMNS} FROM event_store.events e
          WHERE e.transaction_id = $1::xid8 AND e.global_position > $2::bigint AND ($3::text[] IS NULL OR e.type = ANY($3))
          ORDER BY e.global_position`,
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
      `SELECT ${COLUMNS} FROM event_store.events e WHERE e.stream_id = $1 ORDER BY e.stream_position`,
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
