import { CATALOGUE, EVENT_SCHEMA_VERSIONS, factMetadata, streams, type CataloguePublished } from '@pitchlens/contracts';
import { type EventReader, type EventStore, WrongExpectedVersionError } from '@pitchlens/event-store';
import { v5 as uuidv5 } from 'uuid';

/** Ids of catalogue records, from their place in the stream and their prices: two workers racing write one. */
const CATALOGUE_NAMESPACE = '5d8e2a71-3c4f-4b6a-9e1d-7f0a2b3c4d5e';

/** What the running code charges, by product id (cents). */
export function cataloguePrices(): Record<string, number> {
  return Object.fromEntries(Object.values(CATALOGUE).map((product) => [product.id, product.amountCents]));
}

function samePrices(a: Record<string, number>, b: Record<string, number>): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => a[id] === b[id]);
}

/**
 * Records the running catalogue's prices when they differ from the last the
 * log holds (the first time, too), once: the append expects the stream where
 * it read it, so a second worker starting at the same time finds the record
 * made and compares again. Answers whether this call recorded it.
 */
export async function recordCatalogue(store: EventStore, reader: EventReader, prices = cataloguePrices()): Promise<boolean> {
  for (;;) {
    const last = (await reader.readStream(streams.catalogue())).at(-1) as (CataloguePublished & { streamPosition: number }) | undefined;
    const previous = last ? last.data.prices : null;
    if (previous && samePrices(previous, prices)) return false;
    const event: CataloguePublished = { type: 'CataloguePublished', data: { prices, previous } };
    const position = last ? last.streamPosition + 1 : 0;
    const eventId = uuidv5(`${position}:${JSON.stringify(prices)}`, CATALOGUE_NAMESPACE);
    try {
      const result = await store.append({
        streamId: streams.catalogue(),
        expectedVersion: last ? last.streamPosition : 'no_stream',
        events: [{ eventId, type: event.type, schemaVersion: EVENT_SCHEMA_VERSIONS.CataloguePublished, data: event.data, metadata: factMetadata({ correlationId: eventId, causationId: null }) }],
      });
      return result.status === 'appended';
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}
