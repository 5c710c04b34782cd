import { type RedisConnection, scanTargets } from '@pitchlens/config';
import { QUEUES, type QueueName } from '@pitchlens/contracts';
import { mentions } from '@pitchlens/event-store';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export interface RedisScrubResult {
  /** Jobs (in any state) whose data, result or failure named the person, removed. */
  jobs: number;
  /** Entries of the queues' event streams that named the person, removed. */
  entries: number;
}

const SCAN_COUNT = 500;
const STREAM_PAGE = 1000;

/** Whose traces to remove, and the one job (the erasure's own) to leave. */
export interface ScrubTarget {
  address: string;
  /** The person's events: an email one of them caused names them (by name, company) even when sent to someone else. */
  eventIds: Set<string>;
  keep: { queue: QueueName; jobId: string };
}

/**
 * Removes every trace of a person from the queues under a prefix: a job that
 * names their address anywhere or was caused by one of their events
 * (waiting, delayed, failed or kept after completion) is removed with its
 * logs, and an event-stream entry that names the address is deleted. A job
 * that is running right now cannot be removed: that is an error, and the
 * erasure is tried again.
 */
export async function scrubRedis(redis: RedisConnection, prefix: string, target: ScrubTarget): Promise<RedisScrubResult> {
  const { address } = target;
  const result: RedisScrubResult = { jobs: 0, entries: 0 };
  const queues = Object.values(QUEUES).map((name) => ({ name, queue: new Queue(name, { connection: redis, prefix }) }));
  try {
    // A key is on one node: each is scanned, and its keys are read and changed there.
    for (const node of scanTargets(redis)) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', SCAN_COUNT);
        cursor = next;
        // A page's keys are looked at in two round trips (their types, then their contents), not two per key.
        const typed = await inOneTrip(node, keys.map((key) => ['type', key]));
        const types = new Map(keys.map((key, i) => [key, typed[i]]));
        const readable = keys.filter((key) => types.get(key) === 'hash' || types.get(key) === 'string');
        const read = await inOneTrip(node, readable.map((key) => [types.get(key) === 'hash' ? 'hgetall' : 'get', key]));
        const contents = new Map(readable.map((key, i) => [key, read[i]]));
        for (const key of keys) {
          const type = types.get(key);
          if (type === 'hash') result.jobs += await scrubJob(key, contents.get(key) as Record<string, string>, prefix, target, queues);
          else if (type === 'stream') result.entries += await scrubStream(node, key, address);
          else if (type === 'string' && mentions(contents.get(key), address)) {
            await node.del(key);
            result.entries++;
          }
        }
      } while (cursor !== '0');
    }
  } finally {
    await Promise.all(queues.map(({ queue }) => queue.close()));
  }
  return result;
}

/** The answers of several commands sent together; a failed one fails the scrub. */
async function inOneTrip(redis: Redis, commands: string[][]): Promise<unknown[]> {
  const answers = (await redis.pipeline(commands).exec()) ?? [];
  return answers.map(([error, answer]) => {
    if (error) throw error;
    return answer;
  });
}

async function scrubJob(key: string, hash: Record<string, string>, prefix: string, target: ScrubTarget, queues: { name: QueueName; queue: Queue }[]): Promise<number> {
  if (!mentions(hash, target.address) && !target.eventIds.has(sourceEventOf(hash))) return 0;
  const { keep } = target;
  const [name, ...rest] = key.slice(prefix.length + 1).split(':');
  const jobId = rest.join(':');
  const owner = queues.find((q) => q.name === name);
  if (!owner || jobId === '') throw new Error(`a Redis hash outside the queues names the person (${key})`);
  if (name === keep.queue && jobId === keep.jobId) return 0;
  if ((await owner.queue.remove(jobId)) !== 1) throw new Error(`job ${name}/${jobId} names the person and is running; erasure will be retried`);
  return 1;
}

async function scrubStream(redis: Redis, key: string, address: string): Promise<number> {
  let removed = 0;
  let start = '-';
  for (;;) {
    const entries = await redis.xrange(key, start, '+', 'COUNT', STREAM_PAGE);
    const naming = entries.filter(([, fields]) => mentions(fields, address)).map(([id]) => id);
    if (naming.length > 0) removed += await redis.xdel(key, ...naming);
    if (entries.length < STREAM_PAGE) return removed;
    start = `(${entries[entries.length - 1][0]}`;
  }
}

/** The event a job was queued for (an email job's `sourceEventId`), or ''. */
function sourceEventOf(hash: Record<string, string>): string {
  try {
    const data: unknown = JSON.parse(hash.data ?? 'null');
    return data && typeof data === 'object' && 'sourceEventId' in data && typeof data.sourceEventId === 'string' ? data.sourceEventId : '';
  } catch {
    return '';
  }
}
