import { EventReader, projectNextBatch, projectorStatus, type EventConsumer, type EventShape } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { until } from './child-process';

/**
 * Projects until the projector has applied every event, in batches of
 * `size`, as the worker's loop would. Readers see an append only once every
 * older transaction on the server has ended, and the server is shared with
 * other tests' databases: a batch may come back empty before that, so an
 * empty batch alone does not mean caught up.
 */
export async function catchUp<E extends EventShape>(pool: Pool, projector: EventConsumer<E>, size = 1000): Promise<void> {
  const reader = new EventReader(pool);
  await until(async () => {
    while ((await projectNextBatch(pool, reader, projector, size)).more);
    return (await projectorStatus(pool, projector)).eventsBehind === 0;
  }, `the ${projector.name} projector to catch up`);
}
