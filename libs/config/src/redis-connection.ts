import type { QueueBaseOptions } from 'bullmq';
import { Cluster, Redis, type RedisOptions } from 'ioredis';

/** A connection to the one Redis or to the cluster: every command either takes works on both. */
export type RedisConnection = Redis | Cluster;

/** The settings that say where Redis is. */
export interface RedisSettings {
  REDIS_URL: string;
  REDIS_CLUSTER_NODES?: string;
}

export interface ConnectOptions extends RedisOptions {
  /**
   * On a cluster, refuse a command at once while no node is connected rather
   * than hold it until one is: for connections that answer callers, who get
   * a 503 (on one Redis, maxRetriesPerRequest and commandTimeout bound it).
   */
  failFast?: boolean;
}

/**
 * For connections that answer callers: a command fails within seconds while
 * Redis is away (one reconnection attempt, then a 2 s timeout; on a cluster
 * at once while no node is connected), so the caller gets a 503.
 */
export const FAIL_FAST: ConnectOptions = { maxRetriesPerRequest: 1, commandTimeout: 2000, failFast: true };

/**
 * For a BullMQ queue on a FAIL_FAST connection, so that each of its calls
 * succeeds or fails on its own. BullMQ starts a queue once, by waiting for
 * the connection and then asking Redis its version, and a queue whose start
 * failed fails every later call with the same error for the life of the
 * process. On a fail-fast connection that ask fails whenever it is not
 * answered within the 2 s, and also when the event loop is held that long
 * while it is out (the timeout fires before the answer is read): a busy
 * start of the process was enough to leave every queue endpoint answering
 * 503 until a restart. So such a queue neither waits nor asks; Redis's
 * version is checked by the worker's own connections, which wait for Redis.
 */
export const FAIL_FAST_QUEUE = { skipVersionCheck: true, skipWaitingForReady: true } satisfies Partial<QueueBaseOptions>;

/**
 * How long a closed connection's socket may take to finish closing before it
 * is destroyed (ioredis's default: 2 s). ioredis starts that wait on every
 * close, also when the socket had already gone because Redis was away, and the
 * wait then keeps the process alive for all of it: a process stopping while
 * Redis was down lingered 2 s after its work was done. Closing needs nothing
 * from Redis, so a socket still open after this is simply destroyed.
 */
const DISCONNECT_TIMEOUT_MS = 100;

/**
 * Every process's Redis connections open here: to REDIS_URL, or, with
 * REDIS_CLUSTER_NODES set, to that cluster (REDIS_URL's user, password and
 * rediss:// scheme then apply to each node). The options asked hold per
 * command on either.
 */
export function connectRedis(settings: RedisSettings, { failFast = false, ...asked }: ConnectOptions = {}): RedisConnection {
  const options: RedisOptions = { disconnectTimeout: DISCONNECT_TIMEOUT_MS, ...asked };
  if (settings.REDIS_CLUSTER_NODES === undefined) return new Redis(settings.REDIS_URL, options);
  const url = new URL(settings.REDIS_URL);
  const nodes = settings.REDIS_CLUSTER_NODES.split(',').map((node) => {
    const at = node.lastIndexOf(':');
    return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
  });
  return new Cluster(nodes, {
    enableOfflineQueue: !failFast,
    redisOptions: {
      ...options,
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  });
}

/**
 * The connections a SCAN must visit to see every key: each master of a
 * cluster (a key lives on one), or the one Redis.
 */
export function scanTargets(redis: RedisConnection): Redis[] {
  return redis instanceof Cluster ? redis.nodes('master') : [redis];
}
