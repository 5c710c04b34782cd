import { setTimeout as delay } from 'node:timers/promises';
import type { Queue } from 'bullmq';

/**
 * Closes a queue on the API's shared Redis connection once the queue has
 * finished starting (2 s at most). Closed while it starts (an API stopped
 * just after it started, with Redis slow to answer its version check),
 * BullMQ drops the queue's error listener at once, and the start's failure
 * when the shared connection then ends is thrown with no one to hear it,
 * an unhandled error in the stopping process.
 */
export async function closeQueue(queue: Pick<Queue, 'waitUntilReady' | 'close'>, waitMs = 2000): Promise<void> {
  await Promise.race([queue.waitUntilReady().catch(() => undefined), delay(waitMs, undefined, { ref: false })]);
  await queue.close();
}
