import type { Pool, PoolClient } from 'pg';
import type { ErasedPerson } from '../privacy/erased-copies';
import type { EventShape, RecordedEvent } from '../types';
import { namingStatements } from './named-statements';
import { inTransaction, type TransactionOptions } from './transaction';

/** Where a projector writes: the live tables, or the shadow tables of a replay. */
export type TableSet = 'live' | 'replay';

export interface ProjectionContext {
  /** The projector's transaction; its writes commit together with the checkpoint. */
  db: PoolClient;
  /** The qualified name of one of the projector's tables in the current table set. */
  table(name: string): string;
  /** The zone these tables bucket days in (the checkpoint's stamp, or the zone a replay builds in). */
  timeZone: string;
  /**
   * True while a replay fills shadow tables that nothing reads yet: a
   * projector may leave what it derives from its own tables to
   * `completeShadow`, which builds it once instead of batch by batch.
   */
  filling: boolean;
  /**
   * Runs `work`, writes that read nothing the batch's other writes make and
   * that those do not read, beside them; while filling, no later batch may
   * read what they write either (completeShadow may). Live it joins the
   * batch's transaction (its statements queue on the one connection).
   * While filling it runs on a connection of its own, in a transaction of
   * its own committed when `work` ends, and goes on beside the next batch:
   * the promise answered ends when the previous batch's such work has
   * ended (and fails if it failed), and the fill waits for the last before
   * it completes. Nothing reads a fill's tables before the swap and a fill
   * that fails is dropped whole, so a batch need not commit as one, and the
   * two connections keep two cores busy.
   */
  beside(work: (db: PoolClient) => Promise<void>): Promise<void>;
}

/**
 * Reads the log in order with a checkpoint of its own: `apply` gets each
 * batch of events of its types inside the transaction that moves the
 * checkpoint. `E` is the union of the events it reads; its `eventTypes`
 * name exactly those, and the reader hands `apply` nothing else.
 */
export interface EventConsumer<E extends EventShape = EventShape> {
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  /**
   * At most this many events per transaction, for consumers that call out
   * (Stripe) while holding it: an open transaction holds every reader back.
   */
  readonly maxBatchSize?: number;
  /**
   * The version of the rules its tables are built by. A change that alters
   * what it writes raises it, and the worker rebuilds tables built by an
   * older version at start. Consumers without tables stay at 1.
   */
  readonly version?: number;
  apply(events: RecordedEvent<E>[], context: ProjectionContext): Promise<void>;
}

/**
 * A consumer whose work goes outside the database (Stripe, Redis): its
 * batches are applied with no transaction open, and its checkpoint is moved
 * afterwards in a short one. A transaction held open across a slow call would
 * hold back every reader (they read only below the oldest open
 * transaction). Each effect must be keyed, so that doing a batch again after a
 * crash between the two changes nothing.
 */
export interface Reactor<E extends EventShape = EventShape> extends EventConsumer<E> {
  readonly outsideTransaction: true;
  apply(events: RecordedEvent<E>[]): Promise<void>;
}

export function isReactor(consumer: EventConsumer): consumer is Reactor {
  return 'outsideTransaction' in consumer && consumer.outsideTransaction === true;
}

/**
 * A consumer that derives read-model tables. It must write the same result
 * whether a batch is large or small, so live projection and replay agree.
 */
export interface Projector<E extends EventShape = EventShape> extends EventConsumer<E> {
  /** Tables in schema read_model that this projector owns, and nothing else writes. */
  readonly tables: readonly string[];
  readonly version: number;
  /**
   * Rewrites its live rows for an erasure, in the erasure's transaction, as a
   * replay of the erased log would write them (README "Erasure"): only the
   * rows the person's fields reach, so an erasure costs what the person left,
   * not what the log holds.
   */
  erase(person: ErasedPerson, context: ProjectionContext): Promise<void>;
  /**
   * Builds whole what `apply` left out while `filling`: a replay calls it
   * once its shadow tables hold the log, before the swap applies the last
   * events the usual way.
   */
  completeShadow?(context: ProjectionContext): Promise<void>;
  /**
   * Its tables whose non-unique indexes only reports read, never `apply`: a
   * replay fills their shadow copies without those indexes and builds each
   * once when they are full, instead of entry by entry.
   */
  readonly reportIndexedTables?: readonly string[];
  /**
   * An SQL condition on a log row `e` that every event `apply` does anything
   * with meets: a replay's fill reads the other events of its types without
   * their payload and hands `apply` only these. For a projector that reads
   * the whole log for a few of its events.
   */
  readonly replayCondition?: string;
}

/** A `replayCondition` part: the log row `e` is of one of these types (event type names, safe as literals). */
export function typeIsOneOf(types: readonly string[]): string {
  return `e.type = ANY('{${types.join(',')}}'::text[])`;
}

/** What a shadow table's name adds to its live table's (and what LIKE then puts in its indexes' names). */
export const SHADOW_SUFFIX = '__replay';

export function qualifiedTable(name: string, set: TableSet): string {
  return set === 'live' ? `read_model.${name}` : `read_model.${name}${SHADOW_SUFFIX}`;
}

/** A replay filling shadow tables, for `beside`: where it takes its connections from, how it begins their transactions, and its work still running. */
export interface Fill {
  pool: Pool;
  options: TransactionOptions;
  /** The last batch's `beside` work, after all the earlier batches'. */
  behind: Promise<void>;
}

/** `fill`: set while a replay fills shadow tables. */
export function contextFor(db: PoolClient, set: TableSet, timeZone: string, fill: Fill | null = null): ProjectionContext {
  // A live batch repeats its statements on the same few connections; a replay's run once a batch of thousands.
  const batch = set === 'live' ? namingStatements(db) : db;
  return {
    db: batch,
    table: (name) => qualifiedTable(name, set),
    timeZone,
    filling: fill !== null,
    beside: (work) => (fill ? besideFill(fill, work) : work(batch)),
  };
}

/** Queues `work` after the fill's earlier `beside` work; answers when that earlier work has ended. */
function besideFill(fill: Fill, work: (db: PoolClient) => Promise<void>): Promise<void> {
  const earlier = fill.behind;
  fill.behind = earlier.then(() => inTransaction(fill.pool, work, fill.options));
  // Handled when awaited: by the next batch, or by the fill at its end.
  fill.behind.catch(() => undefined);
  return earlier;
}
