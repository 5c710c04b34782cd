import { readEventMetadata } from '@pitchlens/contracts';
import type { Pool, PoolClient } from 'pg';
import type { LogWindow } from './subscriptions/log-window';
import { UNCONSUMED_METADATA, type Checkpoint, type EventShape, type RecordedEvent } from './types';

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
const CONSUMED_METADATA = `e.metadata - '{${UNCONSUMED_METADATA.join(',')}}'::text[]`;

export const EVENT_COLUMNS = eventColumns((column) => column, 'e.metadata');

/** A page's columns: its metadata without what no consumer reads (UNCONSUMED_METADATA). */
const PAGE_COLUMNS = eventColumns((column) => column, CONSUMED_METADATA);

/** The columns of an event row, each but its place in the read order and its type given by `read`. */
function eventColumns(read: (column: string) => string, metadata: string): string {
  return `e.global_position::text AS global_position, e.transaction_id::text AS transaction_id, ${read('e.event_id::text')} AS event_id,
  ${read('e.stream_id')} AS stream_id, ${read('e.stream_position')} AS stream_position, e.type, ${read('e.schema_version')} AS schema_version,
  ${read('e.data')} AS data, ${read(metadata)} AS metadata, ${read('e.recorded_at')} AS recorded_at`;
}

/**
 * An SQL condition on a log row `e` that every event a reader acts on meets,
 * named for its prepared page: the page holds the other rows with nothing but
 * their place in the read order and their type. Parsing a row's data and
 * metadata is most of what reading it costs.
 */
export interface KeptRows {
  name: string;
  sql: string;
}

/** Turns an old schema version of an event into the current one; identity by default. */
export type Upcaster = (event: RecordedEvent) => RecordedEvent;

/**
 * The browser's four common calls, most of the log. Every other type is also
 * in a partial index of the read order (migration RareEventOrder), which the
 * condition there repeats: a type added later is rare by default.
 */
export const COMMON_EVENT_TYPES: readonly string[] = ['PageViewed', 'FunnelStepReached', 'ContactIdentified', 'FileDownloaded'];

/** Whether a reader of `types` reads only rarer types (their own index, no shared window); false for every type. */
export function readsOnlyRareTypes(types: readonly string[] | undefined): boolean {
  return types !== undefined && !types.some((type) => COMMON_EVENT_TYPES.includes(type));
}

/** A page of the log: its events, where the next page starts, and whether one may be waiting already. */
export interface LogPage<E extends EventShape = EventShape> {
  events: RecordedEvent<E>[];
  checkpoint: Checkpoint;
  /** The page was full: more of the log was readable than it took. */
  more: boolean;
  /** Read with a `kept` condition: the events of the reader's types the page held that it left out. */
  passed?: number;
}

type PageRow = EventRow & { newest_transaction_id: string; newest_global_position: string };
/** A page read with a `kept` condition holds the types of the rows it left out. */
type KeptPage = LogPage & { passedTypes?: string[] };
/** A row of a page read with a `kept` condition says whether it met it; without one, every row is kept. */
type KeptRow = EventRow & { kept?: boolean };

/**
 * The next page after ($1, $2) of at most $3 events, with the newest readable
 * event, from one snapshot. `filter` narrows the page to some types before
 * the limit. The page is a lateral join on the single `newest` row, so its
 * rows come out in the read order of the index they were found by.
 *
 * The checkpoint goes in through sub-selects, whose values the planner does
 * not see: it then counts the events after it as a share of the log, and
 * merges each month's index up to the limit. Seen as constants, a checkpoint
 * at the end of the last ANALYZE's sample looked to have no events after it,
 * so for a backlog appended since (a worker catching up, a replay after an
 * import) the planner sorted every event after the checkpoint, on disk, for
 * each page.
 */
function pageQuery(filter: string, kept: string | null = null): string {
  const columns = kept ? `${eventColumns((column) => `CASE WHEN e.kept THEN ${column} END`, CONSUMED_METADATA)}, e.kept` : PAGE_COLUMNS;
  return `WITH horizon AS MATERIALIZED (SELECT event_store.reader_horizon() AS xmin),
       newest AS MATERIALIZED (
         SELECT e.transaction_id, e.global_position FROM event_store.events e, horizon h
          WHERE e.transaction_id < h.xmin ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1
       )
       SELECT ${columns}, n.transaction_id::text AS newest_transaction_id, n.global_position::text AS newest_global_position
         FROM newest n LEFT JOIN LATERAL (
           SELECT e.*${kept ? `, (${kept}) AS kept` : ''} FROM event_store.events e, horizon h
            WHERE (e.transaction_id, e.global_position) > ((SELECT $1::xid8), (SELECT $2::bigint)) AND e.transaction_id < h.xmin ${filter}
            ORDER BY e.transaction_id, e.global_position
            LIMIT $3
         ) e ON true`;
}

/**
 * Every event's page is a prepared statement: its plan (the read-order index,
 * no sort) does not depend on the values, so it is made once per connection.
 */
const EVERY_TYPE_PAGE = { name: 'event-reader-page', text: pageQuery('') };

/**
 * Every rarer event's page, the same way through their partial index (whose
 * condition this repeats, so the planner can use it). The reader keeps its
 * own types of the page: asked for them in the statement, the planner took
 * their count from an index on purchases' addresses (its partial condition
 * holds the same types) as if independent of the checkpoint, and fetched and
 * sorted every event of those types after it for each page — a replay of
 * revenue over 10,000,000 events read 408,000 events 82 times over.
 */
const RARE_TYPES = `AND e.type <> ALL('{${COMMON_EVENT_TYPES.join(',')}}'::text[])`;
const RARE_TYPE_PAGE = { name: 'event-reader-rare-page', text: pageQuery(RARE_TYPES) };

/** A page of a `kept` condition, prepared under its name as the pages above. */
function keptPage(kept: KeptRows, rare: boolean): { name: string; text: string } {
  return { name: `event-reader-${rare ? 'rare-' : ''}kept-page:${kept.name}`, text: pageQuery(rare ? RARE_TYPES : '', kept.sql) };
}

/**
 * Reads the log for projectors and reactors. Positions come from a sequence,
 * and transactions commit out of order, so "everything after position N" can
 * skip an event that commits late with a lower position. Instead the reader
 * returns only events of transactions older than every transaction of this
 * database still running (event_store.reader_horizon, migration
 * ReaderHorizon: the snapshot's own xmin is the oldest running anywhere on
 * the server, which another database's writes would hold back), ordered by
 * (transaction id, position), and
 * that pair is the checkpoint: nothing at or below it can still appear.
 */
export class EventReader {
  constructor(
    private readonly pool: Pool,
    private readonly upcast: Upcaster = (event) => event,
  ) {}

  /**
   * The events after the checkpoint, optionally of the given types only. A
   * page never ends inside a transaction: what one append wrote together is
   * read together. `db` lets a projector read inside its own transaction.
   * Asked for the types of an event union `E`, it returns events typed as
   * `E`: nothing of another type gets through.
   *
   * A reader of any common type reads about `limit` events of every type and
   * keeps its own: most of the log is its anyway, and a filter on type ahead
   * of the limit leaves the plan to the planner's guess of how many rows
   * match (without statistics it sorted every event after the checkpoint to
   * find the first). A reader of rarer types reads about `limit` rarer
   * events of every type, through their index, and keeps its own. A
   * projector of common types reads through its process's `window`
   * (LogWindow), which serves the others the same page. A reader with a
   * `kept` condition reads its own pages, as large, and is handed only the
   * rows that meet it (`passed` counts the rest of its types).
   */
  async readAfter<E extends EventShape = EventShape>(
    checkpoint: Checkpoint,
    limit: number,
    options: { types?: readonly E['type'][]; db?: Pool | PoolClient; window?: { log: LogWindow; revision: string }; kept?: KeptRows } = {},
  ): Promise<LogPage<E>> {
    const db = options.db ?? this.pool;
    const wanted = options.types ? new Set<string>(options.types) : null;
    const rare = wanted && readsOnlyRareTypes(options.types) ? [...wanted] : null;
    const { window, kept = null } = options;
    const page: KeptPage =
      window && !rare && !kept
        ? await window.log.read(checkpoint, limit, window.revision, () => this.readPage(db, checkpoint, limit, null, null))
        : await this.readPage(db, checkpoint, limit, rare, kept);
    const own = wanted ? page.events.filter((event) => wanted.has(event.type)) : page.events;
    const passed = page.passedTypes && page.passedTypes.filter((type) => !wanted || wanted.has(type)).length;
    return { events: own as RecordedEvent<E>[], checkpoint: page.checkpoint, more: page.more, ...(passed === undefined ? {} : { passed }) };
  }

  /**
   * A page of every type, or of every rarer type for a reader of the `rare` types (and of the page's last
   * transaction, the rest of theirs); with `kept`, the rows that meet it, and the others' types.
   */
  private async readPage(db: Pool | PoolClient, checkpoint: Checkpoint, limit: number, rare: string[] | null, kept: KeptRows | null): Promise<KeptPage> {
    const params = [checkpoint.transactionId, checkpoint.globalPosition, limit];
    const statement = kept ? keptPage(kept, rare !== null) : rare ? RARE_TYPE_PAGE : EVERY_TYPE_PAGE;
    const { rows } = await db.query<PageRow>({ ...statement, values: params });
    const newestReadable = rows[0] && { transactionId: rows[0].newest_transaction_id, globalPosition: rows[0].newest_global_position };
    // Without a row after the checkpoint the page is the `newest` row alone.
    const page: KeptRow[] = rows.filter((row) => row.global_position !== null).sort(inReadOrder);
    const last = page.at(-1);
    let next: Checkpoint;
    if (last && page.length === limit) {
      const rest = await db.query<KeptRow>(
        `SELECT ${PAGE_COLUMNS}${kept ? `, (${kept.sql}) AS kept` : ''} FROM event_store.events e
          WHERE e.transaction_id = $1::xid8 AND e.global_position > $2::bigint AND ($3::text[] IS NULL OR e.type = ANY($3))
          ORDER BY e.global_position`,
        [last.transaction_id, last.global_position, rare],
      );
      page.push(...rest.rows);
      const end = page[page.length - 1];
      next = { transactionId: end.transaction_id, globalPosition: end.global_position };
    } else {
      // A short page means every event up to the newest readable one was looked at: a reader of
      // rare types moves past the others instead of scanning them again next time.
      next = newestReadable && isAfter(newestReadable, checkpoint) ? newestReadable : checkpoint;
    }
    const more = page.length >= limit;
    if (!kept) return { events: page.map((row) => this.upcast(toRecorded(row))), checkpoint: next, more };
    const events = page.filter((row) => row.kept).map((row) => this.upcast(toRecorded(row)));
    return { events, checkpoint: next, more, passedTypes: page.filter((row) => !row.kept).map((row) => row.type) };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events e WHERE e.stream_id = $1 ORDER BY e.stream_position`,
      [streamId],
    );
    return rows.map((row) => this.upcast(toRecorded(row)));
  }
}

/** Read order; the rows come sorted already, so this only confirms it (Array.prototype.sort is linear on sorted input). */
function inReadOrder(a: EventRow, b: EventRow): number {
  return compareCheckpoints({ transactionId: a.transaction_id, globalPosition: a.global_position }, { transactionId: b.transaction_id, globalPosition: b.global_position });
}

/** Negative, zero or positive as `a` comes before, at or after `b` in read order. */
export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  return compareWholeNumbers(a.transactionId, b.transactionId) || compareWholeNumbers(a.globalPosition, b.globalPosition);
}

/** Two whole numbers written in decimal without leading zeros (as Postgres prints them), compared without parsing. */
function compareWholeNumbers(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function isAfter(a: Checkpoint, b: Checkpoint): boolean {
  return compareCheckpoints(a, b) > 0;
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
