import { Queue } from 'bullmq';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { connectRedis, FAIL_FAST, FAIL_FAST_QUEUE, type RedisConnection } from './redis-connection';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-fail-fast-queue-${randomBytes(4).toString('hex')}`;
/**
 * Short, so the test holds the event loop past it for a moment only (FAIL_FAST's
 * own is 2 s), yet long enough that the calls after the hold are answered
 * within it on a machine busy with other test files.
 */
const COMMAND_TIMEOUT_MS = 500;

/** Holds the event loop, as a busy start of the process does, while commands sent before are out. */
async function holdEventLoop(ms: number): Promise<void> {
  await nextTurn();
  const until = Date.now() + ms;
  while (Date.now() < until);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a BullMQ queue on a fail-fast connection', () => {
  let redis: RedisConnection;
  let queue: Queue;
  afterEach(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    redis.disconnect();
  });

  it('serves calls after its start was held past the command timeout', async () => {
    redis = connectRedis({ REDIS_URL }, { ...FAIL_FAST, commandTimeout: COMMAND_TIMEOUT_MS });
    // Connected before the queue starts, without a command of its own that the timeout could cut short while connecting.
    await new Promise((resolve) => redis.once('ready', resolve));
    queue = new Queue('held-start', { connection: redis, prefix: PREFIX, ...FAIL_FAST_QUEUE });
    await holdEventLoop(3 * COMMAND_TIMEOUT_MS);
    await queue.add('job', { n: 1 });
    expect(await queue.getWaitingCount()).toBe(1);
  });

  it('fails a call while Redis is away rather than wait for it', async () => {
    redis = connectRedis({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, { ...FAIL_FAST, commandTimeout: COMMAND_TIMEOUT_MS });
    redis.on('error', () => undefined);
    queue = new Queue('redis-away', { connection: redis, prefix: PREFIX, ...FAIL_FAST_QUEUE }).on('error', () => undefined);
    await expect(queue.add('job', { n: 1 })).rejects.toThrow(/max retries per request/i);
  });
});

describe('a connection closed while Redis is away', () => {
  it('keeps its process no longer than the close takes', async () => {
    // The built library, as a process runs it. Its timer is unreferenced: it fires only if something else
    // still holds the process a second after the close (ioredis's own wait for the gone socket did, 2 s).
    const script = `
      const { connectRedis, FAIL_FAST } = require('@pitchlens/config');
      const redis = connectRedis({ REDIS_URL: process.argv[1] }, FAIL_FAST).on('error', () => undefined);
      redis.ping().catch(() => {
        redis.disconnect();
        setTimeout(() => process.stdout.write('still held'), 1000).unref();
      });`;
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const printed = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['-e', script, url], (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    expect(printed).toBe('');
  });
});
