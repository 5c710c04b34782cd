import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { until } from '../../../../worker/test/child-process';
import { sharedRateLimitStore } from './shared-rate-limit';

const MINUTE = 60_000;
const prefix = `test-rate-spares-${randomUUID()}`;
let redis: Redis;
let other: Redis;

beforeAll(async () => {
  [redis, other] = [new Redis('redis://127.0.0.1:6379'), new Redis('redis://127.0.0.1:6379')];
  await until(async () => redis.status === 'ready' && other.status === 'ready', 'Redis to be ready');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  other.disconnect();
});

/** What @fastify/rate-limit passes a store's incr (its typings name only the first two). */
interface CountingStore {
  incr(client: string, counted: (error: Error | null, count?: { current: number }) => void, windowMs: number, limit: number): void;
}

/** A store as one API process holds it, on its own connection. */
function storeOn(connection: Redis, windowMs = MINUTE) {
  const Store = sharedRateLimitStore(connection, prefix, windowMs);
  // The plugin hands its options to the constructor; this store takes what it needs when it is made.
  const store = new Store({}) as unknown as CountingStore;
  return (client: string, limit: number) =>
    new Promise<number>((resolve, reject) => store.incr(client, (error, count) => (error || !count ? reject(error) : resolve(count.current)), windowMs, limit));
}

const stored = async (client: string) => Number(await redis.get(`${prefix}:{rate-limit}:${client}`));

it('hands a client far from its limit the spares of its last count, without asking Redis again', async () => {
  const count = storeOn(redis);
  const client = randomUUID();
  expect(await count(client, 6400)).toBe(1);
  // 1 counted and 6,399 / 64 = 99 reserved.
  expect(await stored(client)).toBe(100);
  const handedOut = [];
  for (let i = 0; i < 99; i++) handedOut.push(await count(client, 6400));
  expect(handedOut).toEqual(Array.from({ length: 99 }, (_, i) => i + 2));
  expect(await stored(client)).toBe(100);
  expect(await count(client, 6400)).toBe(101);
  expect(await stored(client)).toBe(101 + Math.floor((6400 - 101) / 64));
});

it('counts every request near the limit, so a client gets exactly its limit', async () => {
  const count = storeOn(redis);
  const client = randomUUID();
  const counts = [];
  for (let i = 0; i < 260; i++) counts.push(await count(client, 200));
  expect(counts).toEqual(Array.from({ length: 260 }, (_, i) => i + 1));
  // Nothing reserved is left over: past the limit every request was counted alone.
  expect(await stored(client)).toBe(260);
});

it('never lets two processes allow a client more than its limit, and strands at most their spares', async () => {
  const [first, second] = [storeOn(redis), storeOn(other)];
  const client = randomUUID();
  const limit = 640;
  const counts = [];
  for (let i = 0; i < 700; i++) counts.push(await (i % 2 === 0 ? first : second)(client, limit));
  const allowed = counts.filter((current) => current <= limit).length;
  expect(allowed).toBeLessThanOrEqual(limit);
  expect(allowed).toBeGreaterThanOrEqual(limit - Math.floor(limit / 64));
  // Each count is given once, by one process.
  expect(new Set(counts).size).toBe(counts.length);
});

it("ends a client's spares with the window they were reserved in", async () => {
  const windowMs = 300;
  const count = storeOn(redis, windowMs);
  const client = randomUUID();
  expect(await count(client, 6400)).toBe(1);
  expect(await count(client, 6400)).toBe(2);
  await until(async () => (await redis.exists(`${prefix}:{rate-limit}:${client}`)) === 0, 'the window to end');
  expect(await count(client, 6400)).toBe(1);
});
