import { readEventMetadata, type PitchlensEvent } from '@pitchlens/contracts';
import type { EventEnvelope } from '@pitchlens/event-store';

let recorded = 0;

/** An event as the log would hand it to a consumer, for tests that call one directly. */
export function recordedEvent<E extends PitchlensEvent>(event: E, envelope: Partial<EventEnvelope> = {}): EventEnvelope & E {
  recorded += 1;
  return {
    globalPosition: String(recorded),
    transactionId: '1',
    eventId: `evt-${recorded}`,
    streamId: `event-evt-${recorded}`,
    streamPosition: 0,
    schemaVersion: 1,
    metadata: readEventMetadata({ correlationId: `req-${recorded}` }),
    recordedAt: new Date(),
    ...envelope,
    ...event,
  };
}
