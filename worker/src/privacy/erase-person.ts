import { erasedAddress, EVENT_SCHEMA_VERSIONS, factMetadata, type ErasureResult, type PersonErased, PROJECTOR_NAMES, streams } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { eraseFields, type EventReader, type EventStore, findEventsNaming, findPersonEvents, personStreams } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { v5 as uuidv5 } from 'uuid';
import { runReplayJob } from '../operations/replay-job';
import { scrubRedis } from './redis-scrub';
import type { RedisConnection } from '@pitchlens/config';

/** Namespace of the id of an erasure's PersonErased event: a retried erasure records it once. */
const PERSON_ERASED_NAMESPACE = '0b6f0d7e-2f9a-4c39-8f51-5a3c2e8d9b17';

export interface ErasureDeps {
  pool: Pool;
  reader: EventReader;
  /** The process's one event store, which records the erasure and the rebuild. */
  store: EventStore;
  redis: RedisConnection;
  queuePrefix: string;
  batchSize: number;
}

/**
 * Erases one person everywhere the system keeps them:
 * 1. the log: every event naming them or made in their sessions has its
 *    personal fields rewritten through event_store.erase_personal_fields (the
 *    recorded exception), their address becoming a pseudonym unique to the
 *    erasure, so a replay keys, merges and counts them exactly as before;
 * 2. a check that no event names the address any more;
 * 3. a `PersonErased` fact that names no one;
 * 4. every read model, rebuilt from the erased log beside the live tables;
 * 5. the queues: jobs and queue events naming them.
 * Each step can be run again: a retry finds the log already erased.
 */
export async function erasePerson(deps: ErasureDeps, erasureId: string, email: string): Promise<ErasureResult> {
  const pseudonym = erasedAddress(erasureId);
  const found = await findPersonEvents(deps.pool, { email, sessionIds: [] });
  const erased = found.events.map((event) => eraseFields(event, email, pseudonym));
  // Metadata is rewritten from what is stored, as retention does (event_store.expire_raw_metadata):
  // only the user agent and hashed IP change, and every other stored key stays as it is, whatever the event's age.
  const { rows } = await deps.pool.query<{ changed: number }>(
    `SELECT event_store.erase_personal_fields($1, $2::bigint[], $3::text[], $4::jsonb[], ARRAY(
       SELECT (SELECT CASE WHEN r.erase THEN e.metadata || '{"ipHash": null, "userAgent": null}'::jsonb ELSE e.metadata END
                 FROM event_store.events e WHERE e.global_position = r.global_position)
         FROM unnest($2::bigint[], $5::boolean[]) WITH ORDINALITY AS r(global_position, erase, n)
        ORDER BY r.n)) AS changed`,
    [erasureId, erased.map((e) => e.globalPosition), erased.map((e) => e.streamId), erased.map((e) => JSON.stringify(e.data)), erased.map((e) => e.rawMetadataErased)],
  );
  await assertNothingNames(deps.pool, email);
  await recordErasure(deps.store, erasureId, rows[0].changed);
  await runReplayJob(deps.pool, deps.reader, { projector: 'all' }, { batchSize: deps.batchSize, reason: 'erasure', report: async () => undefined, store: deps.store });
  const redis = await scrubRedis(deps.redis, deps.queuePrefix, {
    address: email,
    eventIds: new Set(found.events.map((event) => event.eventId)),
    keep: { queue: 'privacy', jobId: erasureId },
  });
  // Counted over every attempt: a retry finds the log already erased.
  const done = await deps.pool.query<{ events: number; streams: number }>(
    `SELECT (SELECT coalesce(sum(events), 0)::int FROM event_store.rewrites WHERE erasure_id = $1) AS events,
            (SELECT count(DISTINCT stream_id)::int FROM event_store.events WHERE stream_id = ANY($2::text[])) AS streams`,
    [erasureId, [personStreams.contact(pseudonym), personStreams.referredPerson(pseudonym)]],
  );
  return {
    ...done.rows[0],
    readModels: PROJECTOR_NAMES.flatMap((name) => READ_MODEL_TABLES[name]),
    jobs: redis.jobs,
    redisEntries: redis.entries,
  };
}

async function assertNothingNames(pool: Pool, email: string): Promise<void> {
  const left = (await findEventsNaming(pool, email)).length;
  if (left > 0) throw new Error(`${left} events still name the person after the rewrite`);
}

async function recordErasure(store: EventStore, erasureId: string, events: number): Promise<void> {
  const event: PersonErased = { type: 'PersonErased', data: { erasureId, events } };
  await store.append({
    streamId: streams.standalone(`erasure-${erasureId}`),
    events: [{ eventId: uuidv5(erasureId, PERSON_ERASED_NAMESPACE), type: event.type, schemaVersion: EVENT_SCHEMA_VERSIONS.PersonErased, data: event.data, metadata: factMetadata({ correlationId: erasureId, causationId: erasureId }) }],
  });
}
