import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '@pitchlens/config';

type Count = { current: number; ttl: number };
type Counted = (error: Error | null, result?: Count) => void;

/**
 * Adds to clients' counts, each in its window: KEYS are the counts, ARGV
 * each one's increment and window in turn. The first requests of a window
 * start it; a key left without expiry (written while an expiry failed) is
 * given one, so no client stays refused for good. Answers each count's total
 * and time left.
 */
const COUNT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local added = tonumber(ARGV[2 * i - 1])
  local window = tonumber(ARGV[2 * i])
  local current = redis.call('INCRBY', key, added)
  local ttl = redis.call('PTTL', key)
  if current == added or ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  out[2 * i - 1] = current
  out[2 * i] = ttl
end
return out`;

interface Counting {
  countRequests(keys: number, ...keysThenArgs: (string | number)[]): Promise<number[]>;
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

interface Waiting {
  windowMs: number;
  counted: Counted[];
}

/**
 * Counts requests in Redis as the event store appends: while one round trip
 * is out, the requests that arrive wait and go in the next as one command,
 * however many clients they come from. Each request still gets the count it
 * would have got alone, in the order it came (a batch of n for one client
 * ending at total t gives t - n + 1 … t), so the limit is exact; a burst costs
 * a few commands instead of one each. The keys share a hash tag, so on a
 * cluster one command holds them all.
 */
class BatchedCounts {
  private waiting = new Map<string, Waiting>();
  private flushing = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly memory: MemoryCounts,
  ) {
    if (!('countRequests' in redis)) redis.defineCommand('countRequests', { lua: COUNT_SCRIPT });
  }

  count(key: string, windowMs: number, counted: Counted): void {
    // While Redis is away every process counts alone, at once.
    if (this.redis.status !== 'ready') return counted(null, this.memory.count(key, windowMs));
    const entry = this.waiting.get(key) ?? { windowMs, counted: [] };
    entry.counted.push(counted);
    this.waiting.set(key, entry);
    if (!this.flushing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.size > 0) {
      const batch = [...this.waiting];
      this.waiting = new Map();
      const args = batch.flatMap(([, entry]) => [entry.counted.length, entry.windowMs]);
      try {
        const totals = await (this.redis as unknown as Counting).countRequests(batch.length, ...batch.map(([key]) => key), ...args);
        batch.forEach(([, entry], i) => {
          const [total, ttl] = [totals[2 * i], totals[2 * i + 1]];
          entry.counted.forEach((counted, k) => counted(null, { current: total - entry.counted.length + 1 + k, ttl }));
        });
      } catch {
        for (const [key, entry] of batch) for (const counted of entry.counted) counted(null, this.memory.count(key, entry.windowMs));
      }
    }
    this.flushing = false;
  }
}

/**
 * A @fastify/rate-limit store whose counts live in Redis under
 * `<keyPrefix>:{rate-limit}:<client>` (and a route with a limit of its own,
 * such as the proposal's password, under `<keyPrefix>:{rate-limit}:<method><path>:<client>`
 * in its own window), so every API process (and machine) on that Redis counts
 * a client together. While Redis is not connected, or a count fails, the
 * process counts in memory instead: a write is then limited per process
 * rather than refused or held up.
 */
export function sharedRateLimitStore(redis: RedisConnection, keyPrefix: string, windowMs: number): FastifyRateLimitStoreCtor {
  const counts = new BatchedCounts(redis, new MemoryCounts());

  class Counts implements FastifyRateLimitStore {
    constructor(private readonly scope = '') {}

    // @fastify/rate-limit passes the route's window (its own limit's, else the global one) after the callback.
    incr(client: string, counted: Counted, timeWindow = windowMs): void {
      counts.count(`${keyPrefix}:{rate-limit}:${this.scope}${client}`, timeWindow, counted);
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
