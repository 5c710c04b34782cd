import { erasedAddress, EVENT_SCHEMA_VERSIONS, factMetadata, normalizeEmail, type ErasureResult, type PersonErased, streams } from '@pitchlens/contracts';
import {
  contextFor,
  eraseFields,
  type ErasedEvent,
  type EventStore,
  findEventsNaming,
  findPersonEvents,
  inTransaction,
  lockCheckpoint,
  personStreams,
  withReplayLock,
} from '@pitchlens/event-store';
import type { Pool, PoolClient } from 'pg';
import { v5 as uuidv5 } from 'uuid';
import { allProjectors } from '../projections/projectors';
import { scrubRedis } from './redis-scrub';
import type { RedisConnection } from '@pitchlens/config';

/** Namespace of the id of an erasure's PersonErased event: a retried erasure records it once. */
const PERSON_ERASED_NAMESPACE = '0b6f0d7e-2f9a-4c39-8f51-5a3c2e8d9b17';

export interface ErasureDeps {
  pool: Pool;
  /** The process's one event store, which records the erasure. */
  store: EventStore;
  redis: RedisConnection;
  queuePrefix: string;
}

/**
 * Erases one person everywhere the system keeps them:
 * 1. in one transaction, with every projector's checkpoint held (a batch that
 *    read the log before has committed; the next reads it rewritten):
 *    - the log: every event naming them or made in their sessions has its
 *      personal fields rewritten through event_store.erase_personal_fields
 *      (the recorded exception), their address becoming a pseudonym unique
 *      to the erasure, so a replay keys, merges and counts them as before;
 *    - a check that no event names the address any more;
 *    - every read model's rows they reach, rewritten as a replay of the
 *      erased log would write them (Projector.erase), so the erasure costs
 *      what the person left, not a rebuild of everything;
 * 2. a `PersonErased` fact that names no one;
 * 3. the queues: jobs and queue events naming them.
 * Each step can be run again: a retry finds the log already erased.
 */
export async function erasePerson(deps: ErasureDeps, erasureId: string, email: string): Promise<ErasureResult> {
  const pseudonym = erasedAddress(erasureId);
  // Under the replay lock: a replay reading the log before the rewrite would swap its names back in.
  const { changed, eventIds, readModels } = await withReplayLock(deps.pool, () =>
    inTransaction(deps.pool, async (db) => {
      const earlier = await rowsWritten(db);
      const projectors = allProjectors().sort((a, b) => a.name.localeCompare(b.name));
      const zones = new Map<string, string>();
      for (const projector of projectors) zones.set(projector.name, (await lockCheckpoint(db, projector.name, projector.version)).timeZone);
      const found = await findPersonEvents(db, { email, sessionIds: [] });
      const erased = found.events.map((event) => eraseFields(event, email, pseudonym));
      const changed = await rewriteLog(db, erasureId, erased);
      await assertNothingNames(db, email);
      const person = { address: normalizeEmail(email), pseudonym, events: erased.map((e, i) => ({ type: found.events[i].type, data: e.data })) };
      for (const projector of projectors) await projector.erase(person, contextFor(db, 'live', zones.get(projector.name) as string));
      return { changed, eventIds: found.events.map((event) => event.eventId), readModels: await tablesWritten(db, earlier) };
    }),
  );
  await recordErasure(deps.store, erasureId, changed);
  const redis = await scrubRedis(deps.redis, deps.queuePrefix, { address: email, eventIds: new Set(eventIds), keep: { queue: 'privacy', jobId: erasureId } });
  // Counted over every attempt: a retry finds the log already erased.
  const done = await deps.pool.query<{ events: number; streams: number }>(
    `SELECT (SELECT coalesce(sum(events), 0)::int FROM event_store.rewrites WHERE erasure_id = $1) AS events,
            (SELECT count(DISTINCT stream_id)::int FROM event_store.events WHERE stream_id = ANY($2::text[])) AS streams`,
    [erasureId, [personStreams.contact(pseudonym), personStreams.referredPerson(pseudonym)]],
  );
  return {
    ...done.rows[0],
    readModels,
    jobs: redis.jobs,
    redisEntries: redis.entries,
  };
}

/**
 * Rows written per read-model table as this connection's transaction sees them counted. Postgres 15 counts
 * here, beside the transaction's own, what the connection's earlier transactions wrote until it reports them
 * (at most once a second), so a transaction's own are the difference from a count taken as it began.
 */
async function rowsWritten(db: PoolClient): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; written: string }>(
    `SELECT relname AS name, n_tup_ins + n_tup_upd + n_tup_del AS written FROM pg_stat_xact_user_tables WHERE schemaname = 'read_model'`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.written)]));
}

/** The read-model tables this transaction wrote rows of, in name order: those the person reached. */
async function tablesWritten(db: PoolClient, earlier: ReadonlyMap<string, number>): Promise<string[]> {
  const now = await rowsWritten(db);
  return [...now].filter(([name, written]) => written > (earlier.get(name) ?? 0)).map(([name]) => name).sort();
}

/**
 * The events' new fields written. Metadata is rewritten from what is stored, as retention does
 * (event_store.expire_raw_metadata): only the user agent and hashed IP change, and every other
 * stored key stays as it is, whatever the event's age.
 */
async function rewriteLog(db: PoolClient, erasureId: string, erased: ErasedEvent[]): Promise<number> {
  const { rows } = await db.query<{ changed: number }>(
    `SELECT event_store.erase_personal_fields($1, $2::bigint[], $3::text[], $4::jsonb[], ARRAY(
       SELECT (SELECT CASE WHEN r.erase THEN e.metadata || '{"ipHash": null, "userAgent": null}'::jsonb ELSE e.metadata END
                 FROM event_store.events e WHERE e.global_position = r.global_position)
         FROM unnest($2::bigint[], $5::boolean[]) WITH ORDINALITY AS r(global_position, erase, n)
        ORDER BY r.n)) AS changed`,
    [erasureId, erased.map((e) => e.globalPosition), erased.map((e) => e.streamId), erased.map((e) => JSON.stringify(e.data)), erased.map((e) => e.rawMetadataErased)],
  );
  return rows[0].changed;
}

async function assertNothingNames(db: PoolClient, email: string): Promise<void> {
  const left = (await findEventsNaming(db, email)).length;
  if (left > 0) throw new Error(`${left} events still name the person after the rewrite`);
}

async function recordErasure(store: EventStore, erasureId: string, events: number): Promise<void> {
  const event: PersonErased = { type: 'PersonErased', data: { erasureId, events } };
  await store.append({
    streamId: streams.standalone(`erasure-${erasureId}`),
    events: [{ eventId: uuidv5(erasureId, PERSON_ERASED_NAMESPACE), type: event.type, schemaVersion: EVENT_SCHEMA_VERSIONS.PersonErased, data: event.data, metadata: factMetadata({ correlationId: erasureId, causationId: erasureId }) }],
  });
}
