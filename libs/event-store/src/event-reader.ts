import { readEventMetadata } from '@pitchlens/contracts';
import type { Pool, PoolClient } from 'pg';
import type { Checkpoint, EventShape, RecordedEvent } from './types';

export interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_position: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
}

/**
 * Positions leave as text (they are bigints). Every ORDER BY and WHERE below
 * names the table's columns through the alias `e`: a bare `global_position`
 * would mean the text output column and sort 1, 10, 100, 2…
 */
export const EVENT_COLUMNS = `e.global_position::text AS global_position, e.transaction_id::text AS transaction_id, e.event_id::text AS event_id,
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
   * transaction. Asked for the types of an event union `E`, it returns
   * events typed as `E`: the query lets no other type through.
   */
  async readAfter<E extends EventShape = EventShape>(
    checkpoint: Checkpoint,
    limit: number,
    options: { types?: readonly E['type'][]; db?: Pool | PoolClient } = {},
  ): Promise<{ events: RecordedEvent<E>[]; checkpoint: Checkpoint }> {
    const db = options.db ?? this.pool;
    const types = options.types ? [...options.types] : null;
    // One statement, so the page and the newest readable event come from the same snapshot.
    const { rows } = await db.query<EventRow & { newest_transaction_id: string; newest_global_position: string }>(
      `WITH horizon AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
       newest AS MATERIALIZED (
         SELECT e.transaction_id, e.global_position FROM event_store.events e, horizon h
          WHERE e.transaction_id < h.xmin ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1
       ),
       page AS (
         SELECT e.* FROM event_store.events e, horizon h
          WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
            AND e.transaction_id < h.xmin
            AND ($4::text[] IS NULL OR e.type = ANY($4))
          ORDER BY e.transaction_id, e.global_position
          LIMIT $3
       )
       SELECT ${EVENT_COLUMNS}, n.transaction_id::text AS newest_transaction_id, n.global_position::text AS newest_global_position
         FROM newest n LEFT JOIN page e ON true
        ORDER BY e.transaction_id, e.global_position`,
      [checkpoint.transactionId, checkpoint.globalPosition, limit, types],
    );
    const newestReadable = rows[0] && { transactionId: rows[0].newest_transaction_id, globalPosition: rows[0].newest_global_position };
    const page: EventRow[] = rows.filter((row) => row.event_id !== null);
    const last = page.at(-1);
    if (last && page.length === limit) {
      const rest = await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM event_store.events e
          WHERE e.transaction_id = $1::xid8 AND e.global_position > $2::bigint AND ($3::text[] IS NULL OR e.type = ANY($3))
          ORDER BY e.global_position`,
        [last.transaction_id, last.global_position, types],
      );
      page.push(...rest.rows);
      const events = page.map((row) => this.upcast(toRecorded(row)) as RecordedEvent<E>);
      const newest = events[events.length - 1];
      return { events, checkpoint: { transactionId: newest.transactionId, globalPosition: newest.globalPosition } };
    }
    // A short page means every event up to the newest readable one was looked at: a reader of
    // rare types moves past the others instead of scanning them again next time.
    const events = page.map((row) => this.upcast(toRecorded(row)) as RecordedEvent<E>);
    return { events, checkpoint: newestReadable && isAfter(newestReadable, checkpoint) ? newestReadable : checkpoint };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events e WHERE e.stream_id = $1 ORDER BY e.stream_position`,
      [streamId],
    );
    return rows.map((row) => this.upcast(toRecorded(row)));
  }
}

function isAfter(a: Checkpoint, b: Checkpoint): boolean {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  return ta > tb || (ta === tb && BigInt(a.globalPosition) > BigInt(b.globalPosition));
}

export function toRecorded(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: readEventMetadata(row.metadata),
    recordedAt: row.recorded_at,
  };
}
