import { EVENT_SCHEMA_VERSIONS, factMetadata, streams, type ReadModelsRebuilt } from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { EventStore } from '@pitchlens/event-store';

/**
 * Records that read models were rebuilt and swapped in, whoever asked (an
 * operator, the worker's start, a time zone, an erasure): the dashboard
 * annotates it, and a later replay keeps the annotation since it is in the log.
 */
export async function recordRebuilt(store: EventStore, projectors: readonly string[], timeZone: string): Promise<void> {
  const eventId = uuidv7();
  const event: ReadModelsRebuilt = { type: 'ReadModelsRebuilt', data: { projectors: [...projectors], timeZone } };
  await store.append({
    streamId: streams.standalone(eventId),
    events: [{ eventId, type: event.type, schemaVersion: EVENT_SCHEMA_VERSIONS.ReadModelsRebuilt, data: event.data, metadata: factMetadata({ correlationId: eventId, causationId: null }) }],
  });
}
