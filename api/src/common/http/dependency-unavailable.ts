import { isConnectionLost } from '@pitchlens/database';

/** Seconds a client is asked to wait before trying again; reconnecting takes about that long. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * What ioredis says when Redis cannot be reached (its socket errors carry the
 * same codes as pg's), and on a cluster when no node is connected or the
 * cluster has slots no node serves.
 */
const REDIS_UNAVAILABLE = /^(Connection is closed|Stream isn't writeable|Reached the max retries per request limit|Command timed out|Cluster isn't ready|CLUSTERDOWN)/;

/**
 * Which dependency a failure says is out of reach, if any: a lost database or
 * Redis is answered 503 with `retry-after`, never 500, since the request
 * itself was fine and will work once the dependency is back.
 */
export function unavailableDependency(error: unknown): 'database' | 'redis' | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'MaxRetriesPerRequestError' || (typeof message === 'string' && REDIS_UNAVAILABLE.test(message))) return 'redis';
  return isConnectionLost(error) ? 'database' : null;
}
