import { Redis } from 'ioredis';

/** Removes every Redis key a test's queue (or key) prefix made. */
export async function dropQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
