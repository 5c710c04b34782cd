import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '@pitchlens/config';

type Count = { current: number; ttl: number };
type Counted = (error: Error | null, result?: Count) => void;

/**
 * A count reserves a 1/SPARE_SHARE part of the room left under a client's
 * limit, at most SPARE_MOST, for this process to hand out without a round
 * trip. Near the limit the spares shrink to none and every request is
 * counted in Redis as it comes; with several processes, spares one holds and
 * never hands out make a client's limit end that much early elsewhere,
 * never late (at most a 1/SPARE_SHARE part of it per process).
 */
const SPARE_SHARE = 64;
const SPARE_MOST = 256;

/**
 * Counts requests into clients' windows: KEYS are the counts, ARGV each one's
 * requests, window and limit in turn. The first requests of a window start
 * it; a key left without expiry (written while an expiry failed) is given
 * one, so no client stays refused for good. Besides the requests it counts a
 * spare share of the room left under the limit, a 1/SPARE_SHARE part (at most
 * SPARE_MOST), for the process to hand out without asking again; spares never
 * pass the limit, so everything reserved is an allowed request. Answers each
 * count's total, time left and spares reserved.
 */
const COUNT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local requests = tonumber(ARGV[3 * i - 2])
  local window = tonumber(ARGV[3 * i - 1])
  local limit = tonumber(ARGV[3 * i])
  local room = limit - (tonumber(redis.call('GET', key)) or 0) - requests
  local spare = 0
  if room > 0 then spare = math.min(math.floor(room / ${SPARE_SHARE}), ${SPARE_MOST}) end
  local added = requests + spare
  local current = redis.call('INCRBY', key, added)
  local ttl = redis.call('PTTL', key)
  if current == added or ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  out[3 * i - 2] = current
  out[3 * i - 1] = ttl
  out[3 * i] = spare
end
return out`;

interface Counting {
  countRequests(keys: number, ...keysThenArgs: (string | number)[]): Promise<number[]>;
}

/** The most clients counted in memory (or holding spares) at once; past it the expired ones go, then all. */
const MEMORY_KEYS = 10_000;

/** Makes room for a new key in a map of windows: the expired ones go, and if that is not enough, all. */
function makeRoom(windows: Map<string, { endsAt: number }>, now: number): void {
  if (windows.size < MEMORY_KEYS) return;
  for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  if (windows.size >= MEMORY_KEYS) windows.clear();
}

/** Counts in this process alone: what a process falls back to while Redis is away. */
class MemoryCounts {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  count(key: string, windowMs: number): Count {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      makeRoom(this.counts, now);
      entry = { current: 0, endsAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.endsAt - now };
  }
}

/** What a route's limit is counted under: its method and path, as @fastify/rate-limit's own stores key it. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

interface Waiting {
  windowMs: number;
  limit: number;
  counted: Counted[];
}

/** Counts this process reserved in Redis and has not handed out: `next` … `last`, in a window ending at `endsAt`. */
interface Spares {
  next: number;
  last: number;
  endsAt: number;
}

/**
 * Counts requests in Redis as the event store appends: while one round trip
 * is out, the requests that arrive wait and go in the next as one command,
 * however many clients they come from. Each request still gets the count it
 * would have got alone, in the order it came (a batch of n for one client
 * ending at total t gives t - n + 1 … t). A client far from its limit is
 * handed the spares reserved with its last count (SPARE_SHARE) without a
 * round trip, so a busy client costs a command per few hundred requests and
 * most of its requests do not wait for Redis. The keys share a hash tag, so
 * on a cluster one command holds them all.
 */
class BatchedCounts {
  private waiting = new Map<string, Waiting>();
  private readonly spares = new Map<string, Spares>();
  private flushing = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly memory: MemoryCounts,
  ) {
    if (!('countRequests' in redis)) redis.defineCommand('countRequests', { lua: COUNT_SCRIPT });
  }

  count(key: string, windowMs: number, limit: number, counted: Counted): void {
    // While Redis is away every process counts alone, at once.
    if (this.redis.status !== 'ready') return counted(null, this.memory.count(key, windowMs));
    if (this.handOutSpare(key, counted)) return;
    const entry = this.waiting.get(key) ?? { windowMs, limit, counted: [] };
    entry.counted.push(counted);
    this.waiting.set(key, entry);
    if (!this.flushing) void this.flush();
  }

  /** Gives the request the key's next spare count, if one is left in a window not yet over. */
  private handOutSpare(key: string, counted: Counted): boolean {
    const spares = this.spares.get(key);
    if (!spares) return false;
    const now = Date.now();
    if (spares.endsAt <= now) {
      this.spares.delete(key);
      return false;
    }
    counted(null, { current: spares.next, ttl: spares.endsAt - now });
    if (++spares.next > spares.last) this.spares.delete(key);
    return true;
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.size > 0) {
      const batch = [...this.waiting];
      this.waiting = new Map();
      const args = batch.flatMap(([, entry]) => [entry.counted.length, entry.windowMs, entry.limit]);
      // Redis measures the time left after this: a window taken to end at sent + ttl ends no later than Redis's.
      const sent = Date.now();
      try {
        const out = await (this.redis as unknown as Counting).countRequests(batch.length, ...batch.map(([key]) => key), ...args);
        batch.forEach(([key, entry], i) => {
          const [total, ttl, spare] = [out[3 * i], out[3 * i + 1], out[3 * i + 2]];
          const first = total - spare - entry.counted.length + 1;
          entry.counted.forEach((counted, k) => counted(null, { current: first + k, ttl }));
          if (spare > 0) this.keepSpares(key, { next: total - spare + 1, last: total, endsAt: sent + ttl });
        });
      } catch {
        for (const [key, entry] of batch) for (const counted of entry.counted) counted(null, this.memory.count(key, entry.windowMs));
      }
      this.handOutToWaiting();
    }
    this.flushing = false;
  }

  private keepSpares(key: string, spares: Spares): void {
    makeRoom(this.spares, Date.now());
    this.spares.set(key, spares);
  }

  /** Requests that came while the command was out take the spares it brought before another is sent. */
  private handOutToWaiting(): void {
    for (const [key, entry] of this.waiting) {
      while (entry.counted.length > 0 && this.handOutSpare(key, entry.counted[0])) entry.counted.shift();
      if (entry.counted.length === 0) this.waiting.delete(key);
    }
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

    // @fastify/rate-limit passes the route's window and limit (its own, else the global ones) after the callback.
    // Without a limit nothing is reserved: every request is counted as it comes.
    incr(client: string, counted: Counted, timeWindow = windowMs, limit = 0): void {
      counts.count(`${keyPrefix}:{rate-limit}:${this.scope}${client}`, timeWindow, limit, counted);
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
