import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '@pitchlens/config';

type Count = { current: number; ttl: number };
type Counted = (error: Error | null, result?: Count) => void;

/**
 * One client's count in its window: the first request of a window starts it.
 * A key left without expiry (written while an expiry failed) is given one, so
 * no client stays refused for good. One key per command, so on a cluster the
 * command always has one slot.
 */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface Counting {
  countRequest(key: string, windowMs: number): Promise<[number, number]>;
}

/** The most clients counted in memory at once; past it the expired ones go, then all. */
const MEMORY_KEYS = 10_000;

/** Counts in this process alone: what a process falls back to while Redis is away. */
class MemoryCounts {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  count(key: string, windowMs: number): Count {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.counts.size >= MEMORY_KEYS) this.forgetExpired(now);
      entry = { current: 0, endsAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.endsAt - now };
  }

  private forgetExpired(now: number): void {
    for (const [key, entry] of this.counts) if (entry.endsAt <= now) this.counts.delete(key);
    if (this.counts.size >= MEMORY_KEYS) this.counts.clear();
  }
}

/** What a route's limit is counted under: its method and path, as @fastify/rate-limit's own stores key it. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counts live in Redis under
 * `<keyPrefix>:rate-limit:<client>` (and a route with a limit of its own,
 * such as the proposal's password, under `<keyPrefix>:rate-limit:<method><path>:<client>`
 * in its own window), so every API process (and machine) on that Redis counts
 * a client together. While Redis is not connected, or a count fails, the
 * process counts in memory instead: a write is then limited per process
 * rather than refused or held up.
 */
export function sharedRateLimitStore(redis: RedisConnection, keyPrefix: string, windowMs: number): FastifyRateLimitStoreCtor {
  if (!('countRequest' in redis)) redis.defineCommand('countRequest', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const shared = redis as unknown as Counting;
  const memory = new MemoryCounts();

  class Counts implements FastifyRateLimitStore {
    constructor(private readonly scope = '') {}

    // @fastify/rate-limit passes the route's window (its own limit's, else the global one) after the callback.
    incr(client: string, counted: Counted, timeWindow = windowMs): void {
      const key = `${keyPrefix}:rate-limit:${this.scope}${client}`;
      if (redis.status !== 'ready') return counted(null, memory.count(key, timeWindow));
      shared.countRequest(key, timeWindow).then(
        ([current, ttl]) => counted(null, { current, ttl }),
        () => counted(null, memory.count(key, timeWindow)),
      );
    }

    /** A route with a limit of its own counts apart from every other route. */
    child(route: unknown): FastifyRateLimitStore {
      const { method = '', url = '' } = (route as RouteLimit).routeInfo ?? {};
      return new Counts(`${[method].flat().join(',')}${url}:`);
    }
  }
  return class SharedRateLimitStore extends Counts {
    constructor() {
      super();
    }
  };
}
