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
 * Every process's Redis connections open here: to REDIS_URL, or, with
 * REDIS_CLUSTER_NODES set, to that cluster (REDIS_URL's user, password and
 * rediss:// scheme then apply to each node). `options` hold per command on
 * either.
 */
export function connectRedis(settings: RedisSettings, { failFast = false, ...options }: ConnectOptions = {}): RedisConnection {
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
